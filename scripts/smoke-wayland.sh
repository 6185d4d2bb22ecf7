#!/usr/bin/env bash
# Wayland smoke test: the real binary under sway's headless backend, with no
# DISPLAY, so Fyne must pick Wayland (docs/WAYLAND.md): sway lists it as an
# xdg_shell window, a grim screenshot is not one flat colour, Ctrl+G and
# Ctrl+Shift+C from a virtual keyboard (wtype) copy a fresh batch that
# wl-paste reads, and Ctrl+Q ends it with status 0. sway will not run as root, so as root it and the app run as the user
# SMOKE_WAYLAND_USER (wltest, made by scripts/deps.sh).
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
. scripts/xsession.sh

app_id=io.github.objectidgenerator.objectid
user=${SMOKE_WAYLAND_USER:-wltest}
as_user=()
if ((EUID == 0)); then
	id "$user" >/dev/null 2>&1 || { echo "smoke-wayland: no user $user: run make deps as root" >&2; exit 1; }
	# setpriv execs the command, so the pid tracked is the program's own.
	as_user=(setpriv --reuid="$user" --regid="$user" --init-groups)
fi
xsession_work smoke-wayland
chmod 755 "$XSESSION_WORK"
bin=$XSESSION_WORK/objectid
echo "smoke-wayland: building $bin"
CGO_ENABLED=1 go build -tags "${PRODUCT_TAGS-no_emoji}" -o "$bin" .
home=$XSESSION_WORK/home runtime=$XSESSION_WORK/runtime
mkdir -p "$home/.config" "$home/.cache" "$runtime"
chmod 700 "$runtime"
echo 'output HEADLESS-1 resolution 1280x800' >"$XSESSION_WORK/sway.conf"
touch "$XSESSION_WORK"/{sway,app,bus}.log
((EUID != 0)) || chown -R "$user:" "$home" "$runtime" "$XSESSION_WORK"/{sway.conf,sway.log,app.log,bus.log}

# The session's environment alone: no DISPLAY, no machine's bus or home.
session_env=(PATH=/usr/local/bin:/usr/bin:/bin HOME="$home" LANG=en_US.UTF-8 XDG_RUNTIME_DIR="$runtime")
run() { "${as_user[@]}" env -i "${session_env[@]}" "$@"; }
# In the background without run, so $! is the program's own pid.

# seat0 gets a keyboard only while a virtual keyboard is connected.
"${as_user[@]}" env -i "${session_env[@]}" WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman sway -c "$XSESSION_WORK/sway.conf" >"$XSESSION_WORK/sway.log" 2>&1 &
xsession_track $!
sway_up() { compgen -G "$runtime/sway-ipc.*.sock" >/dev/null && compgen -G "$runtime/wayland-[0-9]" >/dev/null; }
xsession_wait_for "$window_timeout" sway_up || xsession_fail "sway did not start"
session_env+=(WAYLAND_DISPLAY="$(cd "$runtime" && compgen -G "wayland-[0-9]" | head -n 1)"
	SWAYSOCK="$(compgen -G "$runtime/sway-ipc.*.sock" | head -n 1)")
"${as_user[@]}" env -i "${session_env[@]}" dbus-daemon --session --nofork --nopidfile --print-address=3 3>"$XSESSION_WORK/bus" >"$XSESSION_WORK/bus.log" 2>&1 &
xsession_track $!
xsession_wait_for "$window_timeout" test -s "$XSESSION_WORK/bus" || xsession_fail "the session bus did not start"
session_env+=(DBUS_SESSION_BUS_ADDRESS="$(head -n 1 "$XSESSION_WORK/bus")")

started=$(date +%s)
"${as_user[@]}" env -i "${session_env[@]}" "$bin" >"$XSESSION_WORK/app.log" 2>&1 &
app_pid=$!
xsession_track "$app_pid"
window_mapped() {
	xsession_exited "$app_pid" && xsession_fail "the app exited before its window appeared"
	run swaymsg -t get_tree >"$XSESSION_WORK/tree.json" 2>/dev/null &&
		grep -q "\"app_id\": \"$app_id\"" "$XSESSION_WORK/tree.json" && grep -q '"shell": "xdg_shell"' "$XSESSION_WORK/tree.json"
}
xsession_wait_for "$window_timeout" window_mapped || xsession_fail "no xdg_shell window of $app_id"
echo "smoke-wayland: client: the app is an xdg_shell window $app_id"
run swaymsg "[app_id=\"$app_id\"] focus" >/dev/null || xsession_fail "sway could not focus the window"

# GLFW reads a key's evdev code, and wtype numbers its keys 1, 2, … as they
# first appear: each key goes after its code minus one releases of others.
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
# A keyboard for the whole run, so the app binds it once, before the first key.
"${as_user[@]}" env -i "${session_env[@]}" wtype -s 3600000 >"$XSESSION_WORK/wtype.log" 2>&1 &
xsession_track $!
sleep "${SMOKE_SETTLE:-1}"

mkdir -p artifacts
run grim - >artifacts/smoke-wayland.png || xsession_fail "grim could not take the screenshot"
colours=$(identify -format '%k' artifacts/smoke-wayland.png)
((colours > 16)) || xsession_fail "the screenshot has $colours colours: the window drew nothing"
echo "smoke-wayland: screen: $colours colours in artifacts/smoke-wayland.png"

key ctrl g
holds_batch() {
	key ctrl shift c
	sleep 0.3
	smoke_ids=$(run timeout 5 wl-paste -n 2>/dev/null | tr -d '\r' | grep .) && (($(grep -c . <<<"$smoke_ids") == 10))
}
xsession_wait_for "$step_timeout" holds_batch || xsession_fail "wl-paste reads no batch of 10: $smoke_ids"
smoke_check_batch 10 "$started" "$bin"
echo "smoke-wayland: generate: 10 fresh IDs read back with wl-paste"

key ctrl q
xsession_wait_for "$step_timeout" xsession_exited "$app_pid" || xsession_fail "the app still runs after Ctrl+Q"
wait "$app_pid" || xsession_fail "the app exited with status $? after Ctrl+Q"
echo "smoke-wayland: PASS"
