#!/usr/bin/env bash
# Installs the pinned JavaScript tools of interop/package-lock.json into
# .cache/interop/node_modules (or $INTEROP_CACHE/node_modules), where every
# Node check of the project finds them:
#
#   NODE_PATH="$(interop/install.sh --print-path)" node my-check.js
#
# The install is repeated only when the lock file changed, so a second run
# costs a checksum. Needs Node.js 20.19 or newer (js-bson 7 asks for it) and
# npm on PATH.
set -euo pipefail
export LANG=en_US.UTF-8

here="$(cd "$(dirname "$0")" && pwd)"
cache="${INTEROP_CACHE:-$here/../.cache/interop}"
mkdir -p "$cache"
cache="$(cd "$cache" && pwd)"

if [[ "${1:-}" == --print-path ]]; then
	echo "$cache/node_modules"
	exit 0
fi

for tool in node npm; do
	if ! command -v "$tool" >/dev/null 2>&1; then
		echo "interop: $tool is not installed or not on PATH; install Node.js 20.19 or newer with npm and run again." >&2
		exit 1
	fi
done
if ! node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)'; then
	echo "interop: Node.js $(node --version) is too old; js-bson 7 needs 20.19 or newer." >&2
	exit 1
fi

stamp="$cache/installed.sha256"
want="$(cat "$here/package.json" "$here/package-lock.json" | sha256sum | cut -d' ' -f1)"
if [[ -f "$stamp" && "$(cat "$stamp")" == "$want" && -d "$cache/node_modules" ]]; then
	exit 0
fi

echo "interop: installing $(node -p 'Object.entries(require(process.argv[1]).dependencies).map(([n, v]) => n + "@" + v).join(" ")' "$here/package.json") into $cache"
cp "$here/package.json" "$here/package-lock.json" "$cache/"
rm -f "$stamp"
# No install scripts: the checks need none of the optional native add-ons
# (Kerberos, OS DNS, ssh), and a clean install must not build C++.
(cd "$cache" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error </dev/null)
echo "$want" >"$stamp"
