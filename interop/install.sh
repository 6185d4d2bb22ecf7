#!/usr/bin/env bash
# Installs Node.js NODE_VERSION from the npm registry (its `node` package
# ships the binaries) into .cache/node (or $NODE_CACHE), then the pinned
# JavaScript tools of interop/package-lock.json into
# .cache/interop/node_modules (or $INTEROP_CACHE/node_modules; --print-path
# says where), where every Node check of the project finds them. js-bson 7
# needs Node.js 20.19 or newer, which Debian bookworm does not carry, so
# the checks run this Node.js whatever the system has. Each
# install is repeated only when its version or the lock file changed, so a
# second run costs a checksum. Needs npm on PATH (make deps installs
# Debian's).
set -euo pipefail
export LANG=en_US.UTF-8

NODE_VERSION=20.20.2

here="$(cd "$(dirname "$0")" && pwd)"
cache="${INTEROP_CACHE:-$here/../.cache/interop}"
node_cache="${NODE_CACHE:-$here/../.cache/node}"
mkdir -p "$cache" "$node_cache"
cache="$(cd "$cache" && pwd)"
node_bin="$(cd "$node_cache" && pwd)/node_modules/.bin"

case "${1:-}" in
--print-path) echo "$cache/node_modules"; exit 0 ;;
esac

if ! command -v npm >/dev/null 2>&1; then
	echo "interop: npm is not installed or not on PATH; make deps installs it." >&2
	exit 1
fi
if [[ "$("$node_bin/node" --version 2>/dev/null || true)" != "v$NODE_VERSION" ]]; then
	echo "interop: installing Node.js $NODE_VERSION into $node_cache"
	npm install --prefix "$node_cache" --no-save --no-audit --no-fund --loglevel=error "node@$NODE_VERSION" </dev/null
	[[ "$("$node_bin/node" --version 2>/dev/null || true)" == "v$NODE_VERSION" ]] || {
		echo "interop: npm did not install Node.js $NODE_VERSION into $node_cache" >&2
		exit 1
	}
fi
# npm's own scripts run on the Node.js first on PATH.
export PATH="$node_bin:$PATH"

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
