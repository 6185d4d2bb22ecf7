#!/usr/bin/env bash
# The core and cli tests as Windows programs, under Wine: cross-compiled
# with GOOS=windows and run by `go test -exec` in a Wine prefix of their own
# (scripts/wine/prefix.sh). The binary test runs a Windows build of
# objectid made beforehand with cgo, as the window needs (GLFW), since no
# Windows go tool is at hand under Wine.
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
. scripts/wine/prefix.sh

work=$(mktemp -d)
trap 'wineserver --kill 2>/dev/null || true; rm -rf "$work"' EXIT

echo "test-windows: making a Wine prefix"
unset DISPLAY WAYLAND_DISPLAY
wine_prefix "$work/wine"

echo "test-windows: building objectid.exe for the binary test"
GOOS=windows GOARCH=amd64 CGO_ENABLED=1 CC=x86_64-w64-mingw32-gcc go build -tags ci -o "$work/objectid.exe" .

echo "test-windows: go test under Wine ($("$WINE" --version))"
OBJECTID_TEST_BINARY=$work/objectid.exe GOOS=windows GOARCH=amd64 CGO_ENABLED=0 \
	go test -count=1 -exec "$WINE" ./core/... ./internal/... ./cli/...
