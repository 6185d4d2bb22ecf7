#!/usr/bin/env bash
# The real window and its preferences file:
#   fifo     started with a FIFO in place of the file, the start-up check
#            opens it without blocking, moves it aside and the window
#            comes up;
#   watch    no inotify watch of the app is on the file's folder (Fyne's
#            own store watched it and read the file at every change);
#   junk     a list of mixed kinds, text that is not JSON and a FIFO
#            written in the file's place while the window runs leave it
#            running, and Ctrl+Q saves the app's settings over them;
#   restart  a start with the Finnish, dark settings saved opens in
#            Finnish, and the file keeps both after a quit, twice.
# Fails when a window does not show within the limit or the app exits.
set -euo pipefail
export LANG=en_US.UTF-8
repo=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/xsession.sh
. "$repo/scripts/xsession.sh"
# shellcheck source=scripts/smoke-checks.sh
. "$repo/scripts/smoke-checks.sh"
xsession_start prefs-fifo
binary=${OBJECTID_BINARY:-}
if [[ -z $binary ]]; then
	binary=$XSESSION_WORK/objectid
	(cd "$repo" && CGO_ENABLED=1 go build -tags "${PRODUCT_TAGS-no_emoji}" -o "$binary" .)
fi
timeout=${SMOKE_WINDOW_TIMEOUT:-60}
dir=$XDG_CONFIG_HOME/fyne/io.github.objectidgenerator.objectid
prefs=$dir/preferences.json
finnish_title="ObjectID-tunnisteen luoja"

# start TITLE: starts the app and waits for its window titled TITLE.
start() {
	"$binary" >>"$XSESSION_WORK/app.log" 2>&1 &
	app=$!
	xsession_track "$app"
	xsession_wait_window "$timeout" "^$1\$" "$app"
}

# quit: Ctrl+Q, which must end the app with status 0.
quit() {
	smoke_keys ctrl+q
	xsession_wait_for 20 xsession_exited "$app" || xsession_fail "the app was still running 20 s after Ctrl+Q"
	local status=0
	wait "$app" || status=$?
	xsession_untrack "$app"
	((status == 0)) || xsession_fail "the app exited with status $status after Ctrl+Q"
}

# running WHAT: the app is still running a second after WHAT.
running() {
	sleep 1
	xsession_exited "$app" && xsession_fail "the app ended after $1"
	xdotool search --onlyvisible --name "^$finnish_title\$" >/dev/null || xsession_fail "no window after $1"
}

# saved_finnish_dark: the file is JSON and holds the Finnish, dark settings.
saved_finnish_dark() {
	[[ $(jq -r '.language + " " + .theme' "$prefs" 2>/dev/null) == "fi dark" ]] ||
		xsession_fail "the preferences file does not hold language fi, theme dark: $(head -c 300 "$prefs" 2>/dev/null)"
}

mkdir -p "$dir"
mkfifo "$prefs"
start "ObjectID Generator"
[[ ! -p $prefs ]] || xsession_fail "the FIFO is still where the preferences are read"
compgen -G "$prefs.broken-*" >/dev/null || xsession_fail "the FIFO was not kept aside"
echo "prefs-fifo: fifo: the window is up with a FIFO in place of the preferences; the FIFO was moved aside"
quit

printf '%s\n' '{"language":"fi","theme":"dark","batchSize":7}' >"$prefs"
start "$finnish_title"
# Every inotify watch of the process, by inode and device, as the kernel
# lists them; the folder's inode must not be among them.
folder_inode=$(printf '%x' "$(stat -c %i "$dir")")
watched=$(cat /proc/"$app"/fdinfo/* 2>/dev/null | grep -o 'inotify wd:[0-9a-f]* ino:[0-9a-f]*' | sed 's/.*ino://' || true)
[[ -n $watched ]] || xsession_fail "the app holds no inotify watch at all; the check cannot tell"
grep -qx "$folder_inode" <<<"$watched" && xsession_fail "the app watches the preferences folder $dir"
echo "prefs-fifo: watch: $(wc -l <<<"$watched") inotify watches, none on the preferences folder"

echo '{"x":[1,"a"]}' >"$prefs"
running 'a list of mixed kinds was written to the file'
echo 'batchSize=10' >"$prefs"
running 'text that is not JSON was written to the file'
rm "$prefs"
mkfifo "$prefs"
running 'a FIFO took the place of the file'
rm "$prefs"
echo '{"x":[1,"a"]}' >"$prefs"
echo "prefs-fifo: junk: the window keeps running whatever lands in its preferences file"
quit
saved_finnish_dark
echo "prefs-fifo: junk: Ctrl+Q saved the app's settings over the junk: $(head -c 200 "$prefs")"

start "$finnish_title"
quit
saved_finnish_dark
echo "prefs-fifo: restart: the next start is Finnish again and the file keeps fi and dark"
[[ ! -s $XSESSION_WORK/app.log ]] || xsession_fail "the app wrote to stdout or stderr: $(head -c 2000 "$XSESSION_WORK/app.log")"
echo "prefs-fifo: PASS"
