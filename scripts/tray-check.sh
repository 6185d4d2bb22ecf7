#!/usr/bin/env bash
# The system tray for real: the binary under Xvfb with the tray on and
# Debian's status-notifier-watcher, which desktop trays read, on the bus.
# Over D-Bus (gdbus), as a tray host would:
#
#   - with no watcher yet, the window manager's close ends the app rather
#     than hide it out of reach, its place saved;
#   - the watcher lists the app's item, whose menu lists the tray's items;
#   - "Copy a new ObjectID" puts a fresh ID on the X clipboard;
#   - the window closed, the app runs on and "Copy 10 new ObjectIDs" copies ten;
#   - "Show window" brings the window back where it was, "Quit" ends the app
#     with status 0;
#   - the watcher gone while the app runs, the window manager's close ends it.
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
. scripts/xsession.sh

bin=./objectid
echo "tray: building $bin"
CGO_ENABLED=1 go build -tags "${PRODUCT_TAGS-no_emoji}" -o "$bin" .
xsession_start tray
printf '{"systemTray":true}\n' >"$prefs"

# call DEST PATH METHOD ARGS...: a method call on the session bus.
call() { gdbus call --session --dest "$1" --object-path "$2" --method "${@:3}"; }
watcher_up() {
	[[ $(call org.freedesktop.DBus /org/freedesktop/DBus org.freedesktop.DBus.NameHasOwner org.kde.StatusNotifierWatcher 2>/dev/null) == "(true,)" ]]
}

# close_quits WHY: the window manager's close ends the app with status 0.
close_quits() {
	xsession_close_window "$XSESSION_WINDOW" "$app_pid" || xsession_fail "the app exited with status $? when closed $1"
	xsession_untrack "$app_pid"
	echo "tray: $1, the window manager's close ended the app with status 0"
}
smoke_start "$bin"
close_quits "with no tray host"
grep -q '"windowX"' "$prefs" || xsession_fail "the close saved no place: $(cat "$prefs")"

status-notifier-watcher >"$XSESSION_WORK/watcher.log" 2>&1 &
watcher_pid=$!
xsession_track "$watcher_pid"
xsession_wait_for "$step_timeout" watcher_up || xsession_fail "status-notifier-watcher did not take its name"
started=$(date +%s)
smoke_start "$bin"

# The watcher lists "service/path" (or a bare service on the standard path);
# the app's is on the connection whose process is the app.
find_item() {
	local item pid
	for item in $(call org.kde.StatusNotifierWatcher /StatusNotifierWatcher org.freedesktop.DBus.Properties.Get \
		org.kde.StatusNotifierWatcher RegisteredStatusNotifierItems 2>/dev/null | grep -o -E "'[^']+'" | tr -d "'"); do
		service=${item%%/*} path=/StatusNotifierItem
		[[ $item == */* ]] && path=/${item#*/}
		pid=$(call org.freedesktop.DBus /org/freedesktop/DBus org.freedesktop.DBus.GetConnectionUnixProcessID "$service" 2>/dev/null |
			grep -o -E '[0-9]+' | tail -n 1)
		[[ $pid == "$app_pid" ]] && return 0
	done
	return 1
}
xsession_wait_for "$step_timeout" find_item || xsession_fail "the watcher lists no item of the app"
menu=$(call "$service" "$path" org.freedesktop.DBus.Properties.Get org.kde.StatusNotifierItem Menu | grep -o -E "'/[^']*'" | tr -d "'") ||
	xsession_fail "the app's item names no menu"
layout=$(call "$service" "$menu" com.canonical.dbusmenu.GetLayout -- 0 -1 '[]') || xsession_fail "GetLayout failed: $layout"

# click LABEL: clicks the menu item LABEL as a tray host does.
click() {
	local id
	id=$(grep -o -E "\(([0-9]+), \{[^}]*'label': <'$1'>" <<<"$layout" | head -n 1 | grep -o -E '^\([0-9]+' | tr -d '(') || true
	[[ -n $id ]] || xsession_fail "the tray menu has no item \"$1\": $layout"
	call "$service" "$menu" com.canonical.dbusmenu.Event "$id" clicked '<"">' 0 >/dev/null || xsession_fail "the click on \"$1\" was refused"
}
grep -q "'Decode the clipboard'" <<<"$layout" || xsession_fail "the tray menu has no Decode the clipboard: $layout"
echo "tray: the watcher lists the app's item $service$path with its menu"

ids_copied() { smoke_ids=$(smoke_clipboard | grep .) && (($(grep -c . <<<"$smoke_ids") == $1)); }
click "Copy a new ObjectID"
smoke_wait_clipboard "one new ID" ids_copied 1
smoke_check_batch 1 "$started" "$bin"
echo "tray: Copy a new ObjectID copied $smoke_ids"

xdotool windowmove --sync "$XSESSION_WINDOW" 217 143 || xsession_fail "could not move the window"
sleep 0.5
moved=$(smoke_position "$XSESSION_WINDOW")
wmctrl -i -c "$XSESSION_WINDOW"
gone() { [[ -z $(xdotool search --onlyvisible --name "^${smoke_title}\$" 2>/dev/null) ]]; }
xsession_wait_for "$step_timeout" gone || xsession_fail "the window is still on screen after it was closed"
click "Copy 10 new ObjectIDs"
smoke_wait_clipboard "ten new IDs with the window closed" ids_copied 10
smoke_check_batch 10 "$started" "$bin"
xsession_exited "$app_pid" && xsession_fail "closing the window with the tray on ended the app"
echo "tray: with the window closed the app runs on, and Copy 10 new ObjectIDs copied a batch"

click "Show window"
xsession_wait_window "$step_timeout" "^${smoke_title}\$" "$app_pid"
xsession_wait_for "$step_timeout" smoke_position_is "$XSESSION_WINDOW" "$moved" ||
	xsession_fail "Show window brings the window back at $(smoke_position "$XSESSION_WINDOW"), not $moved"
echo "tray: Show window brought the window back at $moved"
click Quit
xsession_wait_for "$step_timeout" xsession_exited "$app_pid" || xsession_fail "the app still runs after the tray's Quit"
wait "$app_pid" || xsession_fail "the app exited with status $? after the tray's Quit"
xsession_untrack "$app_pid"

smoke_start "$bin"
xsession_wait_for "$step_timeout" find_item || xsession_fail "the watcher lists no item of the app again"
kill "$watcher_pid"
watcher_gone() { ! watcher_up; }
xsession_wait_for "$step_timeout" watcher_gone || xsession_fail "status-notifier-watcher kept its name"
close_quits "with the tray host gone"
echo "tray: PASS"
