#!/usr/bin/env bash
# Wayland smoke test: the real binary under sway's headless backend (a
# wlroots compositor whose seat0 takes virtual keyboards), with no DISPLAY,
# so Fyne must pick Wayland. Each step fails on its own:
#
#   client    swaymsg get_tree shows the app's app_id as an xdg_shell window
#   screen    a grim screenshot of the output is not one flat colour
#   generate  Ctrl+G and Ctrl+Shift+C from a virtual keyboard (wtype): the
#             batch read back with wl-paste is fresh, valid IDs by
#             `objectid decode -json`
#   quit      Ctrl+Q: the app exits with status 0
#
# sway refuses to run as root, so as root the compositor and the app run as
# the user SMOKE_WAYLAND_USER (wltest, made by scripts/deps.sh) through setpriv. The work
# folder, its runtime folder and the session bus are the script's own and go
# when it exits, with everything it started. See docs/WAYLAND.md.
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
. scripts/xsession.sh
. scripts/smoke-checks.sh

artifacts=artifacts
app_id=io.github.objectidgenerator.objectid
window_timeout=${SMOKE_WINDOW_TIMEOUT:-60}
step_timeout=${SMOKE_STEP_TIMEOUT:-20}
user=${SMOKE_WAYLAND_USER:-wltest}
xsession_name=smoke-wayland


as_user=()
if ((EUID == 0)); then
	id "$user" >/dev/null 2>&1 || {
		echo "smoke-wayland: sway will not run as root and the user $user is missing: run scripts/deps.sh (make deps) as root" >&2
		exit 1
	}
	# setpriv execs the command itself, so the pid the script tracks and
	# stops is the program's own, not a parent that would leave it running.
	as_user=(setpriv --reuid="$user" --regid="$user" --init-groups)
fi

XSESSION_WORK=$(mktemp -d)
trap xsession_cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
chmod 755 "$XSESSION_WORK"
# Built into the work folder, not ./objectid, which make test's other steps
# build and run beside this one.
bin=$XSESSION_WORK/objectid
echo "smoke-wayland: building $bin"
CGO_ENABLED=1 go build -tags "${PRODUCT_TAGS-no_emoji}" -o "$bin" .
home=$XSESSION_WORK/home runtime=$XSESSION_WORK/runtime
mkdir -p "$home/.config" "$home/.cache" "$home/.local/share" "$runtime"
chmod 700 "$runtime"
cat >"$XSESSION_WORK/sway.conf" <<'EOF'
output HEADLESS-1 resolution 1280x800
EOF
((EUID == 0)) && chown -R "$user:" "$home" "$runtime" "$XSESSION_WORK/sway.conf"
touch "$XSESSION_WORK"/{sway,app,bus}.log
((EUID == 0)) && chown "$user:" "$XSESSION_WORK"/{sway,app,bus}.log

# run COMMAND...: runs COMMAND as the session's user in the session's
# environment alone: no DISPLAY, no machine's bus, home or runtime folder.
session_env=(PATH=/usr/local/bin:/usr/bin:/bin HOME="$home" LANG=en_US.UTF-8
	XDG_CONFIG_HOME="$home/.config" XDG_CACHE_HOME="$home/.cache" XDG_DATA_HOME="$home/.local/share"
	XDG_RUNTIME_DIR="$runtime")
run() { "${as_user[@]}" env -i "${session_env[@]}" "$@"; }
# Programs that run in the background are started without run: bash then
# execs setpriv in the forked process, so $! is the program's own pid.

# The headless backend with no input devices: seat0 gets a keyboard only
# while a virtual keyboard is connected.
"${as_user[@]}" env -i "${session_env[@]}" WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman \
	sway -c "$XSESSION_WORK/sway.conf" >"$XSESSION_WORK/sway.log" 2>&1 &
xsession_track $!
sway_pid=$!
sway_up() {
	xsession_exited "$sway_pid" && xsession_fail "sway exited"
	compgen -G "$runtime/sway-ipc.*.sock" >/dev/null && compgen -G "$runtime/wayland-[0-9]" >/dev/null
}
xsession_wait_for "$window_timeout" sway_up || xsession_fail "sway did not start within ${window_timeout}s"
wayland_display=$(cd "$runtime" && compgen -G "wayland-[0-9]" | head -n 1)
swaysock=$(compgen -G "$runtime/sway-ipc.*.sock" | head -n 1)
session_env+=(WAYLAND_DISPLAY="$wayland_display" SWAYSOCK="$swaysock")

