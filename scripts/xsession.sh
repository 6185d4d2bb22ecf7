# shellcheck shell=bash
# One virtual desktop for every window test and benchmark: Xvfb, a window
# manager, a fresh home directory, and the clean-up of all of it and of the
# programs started in it. Source it, then call xsession_start:
#
#   . scripts/xsession.sh
#   xsession_start smoke                  # prefix of this script's messages
#   some-app >"$XSESSION_WORK/app.log" 2>&1 &
#   xsession_track $!
#   xsession_wait_window 60 "^Title\$" $!  # sets XSESSION_WINDOW
#   xsession_close_window "$XSESSION_WINDOW" $! || echo "exit status $?"
#
# Everything started goes when the script exits, however it exits: tracked
# programs first (newest first), then the window manager, then Xvfb, then
# the work folder $XSESSION_WORK.
#
# XSESSION_DISPLAY=91 picks the display number; by default Xvfb takes the
# first free one itself (-displayfd), so runs never collide with each other.
# XSESSION_WM=none runs without a window manager.

XSESSION_WORK=
XSESSION_WINDOW=
xsession_name=xsession
xsession_pids=()
xsession_cleanups=()

# xsession_fail MESSAGE: prints MESSAGE and the tail of every log in the work
# folder, then exits 1.
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
# succeeds; fails after SECONDS.
xsession_wait_for() {
	local deadline=$((SECONDS + $1))
	shift
	until "$@"; do
		((SECONDS < deadline)) || return 1
		sleep 0.1
	done
}

# xsession_track PID: stops PID when the script exits.
xsession_track() {
	xsession_pids+=("$1")
}

# xsession_untrack PID: forgets PID again, once the caller has stopped it.
xsession_untrack() {
	local pid kept=()
	for pid in "${xsession_pids[@]}"; do
		[[ $pid == "$1" ]] || kept+=("$pid")
	done
	xsession_pids=("${kept[@]}")
}

# xsession_at_exit COMMAND: runs COMMAND (a string for eval) at exit, after the
# programs are stopped and before the work folder is removed.
xsession_at_exit() {
	xsession_cleanups+=("$1")
}

