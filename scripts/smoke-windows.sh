#!/usr/bin/env bash
# Windows smoke test: the release .exe of make windows under Wine, on Xvfb
# (scripts/xsession.sh), driven by keys as scripts/smoke.sh drives the Linux
# binary: the window appears; Ctrl+G and Ctrl+Shift+C copy a batch through
# Wine to the X clipboard, which the .exe's own command line decodes; the
# window moved and closed (exit status 0) opens again where it was.
#
# The .exe carries Fyne's UI Automation provider (the accessibility tag).
# Wine 8.0's uiautomationcore.dll aborts at its stub
# UiaRaiseStructureChangedEvent, which Fyne 2.8.1 calls at the first frame:
# the test checks Wine still does, then runs with that DLL disabled, so Fyne
# finds no UI Automation and builds the screen-reader tree for no one.
#   scripts/smoke-windows.sh dist/objectid-VERSION-windows-amd64.exe
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
. scripts/xsession.sh
. scripts/wine/prefix.sh

exe=$(realpath "${1:?usage: scripts/smoke-windows.sh OBJECTID.EXE}")
# Wine starts slower than a native program.
window_timeout=${SMOKE_WINDOW_TIMEOUT:-180}
xsession_start smoke-windows
wine_prefix "$XSESSION_WORK/wine" || xsession_fail "could not make the Wine prefix"
strings -el "$exe" | grep -x 'Fyne Accessibility Provider' >/dev/null || xsession_fail "$exe was built without the accessibility tag"

"$WINE" "$exe" >"$XSESSION_WORK/uia.log" 2>&1 &
uia_pid=$!
xsession_track "$uia_pid"
xsession_wait_for "$window_timeout" grep -qF "unimplemented function uiautomationcore.dll.UiaRaiseStructureChangedEvent" "$XSESSION_WORK/uia.log" ||
	xsession_fail "Wine no longer aborts at UiaRaiseStructureChangedEvent: drop the uiautomationcore override"
kill "$uia_pid" 2>/dev/null || true
wait "$uia_pid" 2>/dev/null || true
xsession_untrack "$uia_pid"
echo "smoke-windows: Wine aborts at its stub UiaRaiseStructureChangedEvent, as expected; the rest runs without it"
export WINEDLLOVERRIDES="$WINEDLLOVERRIDES;uiautomationcore="

started=$(date +%s)
SMOKE_SETTLE=3 smoke_start "$WINE" "$exe"
smoke_copy_batch 10
mkdir -p artifacts
import -window root artifacts/smoke-windows.png || xsession_fail "could not take the screenshot"
smoke_check_batch 10 "$started" "$WINE" "$exe"
echo "smoke-windows: 10 IDs copied through Wine and decoded by the .exe"

xdotool windowmove --sync "$XSESSION_WINDOW" 217 143 || xsession_fail "could not move the window"
# Wine reads its X events in order: once a batch copied after the move is
# on the clipboard, the .exe knows where its window is.
smoke_put_clipboard "moved"
smoke_copy_batch 10
moved=$(smoke_position "$XSESSION_WINDOW")
xsession_close_window "$XSESSION_WINDOW" "$app_pid" || xsession_fail "the program exited with status $? when closed"
xsession_untrack "$app_pid"
smoke_start "$WINE" "$exe"
xsession_wait_for "$step_timeout" smoke_position_is "$XSESSION_WINDOW" "$moved" ||
	xsession_fail "moved to $moved, the window opens again at $(smoke_position "$XSESSION_WINDOW")"
echo "smoke-windows: moved to $moved, closed and started again, the window opens there"
xsession_close_window "$XSESSION_WINDOW" "$app_pid" || xsession_fail "the program exited with status $? when closed again"
echo "smoke-windows: PASS"
