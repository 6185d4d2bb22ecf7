#!/usr/bin/env bash
# Windows smoke test: the release .exe of make windows under Wine, on Xvfb
# with a window manager, driven with real key presses as scripts/smoke.sh
# drives the Linux binary. The window must appear; Ctrl+G makes a batch and
# Ctrl+Shift+C copies it, through Wine, to the X clipboard; the .exe's own
# command line decodes the batch under Wine; closing the window ends the
# program with exit status 0. Saves a screenshot to artifacts/smoke-windows.png.
#   scripts/smoke-windows.sh dist/objectid-VERSION-windows-amd64.exe
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
. scripts/xsession.sh
. scripts/smoke-checks.sh
. scripts/wine/prefix.sh

exe=${1:?usage: scripts/smoke-windows.sh OBJECTID.EXE}
[[ -f $exe ]] || { echo "smoke-windows: no $exe (make windows builds it)" >&2; exit 1; }
exe=$(realpath "$exe")
artifacts=artifacts
# Wine starts slower than a native program, the more so on a busy machine.
window_timeout=${SMOKE_WINDOW_TIMEOUT:-180}

xsession_start smoke-windows
xsession_at_exit 'wineserver --kill 2>/dev/null'
echo "smoke-windows: making a Wine prefix ($(wine64 --version 2>/dev/null || /usr/lib/wine/wine64 --version))"
wine_prefix "$XSESSION_WORK/wine" || xsession_fail "could not make the Wine prefix"

"$WINE" "$exe" >"$XSESSION_WORK/app.log" 2>&1 &
app_pid=$!
xsession_track "$app_pid"
xsession_wait_window "$window_timeout" "^${smoke_title}\$" "$app_pid"
echo "smoke-windows: window $XSESSION_WINDOW is up"

SMOKE_SETTLE=3 SMOKE_COPY_TIMEOUT=30 smoke_copy_batch "$XSESSION_WINDOW"
mkdir -p "$artifacts"
import -window root "$artifacts/smoke-windows.png" || xsession_fail "could not take the screenshot"
smoke_check_batch "$WINE" "$exe"

status=0
xsession_close_window "$XSESSION_WINDOW" "$app_pid" 30 || status=$?
((status == 0)) || xsession_fail "the program exited with status $status after its window was closed"

echo "smoke-windows: $smoke_batch_size IDs copied through Wine to the X clipboard and decoded by the .exe; screenshot in $artifacts/smoke-windows.png"
echo "smoke-windows: PASS"
