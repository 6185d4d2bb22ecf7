#!/usr/bin/env bash
# Windows smoke test: the release .exe of make windows under Wine, on Xvfb
# with a window manager, driven with real key presses as scripts/smoke.sh
# drives the Linux binary. The window must appear; Ctrl+G makes a batch and
# Ctrl+Shift+C copies it, through Wine, to the X clipboard; the .exe's own
# command line decodes the batch under Wine; closing the window ends the
# program with exit status 0. Saves a screenshot to artifacts/smoke-windows.png.
#
# The .exe is built with the accessibility tag, so it carries Fyne's UI
# Automation provider. Wine 8.0 exports UiaRaiseStructureChangedEvent from
# uiautomationcore.dll as a stub that aborts the process when called, and
# Fyne v2.8.1 calls it the first time the window's screen-reader tree
# changes, at the window's first frame. The smoke test first checks that
# Wine still aborts there, then runs the .exe with uiautomationcore.dll
# disabled: Fyne then finds no UI Automation and builds the tree (our
# controls' labels and roles) without handing it to anyone.
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

# Fyne's provider names itself in UTF-16 in the .exe.
strings -el "$exe" | grep -x 'Fyne Accessibility Provider' >/dev/null ||
	xsession_fail "$exe carries no UI Automation provider: it was built without the accessibility tag"

uia_stub="unimplemented function uiautomationcore.dll.UiaRaiseStructureChangedEvent"
"$WINE" "$exe" >"$XSESSION_WORK/uia.log" 2>&1 &
uia_pid=$!
xsession_track "$uia_pid"
uia_aborted() { grep -qF "$uia_stub" "$XSESSION_WORK/uia.log"; }
if ! xsession_wait_for "$window_timeout" uia_aborted; then
	xsession_fail "Wine no longer aborts at the stub UiaRaiseStructureChangedEvent within ${window_timeout}s: drop the uiautomationcore override of scripts/smoke-windows.sh"
fi
xsession_wait_for 30 xsession_exited "$uia_pid" || kill "$uia_pid" 2>/dev/null || true
wait "$uia_pid" 2>/dev/null || true
xsession_untrack "$uia_pid"
rm "$XSESSION_WORK/uia.log"
echo "smoke-windows: with uiautomationcore.dll, Wine aborts at its stub UiaRaiseStructureChangedEvent, as expected; the rest runs without it"

WINEDLLOVERRIDES="$WINEDLLOVERRIDES;uiautomationcore=" "$WINE" "$exe" >"$XSESSION_WORK/app.log" 2>&1 &
app_pid=$!
xsession_track "$app_pid"
xsession_wait_window "$window_timeout" "^${smoke_title}\$" "$app_pid"
echo "smoke-windows: window $XSESSION_WINDOW is up"

SMOKE_SETTLE=3 SMOKE_COPY_TIMEOUT=30 smoke_copy_batch "$XSESSION_WINDOW"
mkdir -p "$artifacts"
import -window root "$artifacts/smoke-windows.png" || xsession_fail "could not take the screenshot"
smoke_check_batch "$WINE" "$exe"

# The window's place comes back: moved, closed and started again.
xdotool windowmove --sync "$XSESSION_WINDOW" 217 143 || xsession_fail "could not move the window"
sleep 1
moved=$(smoke_position "$XSESSION_WINDOW")

status=0
xsession_close_window "$XSESSION_WINDOW" "$app_pid" 30 || status=$?
((status == 0)) || xsession_fail "the program exited with status $status after its window was closed"
xsession_untrack "$app_pid"

WINEDLLOVERRIDES="$WINEDLLOVERRIDES;uiautomationcore=" "$WINE" "$exe" >"$XSESSION_WORK/app-again.log" 2>&1 &
app_pid=$!
xsession_track "$app_pid"
xsession_wait_window "$window_timeout" "^${smoke_title}\$" "$app_pid"
xsession_wait_for 30 smoke_position_is "$XSESSION_WINDOW" "$moved" ||
	xsession_fail "moved to $moved and closed, the window opens again at $(smoke_position "$XSESSION_WINDOW")"
echo "smoke-windows: moved to $moved, closed and started again, the window opens there"
status=0
xsession_close_window "$XSESSION_WINDOW" "$app_pid" 30 || status=$?
((status == 0)) || xsession_fail "the program exited with status $status after its window was closed again"

echo "smoke-windows: $smoke_batch_size IDs copied through Wine to the X clipboard and decoded by the .exe; screenshot in $artifacts/smoke-windows.png"
echo "smoke-windows: PASS"
