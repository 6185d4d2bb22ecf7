#!/usr/bin/env bash
# Window smoke test: the real binary (cgo, GLFW, OpenGL) under Xvfb with a
# window manager, driven with real key presses. It presses Ctrl+G (generate a
# batch) and Ctrl+Shift+C (copy all, hex by default), reads the X clipboard,
# checks the batch with `objectid decode -json`, saves a screenshot to
# artifacts/smoke.png and closes the window, expecting exit status 0.
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."

title="ObjectID Generator"
batch_size=10 # the Generate tab's default, and the preferences start empty
bin=./objectid
artifacts=artifacts
window_timeout=${SMOKE_WINDOW_TIMEOUT:-60}

work=$(mktemp -d)
xvfb_pid= wm_pid= app_pid=

cleanup() {
	for pid in $app_pid $wm_pid $xvfb_pid; do
		kill "$pid" 2>/dev/null || true
	done
	wait 2>/dev/null || true
	rm -rf "$work"
}
trap cleanup EXIT

fail() {
	echo "smoke: $*" >&2
	if [[ -s $work/app.log ]]; then
		echo "smoke: the app's output:" >&2
		sed 's/^/  | /' "$work/app.log" >&2
	fi
	echo "smoke: FAIL"
	exit 1
}

# wait_for SECONDS COMMAND...: runs COMMAND every 0.1 s until it succeeds.
wait_for() {
	local deadline=$((SECONDS + $1))
	shift
	until "$@"; do
		((SECONDS < deadline)) || return 1
		sleep 0.1
	done
}

echo "smoke: building $bin"
CGO_ENABLED=1 go build -o "$bin" .

# Xvfb picks a free display itself and writes its number to fd 3, so the
# test never collides with a running X server or another test run.
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$work/display" 2>"$work/xvfb.log" &
xvfb_pid=$!
wait_for 15 test -s "$work/display" || fail "Xvfb did not start: $(cat "$work/xvfb.log")"
export DISPLAY=":$(tr -d '[:space:]' <"$work/display")"
unset WAYLAND_DISPLAY

# A fresh home, so no preferences, themes or languages of the machine's user
# leak in, and no session bus of theirs is reached.
mkdir -p "$work/home" "$work/config" "$work/data" "$work/cache" "$work/runtime"
chmod 700 "$work/runtime"
export HOME=$work/home XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data \
	XDG_CACHE_HOME=$work/cache XDG_RUNTIME_DIR=$work/runtime
unset DBUS_SESSION_BUS_ADDRESS

# The window manager gives the window focus and turns a close request into
# the WM_DELETE_WINDOW message a user's click on the close button sends.
openbox --sm-disable >"$work/wm.log" 2>&1 &
wm_pid=$!
wait_for 15 wmctrl -m >/dev/null 2>&1 || fail "the window manager did not start: $(cat "$work/wm.log")"

# A private session bus, like a desktop session has, for Fyne's theme
# watcher; it ends with the app.
dbus-run-session -- "$bin" >"$work/app.log" 2>&1 &
app_pid=$!

find_window() {
	kill -0 "$app_pid" 2>/dev/null || fail "the app exited before its window appeared"
	window=$(xdotool search --onlyvisible --name "^${title}\$" 2>/dev/null | head -n 1)
	[[ -n $window ]]
}
wait_for "$window_timeout" find_window || fail "no window titled \"$title\" within ${window_timeout}s"
echo "smoke: window $window is up"

timeout 10 xdotool windowactivate --sync "$window" || fail "the window manager did not give the window the focus"
# The first frame is drawn after the window is mapped; keys pressed before
# the canvas exists would be lost.
sleep 1
xdotool key --clearmodifiers ctrl+g
sleep 0.5

line_count() { grep -c . "$1" 2>/dev/null || true; }
clipboard_holds_batch() {
	xdotool key --clearmodifiers ctrl+shift+c
	sleep 0.3
	xclip -o -selection clipboard >"$work/clipboard" 2>/dev/null || return 1
	(($(line_count "$work/clipboard") == batch_size))
}
wait_for 10 clipboard_holds_batch ||
	fail "after Ctrl+G and Ctrl+Shift+C the clipboard holds $(line_count "$work/clipboard") lines, want $batch_size:
$(head -c 2000 "$work/clipboard" 2>/dev/null)"

mkdir -p "$artifacts"
import -window root "$artifacts/smoke.png" || fail "could not take the screenshot"

# The batch: every line 24 lowercase hex digits, all distinct, one shared
# random value (bytes 4-8), consecutive counters; the binary's own decoder
# must accept each and agree.
ids=$(tr -d '\r' <"$work/clipboard" | grep .)
bad=$(grep -v -x -E '[0-9a-f]{24}' <<<"$ids" || true)
[[ -z $bad ]] || fail "clipboard lines that are not 24 lowercase hex digits: $bad"
(($(sort -u <<<"$ids" | wc -l) == batch_size)) || fail "the batch repeats an ID: $ids"
(($(cut -c 9-18 <<<"$ids" | sort -u | wc -l) == 1)) || fail "the batch does not share one random value: $ids"

# shellcheck disable=SC2086 # one argument per ID
decoded=$("$bin" decode -json $ids) || fail "objectid decode -json refused the batch: $decoded"
decoded_hex=$(grep -o -E '"hex": ?"[0-9a-f]{24}"' <<<"$decoded" | grep -o -E '[0-9a-f]{24}')
[[ $decoded_hex == "$ids" ]] || fail "decode -json does not give back the IDs in order: $decoded"
(($(grep -o -E '"random": ?"[0-9a-f]{10}"' <<<"$decoded" | sort -u | wc -l) == 1)) ||
	fail "decode -json sees more than one random value: $decoded"
previous=
while read -r counter; do
	if [[ -n $previous ]] && ((counter != (previous + 1) % 16777216)); then
		fail "counters are not consecutive: $previous then $counter"
	fi
	previous=$counter
done < <(grep -o -E '"counter": ?[0-9]+' <<<"$decoded" | grep -o -E '[0-9]+$')

wmctrl -i -c "$window"
exited() { ! kill -0 "$app_pid" 2>/dev/null; }
wait_for 10 exited || fail "the app was still running 10s after its window was closed"
status=0
wait "$app_pid" || status=$?
app_pid=
((status == 0)) || fail "the app exited with status $status after its window was closed"

echo "smoke: $batch_size IDs copied through the X clipboard, sharing random value $(cut -c 9-18 <<<"$ids" | head -n 1); screenshot in $artifacts/smoke.png"
echo "smoke: PASS"
