#!/usr/bin/env bash
# Checks the code formats in their languages: installs what the checks need
# when it is missing, then runs core's snippet tests, which paste generated
# snippets into small programs (core/testdata/snippets) and build and run
# them with
#   Node.js and js-bson (the version pinned in interop/package.json),
#   Python 3 and Debian's python3-bson (PyMongo's bson),
#   Go and the official driver (the version in go.mod),
#   Java 17 and Debian's libmongodb-java (org.bson.types.ObjectId),
#   Mono's C# compiler and rustc, against stand-ins with the documented
#   signatures of MongoDB.Bson.ObjectId.Parse and bson::oid::ObjectId::parse_str,
#   whose libraries cannot be installed here.
# Debian packages are installed with apt-get (through sudo unless root),
# only when missing, so a second run costs a dpkg query.
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."

packages=(python3 python3-bson libmongodb-java openjdk-17-jdk-headless mono-mcs)
# Any rustc will do (the check needs no crate); Debian's when there is none.
command -v rustc >/dev/null 2>&1 || packages+=(rustc)

missing=()
for p in "${packages[@]}"; do
	if [[ "$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)" != installed ]]; then
		missing+=("$p")
	fi
done
if ((${#missing[@]} > 0)); then
	sudo=()
	if ((EUID != 0)); then
		if ! command -v sudo >/dev/null 2>&1; then
			echo "snippets: installing ${missing[*]} needs root: you are not root and sudo is not installed." >&2
			echo "snippets: as root, run: apt-get update && apt-get install --no-install-recommends ${missing[*]}" >&2
			exit 1
		fi
		sudo=(sudo)
	fi
	echo "snippets: installing ${missing[*]}"
	"${sudo[@]}" env LANG=C.UTF-8 apt-get update -qq
	"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8 \
		apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null
fi

# js-bson comes from the project's pinned install of the JavaScript tools.
node_path="$(interop/install.sh --print-path)"
interop/install.sh

echo "snippets: Node $(node --version) with bson $(node -p 'JSON.parse(require("fs").readFileSync(process.argv[1])).version' "$node_path/bson/package.json");" \
	"$(/usr/bin/python3 --version) with python3-bson $(dpkg-query -W -f='${Version}' python3-bson);" \
	"$(javac -version 2>&1) with libmongodb-java $(dpkg-query -W -f='${Version}' libmongodb-java);" \
	"$(mcs --version); $(rustc --version)"
OBJECTID_SNIPPETS=1 NODE_PATH="$node_path" SNIPPETS_PYTHON=/usr/bin/python3 \
	go test -tags ci -count=1 -run '^TestSnippets_' ./core/
