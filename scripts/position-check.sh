#!/usr/bin/env bash
# The window comes back where it was: the product binary under Xvfb with a
# window manager (scripts/xsession.sh) is moved, quit with Ctrl+Q and
# started again, and must open at the same place; a saved place off the
# screen (a monitor gone since) is not used. Part of make smoke.
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
. scripts/xsession.sh
. scripts/smoke-checks.sh

bin=./objectid
window_timeout=${SMOKE_WINDOW_TIMEOUT:-60}
step_timeout=${SMOKE_STEP_TIMEOUT:-20}
screen_width=1280 screen_height=800

echo "position: building $bin"
CGO_ENABLED=1 go build -tags "${PRODUCT_TAGS-no_emoji}" -o "$bin" .
xsession_start position "${screen_width}x${screen_height}x24"
prefs=$XDG_CONFIG_HOME/fyne/io.github.objectidgenerator.objectid/preferences.json
mkdir -p "${prefs%/*}"


# position_start NAME: starts the app and waits for its window.
position_start() {
	"$bin" >"$XSESSION_WORK/app-$1.log" 2>&1 &
	app_pid=$!
	xsession_track "$app_pid"
	xsession_wait_window "$window_timeout" "^${smoke_title}\$" "$app_pid"
	timeout 10 xdotool windowactivate --sync "$XSESSION_WINDOW" ||
		xsession_fail "$1: the window manager did not give the window the focus"
}

# position_quit NAME: quits with Ctrl+Q and checks the exit status and that
# nothing was written to standard error.
position_quit() {
	smoke_keys ctrl+q
	xsession_wait_for "$step_timeout" xsession_exited "$app_pid" ||
		xsession_fail "$1: the app was still running ${step_timeout}s after Ctrl+Q"
	local status=0
	wait "$app_pid" || status=$?
	xsession_untrack "$app_pid"
	((status == 0)) || xsession_fail "$1: the app exited with status $status after Ctrl+Q"
	[[ ! -s $XSESSION_WORK/app-$1.log ]] || xsession_fail "$1: the app wrote to its output: $(head -c 300 "$XSESSION_WORK/app-$1.log")"
}

# A place the window manager would not choose itself.
rm -f "$prefs"
position_start moved
xdotool windowmove --sync "$XSESSION_WINDOW" 217 143 || xsession_fail "could not move the window"
xsession_wait_for "$step_timeout" smoke_position_is "$XSESSION_WINDOW" "217 143" || true
read -r moved_x moved_y <<<"$(smoke_position "$XSESSION_WINDOW")"
[[ $moved_x != "" && $moved_y != "" ]] || xsession_fail "could not read where the window is"
position_quit moved
grep -q "\"windowX\":$moved_x\b" "$prefs" && grep -q "\"windowY\":$moved_y\b" "$prefs" ||
	xsession_fail "the preferences do not hold the place $moved_x $moved_y: $(cat "$prefs")"

position_start again
xsession_wait_for "$step_timeout" smoke_position_is "$XSESSION_WINDOW" "$moved_x $moved_y" ||
	xsession_fail "moved to $moved_x $moved_y and quit, the window opens again at $(smoke_position "$XSESSION_WINDOW")"
echo "position: moved to $moved_x $moved_y, quit and started again, the window opens there"
position_quit again

# A place off this screen, as after a second monitor was unplugged.
sed -i -E "s/\"windowX\":-?[0-9]+/\"windowX\":5000/; s/\"windowY\":-?[0-9]+/\"windowY\":4000/" "$prefs"
position_start offscreen
sleep 1 # the time a restore would take to land
read -r x y <<<"$(smoke_position "$XSESSION_WINDOW")"
((x >= 0 && y >= 0 && x + 64 <= screen_width && y + 64 <= screen_height)) ||
	xsession_fail "with a saved place off the screen the window opens at $x $y, off the ${screen_width}x$screen_height screen"
echo "position: a saved place off the screen is not used: the window opens at $x $y"
position_quit offscreen
echo "position: PASS"
