#!/usr/bin/env bash
# Checks the code formats in their languages: core's snippet tests paste
# generated snippets into small programs (core/testdata/snippets) and run
# them with Node.js and js-bson, Python and python3-bson, Go and the driver,
# Java and libmongodb-java; C# (Mono) and Rust against stand-ins with the
# documented signatures of their drivers' parsers, which cannot be installed.
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
scripts/deps.sh snippets
# js-bson comes from the project's pinned install of the JavaScript tools.
node_path="$(interop/install.sh --print-path)"
interop/install.sh

echo "snippets: Node $(node --version) with bson $(node -p 'JSON.parse(require("fs").readFileSync(process.argv[1])).version' "$node_path/bson/package.json");" \
	"$(/usr/bin/python3 --version) with python3-bson $(dpkg-query -W -f='${Version}' python3-bson);" \
	"$(javac -version 2>&1) with libmongodb-java $(dpkg-query -W -f='${Version}' libmongodb-java);" \
	"$(mcs --version); $(rustc --version)"
OBJECTID_SNIPPETS=1 NODE_PATH="$node_path" SNIPPETS_PYTHON=/usr/bin/python3 \
	go test -count=1 -run '^TestSnippets_' ./core/