"${as_user[@]}" env -i "${session_env[@]}" dbus-daemon --session --nofork --nopidfile --print-address=3 3>"$XSESSION_WORK/bus" >"$XSESSION_WORK/bus.log" 2>&1 &
xsession_track $!
xsession_wait_for "$window_timeout" test -s "$XSESSION_WORK/bus" || xsession_fail "the session bus did not start"
session_env+=(DBUS_SESSION_BUS_ADDRESS="$(head -n 1 "$XSESSION_WORK/bus")")

started=$(date +%s)
"${as_user[@]}" env -i "${session_env[@]}" "$bin" >"$XSESSION_WORK/app.log" 2>&1 &
app_pid=$!
xsession_track "$app_pid"

# client: the window is sway's xdg_shell view of our app_id.
tree=$XSESSION_WORK/tree.json
window_mapped() {
	xsession_exited "$app_pid" && xsession_fail "the app exited before its window appeared"
	run swaymsg -t get_tree >"$tree" 2>/dev/null || return 1
	grep -q "\"app_id\": \"$app_id\"" "$tree" && grep -q '"shell": "xdg_shell"' "$tree" &&
		grep -q "\"name\": \"$smoke_title\"" "$tree"
}
xsession_wait_for "$window_timeout" window_mapped ||
	xsession_fail "no xdg_shell window of $app_id titled \"$smoke_title\" within ${window_timeout}s"
echo "smoke-wayland: the app is a Wayland client: xdg_shell window $app_id on $wayland_display"
run swaymsg "[app_id=\"$app_id\"] focus" >/dev/null || xsession_fail "sway could not focus the window"
sleep "${SMOKE_SETTLE:-1}"

# GLFW reads a key's evdev code, not its keysym, while wtype numbers the
# keys of its keymap 1, 2, … in the order they first appear on its command
# line. So each key goes after as many releases of unused keys as its evdev
# code minus one, which gives it that code. Releases of keys never pressed
# do nothing in the window.
fillers=(F{1..35} KP_{0..9})
declare -A evdev=([c]=46 [g]=34 [q]=16)
# key MODIFIER... KEY: one press of KEY with the modifiers held.
key() {
	local k=${*: -1} args=() m i
	for ((i = 0; i < evdev[$k] - 1; i++)); do args+=(-p "${fillers[i]}"); done
	for m in "${@:1:$#-1}"; do args+=(-M "$m"); done
	args+=(-k "$k")
	for m in "${@:1:$#-1}"; do args+=(-m "$m"); done
	run wtype "${args[@]}" || xsession_fail "wtype could not send $*"
}
# A virtual keyboard that stays for the whole run: seat0 keeps the keyboard
# capability, so the app binds its wl_keyboard once and has the focus before
# the first key arrives.
"${as_user[@]}" env -i "${session_env[@]}" wtype -s 3600000 >"$XSESSION_WORK/wtype.log" 2>&1 &
xsession_track $!
sleep 1

# screen: the window's pixels are on the output.
mkdir -p "$artifacts"
run grim - >"$XSESSION_WORK/screen.png" || xsession_fail "grim could not take the screenshot"
cp "$XSESSION_WORK/screen.png" "$artifacts/smoke-wayland.png"
colours=$(identify -format '%k' "$artifacts/smoke-wayland.png")
((colours > 16)) || xsession_fail "the screenshot has $colours colours: the window drew nothing"
echo "smoke-wayland: screen: $colours colours in $artifacts/smoke-wayland.png"

# generate: Ctrl+G, then Ctrl+Shift+C until wl-paste reads a whole batch.
key ctrl g
sleep 0.5
clipboard=$XSESSION_WORK/clipboard
holds_batch() {
	key ctrl shift c
	sleep 0.3
	run timeout 5 wl-paste -n >"$clipboard" 2>/dev/null || return 1
	(($(smoke_line_count "$clipboard") == smoke_batch_size))
}
xsession_wait_for "$step_timeout" holds_batch ||
	xsession_fail "after Ctrl+G and Ctrl+Shift+C wl-paste reads $(smoke_line_count "$clipboard") lines, want $smoke_batch_size: $(head -c 2000 "$clipboard")"
smoke_ids=$(tr -d '\r' <"$clipboard" | grep .)
smoke_check_batch "$bin"
smoke_check_fresh "$bin" "$started" "$(date +%s)"
echo "smoke-wayland: generate: $smoke_batch_size fresh IDs read back with wl-paste"

# quit: Ctrl+Q ends the app with status 0.
key ctrl q
xsession_wait_for "$step_timeout" xsession_exited "$app_pid" ||
	xsession_fail "the app was still running ${step_timeout}s after Ctrl+Q"
status=0
wait "$app_pid" || status=$?
xsession_untrack "$app_pid"
((status == 0)) || xsession_fail "the app exited with status $status after Ctrl+Q"
echo "smoke-wayland: Ctrl+Q ended the app with status 0"
echo "smoke-wayland: PASS"
