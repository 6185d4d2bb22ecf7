#!/usr/bin/env bash
# The system tray for real: the product binary under Xvfb with the tray
# turned on in its preferences, on a private session bus where Debian's
# status-notifier-watcher (package haskell-status-notifier-item-utils)
# provides the org.kde.StatusNotifierWatcher service that desktop trays
# read. The watcher alone is enough for an item to register; no tray host
# needs to draw it. Over D-Bus (gdbus) the check finds:
#
#   - the app's StatusNotifierItem among the watcher's registered items,
#     on the app's own connection;
#   - its menu (com.canonical.dbusmenu GetLayout) listing the tray's items;
#   - "Copy a new ObjectID", clicked through dbusmenu Event, putting a
#     fresh ID on the X clipboard (read with xclip);
#   - the window closed: the app keeps running with no window on screen,
#     and "Copy 10 new ObjectIDs" still copies ten;
#   - "Show window" bringing the window back, and "Quit" ending the app
#     with exit status 0;
#   - before the watcher starts, with no tray host on the bus, Ctrl+W
#     ending the app rather than hiding its window out of reach.
#
# TRAY_HOST=1 also runs gtk-sni-tray-standalone (haskell-gtk-sni-tray-utils),
# a tray host that draws the icon, to look at by hand; the check does not
# need it.
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
. scripts/xsession.sh
. scripts/smoke-checks.sh

bin=./objectid
window_timeout=${SMOKE_WINDOW_TIMEOUT:-60}
step_timeout=${SMOKE_STEP_TIMEOUT:-20}

for tool in status-notifier-watcher gdbus dbus-daemon xclip; do
	command -v "$tool" >/dev/null || { echo "tray: $tool is missing; make deps installs it" >&2; exit 1; }
done

echo "tray: building $bin"
CGO_ENABLED=1 go build -tags "${PRODUCT_TAGS-no_emoji}" -o "$bin" .

xsession_start tray

# The watcher, the app and gdbus meet on the session's own bus
# (xsession_start).
[[ -n ${DBUS_SESSION_BUS_ADDRESS:-} ]] || xsession_fail "no session bus: dbus-daemon is missing"

# tray_call DEST PATH METHOD ARGS...: a D-Bus method call on the session bus;
# prints the reply in GVariant text.
tray_call() {
	local dest=$1 path=$2 method=$3
	shift 3
	gdbus call --session --dest "$dest" --object-path "$path" --method "$method" "$@"
}

tray_has_owner() {
	[[ $(tray_call org.freedesktop.DBus /org/freedesktop/DBus org.freedesktop.DBus.NameHasOwner "$1" 2>/dev/null) == "(true,)" ]]
}

# The tray is off by default; this run starts with it on, as Settings
# leaves it.
prefs_dir=$XDG_CONFIG_HOME/fyne/io.github.objectidgenerator.objectid
mkdir -p "$prefs_dir"
printf '{"systemTray":true}\n' >"$prefs_dir/preferences.json"

# With the tray on but no tray host on the bus, the icon would show
# nowhere: Ctrl+W must end the app rather than hide its window out of reach.
tray_has_owner org.kde.StatusNotifierWatcher && xsession_fail "a StatusNotifierWatcher is on the bus before the check started one"
"$bin" >"$XSESSION_WORK/app-nohost.log" 2>&1 &
app_pid=$!
xsession_track "$app_pid"
xsession_wait_window "$window_timeout" "^${smoke_title}\$" "$app_pid"
xdotool windowactivate --sync "$XSESSION_WINDOW" 2>/dev/null || true
smoke_keys ctrl+w
xsession_wait_for "$step_timeout" xsession_exited "$app_pid" ||
	xsession_fail "with the tray on and no tray host, Ctrl+W left the app running"
status=0
wait "$app_pid" || status=$?
xsession_untrack "$app_pid"
((status == 0)) || xsession_fail "the app exited with status $status after Ctrl+W with no tray host"
echo "tray: with no tray host, Ctrl+W ended the app with status 0"

status-notifier-watcher >"$XSESSION_WORK/watcher.log" 2>&1 &
xsession_track $!
xsession_wait_for "$step_timeout" tray_has_owner org.kde.StatusNotifierWatcher ||
	xsession_fail "status-notifier-watcher did not take the name org.kde.StatusNotifierWatcher"
if [[ ${TRAY_HOST:-0} == 1 ]]; then
	gtk-sni-tray-standalone >"$XSESSION_WORK/host.log" 2>&1 &
	xsession_track $!
fi

"$bin" >"$XSESSION_WORK/app.log" 2>&1 &
app_pid=$!
xsession_track "$app_pid"
xsession_wait_window "$window_timeout" "^${smoke_title}\$" "$app_pid"
echo "tray: window $XSESSION_WINDOW is up"

