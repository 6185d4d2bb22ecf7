# shellcheck shell=bash
# One virtual desktop for every window check and benchmark, and the steps
# they share. Source it, then:
#
#   xsession_start smoke                  # Xvfb, openbox, a bus, a fresh home
#   smoke_start ./objectid                # sets app_pid and XSESSION_WINDOW
#   smoke_keys ctrl+g                     # keys, never a click
#   smoke_quit                            # Ctrl+Q and exit status 0
#
# Everything started goes when the script exits, however it exits: tracked
# programs first (newest first), then the work folder $XSESSION_WORK.
# XSESSION_WM=none runs without a window manager. Every wait is for a
# condition, with a limit generous for a busy machine.

XSESSION_WORK=
XSESSION_WINDOW=
xsession_name=xsession
xsession_pids=()
smoke_title="ObjectID Generator"
step_timeout=${SMOKE_STEP_TIMEOUT:-30}
window_timeout=${SMOKE_WINDOW_TIMEOUT:-90}

# xsession_fail MESSAGE: prints MESSAGE and the tail of every log in the
# work folder, then exits 1.
xsession_fail() {
	echo "$xsession_name: $*" >&2
	local log
	for log in "$XSESSION_WORK"/*.log; do
		[[ -s $log ]] || continue
		echo "$xsession_name: ${log##*/}:" >&2
		tail -n 40 "$log" | sed 's/^/  | /' >&2
	done
	echo "$xsession_name: FAIL" >&2
	exit 1
}

# xsession_wait_for SECONDS COMMAND...: runs COMMAND every 0.1 s until it
# succeeds; returns 1 after SECONDS.
xsession_wait_for() {
	local deadline=$((SECONDS + $1))
	until "${@:2}"; do
		((SECONDS < deadline)) || return 1
		sleep 0.1
	done
}

xsession_track() { xsession_pids+=("$1"); }

xsession_untrack() {
	local pid kept=()
	for pid in "${xsession_pids[@]}"; do
		[[ $pid == "$1" ]] || kept+=("$pid")
	done
	xsession_pids=("${kept[@]}")
}

xsession_exited() { ! kill -0 "$1" 2>/dev/null; }