xsession_cleanup() {
	local status=$? i pid
	for ((i = ${#xsession_pids[@]} - 1; i >= 0; i--)); do
		pid=${xsession_pids[i]}
		kill "$pid" 2>/dev/null || true
	done
	for pid in "${xsession_pids[@]}"; do
		xsession_wait_for 5 xsession_exited "$pid" || kill -KILL "$pid" 2>/dev/null || true
	done
	wait 2>/dev/null || true
	for i in "${xsession_cleanups[@]}"; do
		eval "$i" || true
	done
	[[ -n $XSESSION_WORK ]] && rm -rf "$XSESSION_WORK"
	exit "$status"
}

xsession_exited() {
	! kill -0 "$1" 2>/dev/null
}

# xsession_start NAME [SCREEN]: starts Xvfb (SCREEN defaults to 1280x800x24)
# and the window manager, makes the work folder and a fresh home in it, and
# exports DISPLAY, HOME and the XDG folders, so no preferences, themes,
# languages or session bus of the machine's user leak in (Go's caches stay
# where they were); the session gets a bus of its own when dbus-daemon is
# installed.
xsession_start() {
	xsession_name=$1
	local screen=${2:-1280x800x24}
	# On a busy machine Xvfb and the window manager can take many seconds.
	local start_timeout=${XSESSION_START_TIMEOUT:-60}
	XSESSION_WORK=$(mktemp -d)
	trap xsession_cleanup EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM

	local display=()
	[[ -n ${XSESSION_DISPLAY:-} ]] && display=(":${XSESSION_DISPLAY#:}")
	Xvfb "${display[@]}" -displayfd 3 -screen 0 "$screen" -nolisten tcp \
		3>"$XSESSION_WORK/display" 2>"$XSESSION_WORK/xvfb.log" &
	local xvfb_pid=$!
	xsession_track "$xvfb_pid"
	xsession_display_written() {
		[[ -s $XSESSION_WORK/display ]] || { kill -0 "$xvfb_pid" 2>/dev/null && return 1; xsession_fail "Xvfb exited"; }
	}
	xsession_wait_for "$start_timeout" xsession_display_written || xsession_fail "Xvfb did not start within ${start_timeout}s"
	export DISPLAY=":$(tr -d '[:space:]' <"$XSESSION_WORK/display")"
	unset WAYLAND_DISPLAY DBUS_SESSION_BUS_ADDRESS

	# Go's caches follow HOME and XDG_CACHE_HOME unless set; builds started
	# in the session keep using the machine's.
	if command -v go >/dev/null; then
		export GOPATH GOCACHE GOMODCACHE
		GOPATH=$(go env GOPATH) GOCACHE=$(go env GOCACHE) GOMODCACHE=$(go env GOMODCACHE)
	fi
	export HOME=$XSESSION_WORK/home XDG_CONFIG_HOME=$XSESSION_WORK/home/.config \
		XDG_DATA_HOME=$XSESSION_WORK/home/.local/share XDG_CACHE_HOME=$XSESSION_WORK/home/.cache \
		XDG_RUNTIME_DIR=$XSESSION_WORK/runtime
	mkdir -p "$HOME" "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$XDG_CACHE_HOME" "$XDG_RUNTIME_DIR"
	chmod 700 "$XDG_RUNTIME_DIR"

	# A session bus of its own, stopped with the rest. Without one, every
	# program that asks for the session bus (Fyne does, for the tray and the
	# portal) has dbus-launch start a daemon that outlives the session.
	if command -v dbus-daemon >/dev/null; then
		dbus-daemon --session --nofork --nopidfile --print-address=3 \
			3>"$XSESSION_WORK/bus" >"$XSESSION_WORK/dbus.log" 2>&1 &
		local bus_pid=$!
		xsession_track "$bus_pid"
		xsession_bus_up() {
			[[ -s $XSESSION_WORK/bus ]] || { kill -0 "$bus_pid" 2>/dev/null && return 1; xsession_fail "the session bus exited"; }
		}
		xsession_wait_for "$start_timeout" xsession_bus_up || xsession_fail "the session bus did not start within ${start_timeout}s"
		DBUS_SESSION_BUS_ADDRESS=$(head -n 1 "$XSESSION_WORK/bus")
		export DBUS_SESSION_BUS_ADDRESS
	fi

	# The window manager gives windows the focus and turns a close request
	# into the WM_DELETE_WINDOW message a click on the close button sends.
	if [[ ${XSESSION_WM:-openbox} != none ]]; then
		openbox --sm-disable >"$XSESSION_WORK/wm.log" 2>&1 &
		xsession_track $!
		xsession_wait_for "$start_timeout" wmctrl -m >/dev/null 2>&1 ||
			xsession_fail "the window manager did not start within ${start_timeout}s"
	fi
}

# xsession_wait_window SECONDS TITLE_REGEX PID: waits for a visible window
# whose title matches TITLE_REGEX and sets XSESSION_WINDOW to its id; fails
# at once if PID exits first.
xsession_wait_window() {
	local seconds=$1 title=$2 pid=$3
	xsession_window_up() {
		xsession_exited "$pid" && xsession_fail "the program exited before its window appeared"
		XSESSION_WINDOW=$(xdotool search --onlyvisible --name "$title" 2>/dev/null | head -n 1)
		[[ -n $XSESSION_WINDOW ]]
	}
	xsession_wait_for "$seconds" xsession_window_up ||
		xsession_fail "no window titled \"$title\" within ${seconds}s"
}

# xsession_close_window WINDOW PID [SECONDS]: asks the window manager to
# close WINDOW as the close button does, waits up to SECONDS (10) for PID to
# exit and returns its exit status; fails if it keeps running.
xsession_close_window() {
	local window=$1 pid=$2 seconds=${3:-10} status=0
	wmctrl -i -c "$window"
	xsession_wait_for "$seconds" xsession_exited "$pid" ||
		xsession_fail "the program was still running ${seconds}s after its window was closed"
	wait "$pid" || status=$?
	return "$status"
}