# The registered items are "service/path" (or a bare service with the
# standard path); the app's is on a connection whose process is the app.
item_service= item_path=
tray_find_item() {
	local items item service pid
	items=$(tray_call org.kde.StatusNotifierWatcher /StatusNotifierWatcher org.freedesktop.DBus.Properties.Get \
		org.kde.StatusNotifierWatcher RegisteredStatusNotifierItems 2>/dev/null) || return 1
	for item in $(grep -o -E "'[^']+'" <<<"$items" | tr -d "'"); do
		service=${item%%/*}
		pid=$(tray_call org.freedesktop.DBus /org/freedesktop/DBus org.freedesktop.DBus.GetConnectionUnixProcessID \
			"$service" 2>/dev/null | grep -o -E '[0-9]+' | tail -n 1) || continue
		if [[ $pid == "$app_pid" ]]; then
			item_service=$service
			item_path=/StatusNotifierItem
			[[ $item == */* ]] && item_path=/${item#*/}
			return 0
		fi
	done
	return 1
}
xsession_wait_for "$step_timeout" tray_find_item ||
	xsession_fail "the watcher lists no item of the app (pid $app_pid): $(tray_call org.kde.StatusNotifierWatcher \
		/StatusNotifierWatcher org.freedesktop.DBus.Properties.Get org.kde.StatusNotifierWatcher RegisteredStatusNotifierItems 2>&1)"
echo "tray: the watcher lists the app's item $item_service$item_path"

menu_path=$(tray_call "$item_service" "$item_path" org.freedesktop.DBus.Properties.Get org.kde.StatusNotifierItem Menu |
	grep -o -E "'/[^']*'" | tr -d "'") || true
[[ -n $menu_path ]] || xsession_fail "the app's item names no menu"
layout=$(tray_call "$item_service" "$menu_path" com.canonical.dbusmenu.GetLayout -- 0 -1 '[]') ||
	xsession_fail "GetLayout on $menu_path failed: $layout"

# tray_item_id LABEL: the dbusmenu id of the menu item labelled LABEL.
tray_item_id() {
	local entry
	entry=$(grep -o -E "\(([0-9]+), \{[^}]*'label': <'$1'>" <<<"$layout" | head -n 1)
	[[ -n $entry ]] || xsession_fail "the tray menu has no item \"$1\"; GetLayout gave:
$layout"
	grep -o -E '^\([0-9]+' <<<"$entry" | tr -d '('
}
for label in "Copy a new ObjectID" "Copy 10 new ObjectIDs" "Decode the clipboard" "Show window" "Quit"; do
	tray_item_id "$label" >/dev/null
done
echo "tray: the menu lists Copy a new ObjectID, Copy 10 new ObjectIDs, Decode the clipboard, Show window, Quit"

# tray_click LABEL: clicks the menu item labelled LABEL, as a tray host does.
tray_click() {
	tray_call "$item_service" "$menu_path" com.canonical.dbusmenu.Event "$(tray_item_id "$1")" clicked '<"">' 0 >/dev/null ||
		xsession_fail "the click on \"$1\" was refused"
}

started=$(date +%s)
tray_click "Copy a new ObjectID"
tray_one_id() { xclip -o -selection clipboard 2>/dev/null | grep -q -x -E '[0-9a-f]{24}'; }
smoke_wait_clipboard "one new ObjectID after the tray's Copy a new ObjectID" tray_one_id
smoke_ids=$(xclip -o -selection clipboard)
smoke_check_fresh "$bin" "$started" "$(date +%s)"
echo "tray: Copy a new ObjectID copied $smoke_ids"

# Closing the window leaves the app in the tray; Show window brings it
# back where it was.
xdotool windowmove --sync "$XSESSION_WINDOW" 217 143 || xsession_fail "could not move the window"
sleep 0.5
moved=$(smoke_position "$XSESSION_WINDOW")
wmctrl -i -c "$XSESSION_WINDOW"
tray_window_gone() { [[ -z $(xdotool search --onlyvisible --name "^${smoke_title}\$" 2>/dev/null) ]]; }
xsession_wait_for "$step_timeout" tray_window_gone || xsession_fail "the window is still on screen after it was closed"
xsession_exited "$app_pid" && xsession_fail "closing the window with the tray on ended the app"
tray_click "Copy 10 new ObjectIDs"
tray_ten_ids() {
	smoke_ids=$(xclip -o -selection clipboard 2>/dev/null | tr -d '\r' | grep .) || return 1
	(($(grep -c -x -E '[0-9a-f]{24}' <<<"$smoke_ids") == 10))
}
smoke_wait_clipboard "ten IDs after Copy 10 new ObjectIDs, with the window closed" tray_ten_ids
smoke_batch_size=10
smoke_check_batch "$bin"
xsession_exited "$app_pid" && xsession_fail "the app ended while it was in the tray"
echo "tray: with the window closed the app runs on, and Copy 10 new ObjectIDs copied a batch"

tray_click "Show window"
xsession_wait_window "$step_timeout" "^${smoke_title}\$" "$app_pid"
xsession_wait_for "$step_timeout" smoke_position_is "$XSESSION_WINDOW" "$moved" ||
	xsession_fail "moved to $moved and closed to the tray, Show window brings the window back at $(smoke_position "$XSESSION_WINDOW")"
echo "tray: Show window brought the window back where it was, at $moved"

tray_click "Quit"
xsession_wait_for "$step_timeout" xsession_exited "$app_pid" || xsession_fail "the app was still running after the tray's Quit"
status=0
wait "$app_pid" || status=$?
xsession_untrack "$app_pid"
((status == 0)) || xsession_fail "the app exited with status $status after the tray's Quit"
echo "tray: Quit ended the app with status 0"
echo "tray: PASS"