xsession_cleanup() {
	local status=$? i
	for ((i = ${#xsession_pids[@]} - 1; i >= 0; i--)); do
		kill "${xsession_pids[i]}" 2>/dev/null || true
	done
	for i in "${xsession_pids[@]}"; do
		xsession_wait_for 5 xsession_exited "$i" || kill -KILL "$i" 2>/dev/null || true
	done
	wait 2>/dev/null || true
	[[ -n $XSESSION_WORK ]] && rm -rf "$XSESSION_WORK"
	exit "$status"
}

# xsession_work NAME: makes the work folder and sets the traps that clean up.
xsession_work() {
	xsession_name=$1
	XSESSION_WORK=$(mktemp -d)
	trap xsession_cleanup EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM
}

# xsession_daemon FILE COMMAND...: starts COMMAND, which writes what it
# is listening on to its file descriptor 3, and waits for FILE to hold it.
xsession_daemon() {
	local file=$1
	"${@:2}" 3>"$file" >"$file.log" 2>&1 &
	xsession_track $!
	xsession_wait_for "$window_timeout" test -s "$file" || xsession_fail "$2 did not start"
}

# xsession_start NAME [SCREEN]: Xvfb on the first free display (SCREEN
# 1280x800x24 by default), a session bus and the window manager, with a
# fresh home and XDG folders, so nothing of the machine's user leaks in;
# Go's caches stay where they were.
xsession_start() {
	xsession_work "$1"
	xsession_daemon "$XSESSION_WORK/display" Xvfb -displayfd 3 -screen 0 "${2:-1280x800x24}" -nolisten tcp
	export DISPLAY=":$(tr -d '[:space:]' <"$XSESSION_WORK/display")"
	unset WAYLAND_DISPLAY
	export GOPATH GOCACHE GOMODCACHE
	GOPATH=$(go env GOPATH) GOCACHE=$(go env GOCACHE) GOMODCACHE=$(go env GOMODCACHE)
	export HOME=$XSESSION_WORK/home XDG_CONFIG_HOME=$XSESSION_WORK/home/.config \
		XDG_DATA_HOME=$XSESSION_WORK/home/.local/share XDG_CACHE_HOME=$XSESSION_WORK/home/.cache \
		XDG_RUNTIME_DIR=$XSESSION_WORK/runtime
	prefs=$XDG_CONFIG_HOME/fyne/io.github.objectidgenerator.objectid/preferences.json
	# A home as a desktop session makes it: a file dialog finds the user folders.
	mkdir -p "$HOME"/{Desktop,Documents,Downloads,Music,Pictures,Videos} "${prefs%/*}" "$XDG_DATA_HOME" "$XDG_CACHE_HOME" "$XDG_RUNTIME_DIR"
	chmod 700 "$XDG_RUNTIME_DIR"
	# Without a bus of its own, the first program that asks for one has
	# dbus-launch start a daemon that outlives the session.
	xsession_daemon "$XSESSION_WORK/bus" dbus-daemon --session --nofork --nopidfile --print-address=3
	export DBUS_SESSION_BUS_ADDRESS
	DBUS_SESSION_BUS_ADDRESS=$(head -n 1 "$XSESSION_WORK/bus")
	# The window manager gives windows the focus and turns a close request
	# into the message the close button sends.
	[[ ${XSESSION_WM:-openbox} == none ]] && return
	openbox --sm-disable >"$XSESSION_WORK/wm.log" 2>&1 &
	xsession_track $!
	xsession_wait_for "$window_timeout" wmctrl -m >/dev/null 2>&1 || xsession_fail "the window manager did not start"
}

# xsession_wait_window SECONDS TITLE_REGEX PID: waits for a visible window
# so titled and sets XSESSION_WINDOW; fails at once if PID exits first.
xsession_wait_window() {
	local pid=$3 title=$2
	xsession_window_up() {
		xsession_exited "$pid" && xsession_fail "the program exited before its window appeared"
		XSESSION_WINDOW=$(xdotool search --onlyvisible --name "$title" 2>/dev/null | head -n 1)
		[[ -n $XSESSION_WINDOW ]]
	}
	xsession_wait_for "$1" xsession_window_up || xsession_fail "no window titled \"$title\" within $1 s"
}

# xsession_close_window WINDOW PID: closes WINDOW as its close button does
# and returns PID's exit status; fails if it keeps running.
xsession_close_window() {
	wmctrl -i -c "$1"
	xsession_wait_for "$window_timeout" xsession_exited "$2" || xsession_fail "the program still runs after its window closed"
	wait "$2"
}

# smoke_start COMMAND...: starts the app, its output appended to app.log,
# waits for its window (titled SMOKE_TITLE if set) and gives it the focus.
smoke_start() {
	"$@" >>"$XSESSION_WORK/app.log" 2>&1 &
	app_pid=$!
	xsession_track "$app_pid"
	xsession_wait_window "$window_timeout" "^${SMOKE_TITLE:-$smoke_title}\$" "$app_pid"
	timeout 10 xdotool windowactivate --sync "$XSESSION_WINDOW" || xsession_fail "the window did not get the focus"
	# The first frame comes after the window is mapped; keys pressed before
	# the canvas exists are lost.
	sleep "${SMOKE_SETTLE:-1}"
}

# smoke_quit [KEY]: KEY (Ctrl+Q) must end the app with status 0.
smoke_quit() {
	smoke_keys "${1:-ctrl+q}"
	xsession_wait_for "$step_timeout" xsession_exited "$app_pid" || xsession_fail "the app still runs after ${1:-ctrl+q}"
	xsession_untrack "$app_pid"
	wait "$app_pid" || xsession_fail "the app exited with status $? after ${1:-ctrl+q}"
}

# smoke_keys KEY...: presses each key (xdotool names) in the focused window.
smoke_keys() {
	xdotool key --clearmodifiers --delay "${SMOKE_KEY_DELAY:-150}" "$@" || xsession_fail "xdotool could not press $*"
}

smoke_type() {
	xdotool type --clearmodifiers --delay "${SMOKE_KEY_DELAY:-150}" "$1" || xsession_fail "xdotool could not type $1"
}

smoke_clipboard() { xclip -o -selection clipboard 2>/dev/null | tr -d '\r'; }

# smoke_clipboard_is TEXT: the X clipboard holds TEXT (a final line break aside).
smoke_clipboard_is() { [[ $(smoke_clipboard) == "$1" ]]; }

# smoke_put_clipboard TEXT: puts TEXT on the clipboard as another program would.
smoke_put_clipboard() {
	printf '%s' "$1" | xclip -selection clipboard -i || xsession_fail "xclip could not copy"
	xsession_wait_for "$step_timeout" smoke_clipboard_is "${1%$'\n'}" || xsession_fail "the clipboard lost what xclip put there"
}

# smoke_wait_clipboard WHAT CHECK...: waits until CHECK succeeds; fails
# naming WHAT, with a screenshot.
smoke_wait_clipboard() {
	xsession_wait_for "$step_timeout" "${@:2}" && return
	mkdir -p artifacts
	import -window root artifacts/smoke-failed.png 2>/dev/null || true
	xsession_fail "the clipboard does not hold $1 (artifacts/smoke-failed.png); it holds: $(smoke_clipboard | head -c 2000)"
}

# smoke_copy_batch N: Ctrl+G, then Ctrl+Shift+C until the clipboard holds N
# IDs; sets smoke_ids.
smoke_copy_batch() {
	smoke_keys ctrl+g
	smoke_holds_batch() {
		smoke_keys ctrl+shift+c
		sleep 0.3
		smoke_ids=$(smoke_clipboard | grep .) && (($(grep -c . <<<"$smoke_ids") == $1))
	}
	smoke_wait_clipboard "a batch of $1 after Ctrl+G and Ctrl+Shift+C" smoke_holds_batch "$1"
}

# smoke_check_batch N FROM DECODER...: smoke_ids are N distinct lowercase
# IDs that DECODER's `decode -json` reads as made since the second FROM.
smoke_check_batch() {
	local n=$1 from=$2 decoded seconds
	shift 2
	grep -q -v -x -E '[0-9a-f]{24}' <<<"$smoke_ids" && xsession_fail "not 24 lowercase hex digits: $smoke_ids"
	(($(sort -u <<<"$smoke_ids" | wc -l) == n)) || xsession_fail "want $n distinct IDs: $smoke_ids"
	# shellcheck disable=SC2086 # one argument per ID
	decoded=$("$@" decode -json $smoke_ids | tr -d '\r') || xsession_fail "decode -json refused the batch: $decoded"
	seconds=$(grep -o -E '"seconds": ?[0-9]+' <<<"$decoded" | grep -o -E '[0-9]+$')
	(($(wc -l <<<"$seconds") == n)) || xsession_fail "decode -json read no $n IDs: $decoded"
	for seconds in $seconds; do
		((seconds >= from && seconds <= $(date +%s))) || xsession_fail "an ID made at $seconds s, before the app ran ($from)"
	done
}

# smoke_position WINDOW: "X Y", the top-left corner of WINDOW's content.
smoke_position() {
	LC_ALL=C xwininfo -id "$1" | awk '/Absolute upper-left X/ { x = $NF } /Absolute upper-left Y/ { y = $NF } END { print x, y }'
}

smoke_position_is() { [[ $(smoke_position "$1") == "$2" ]]; }
