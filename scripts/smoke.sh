#!/usr/bin/env bash
# Window smoke test: the real binary under Xvfb (scripts/xsession.sh),
# driven by keys alone, read back through the X clipboard, its title, place
# and preferences file. walk: in a home without ~/.cache, a fresh batch, a
# decode, a Range filter, a log opened in Bulk, a file dialog, Suomi, and
# nothing on stdout or stderr; restart: Finnish again, where it was, and
# running on through junk written over its preferences; offscreen: a place
# off the screen is not used; fifo: a FIFO for preferences does not hold
# the start. A screenshot goes to artifacts/smoke.png.
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
. scripts/xsession.sh

bin=./objectid
echo "smoke: building $bin"
CGO_ENABLED=1 go build -tags "${PRODUCT_TAGS-no_emoji}" -o "$bin" .
xsession_start smoke
rm -rf "$XDG_CACHE_HOME"
finnish_title=$(sed -n 's/^\t"ObjectID Generator": "\(.*\)",$/\1/p' assets/translations/fi.json)
[[ -n $finnish_title ]] || xsession_fail "assets/translations/fi.json names no Finnish title"

smoke_quiet() {
	[[ ! -s $XSESSION_WORK/app.log ]] || xsession_fail "the app wrote to stdout or stderr $1: $(head -c 2000 "$XSESSION_WORK/app.log")"
}
saved_finnish() { grep -q '"language": *"fi"' "$prefs" 2>/dev/null; }

started=$(date +%s)
smoke_start "$bin"
[[ -d $XDG_CACHE_HOME/fyne ]] || xsession_fail "after start-up there is no $XDG_CACHE_HOME/fyne"
smoke_quiet "at start-up in a home without ~/.cache"

# An ID copied in another window is offered as this one gets the focus
# back, nothing else touched: the strip over the tabs changes.
xmessage -title other 'another window' &
xsession_track $!
timeout 10 xdotool search --sync --onlyvisible --name '^other$' windowactivate --sync || xsession_fail "xmessage did not get the focus"
strip() { import -window "$XSESSION_WINDOW" -crop 300x50+0+40 +repage "$XSESSION_WORK/strip$1.png"; }
strip 0
smoke_put_clipboard 'ObjectId("65a1b2c3d4e5f60718293a4b")'
timeout 10 xdotool windowactivate --sync "$XSESSION_WINDOW" || xsession_fail "the window did not get the focus back"
offered() { strip 1 && [[ $(compare -metric AE "$XSESSION_WORK"/strip[01].png null: 2>&1) != 0 ]]; }
xsession_wait_for "$step_timeout" offered || xsession_fail "no offer over the tabs as the window got the focus"
echo "smoke: clipboard: an ID copied elsewhere is offered as the window gets the focus"

smoke_copy_batch 10
smoke_check_batch 10 "$started" "$bin"
echo "smoke: generate: 10 fresh IDs copied"

smoke_put_clipboard 'ObjectId("507f1f77bcf86cd799439011")'
# Tab: the ObjectID's copy button, then the Unix seconds'.
smoke_keys ctrl+2 ctrl+v Tab Tab space
smoke_wait_clipboard "the seconds of 507f1f77bcf86cd799439011 from Decode" smoke_clipboard_is 1350508407
echo "smoke: decode: Decode copied 1350508407 s for the pasted ID"

want_filter=$("$bin" range -from 2024-01-01T00:00:00Z -to 2024-02-01T00:00:00Z -format shell)
# Tab from Decode's field, out of sight, to Range's From date, then its
# time, To date and time, and past the copy buttons of First and End ID.
smoke_keys ctrl+3 Tab ctrl+a
smoke_type 2024-01-01
smoke_keys Tab ctrl+a
smoke_type 00:00:00
smoke_keys Tab ctrl+a
smoke_type 2024-02-01
smoke_keys Tab ctrl+a
smoke_type 00:00:00
smoke_keys Tab Tab Tab space
smoke_wait_clipboard "the filter $want_filter from Range" smoke_clipboard_is "$want_filter"
echo "smoke: range: the filter copied is $want_filter"

# Decode offers to open a log of two IDs in Bulk; Shift+Tab from there
# past the column's format and the column to Copy column.
smoke_put_clipboard $'12:00 insert 507f1f77bcf86cd799439011\n12:01 update 6553f1003f2a91c8d4003039\n'
smoke_keys ctrl+shift+v Tab space shift+Tab shift+Tab shift+Tab space
smoke_wait_clipboard "the Hex column from Bulk" smoke_clipboard_is $'507f1f77bcf86cd799439011\n6553f1003f2a91c8d4003039'
echo "smoke: bulk: Copy column gave the two IDs of the log"

mkdir -p artifacts
import -window root artifacts/smoke.png || xsession_fail "could not take the screenshot"

# The keys are handled in order: once Suomi is saved, the file dialog has
# opened (in a home without Desktop, Videos…) and closed. The language
# changes at the next start, below.
smoke_keys ctrl+o Escape ctrl+comma Right Right
xsession_wait_for "$step_timeout" saved_finnish || xsession_fail "the preferences do not say fi: $(cat "$prefs")"
smoke_keys Escape
smoke_quiet "after a file dialog and Settings"
echo "smoke: language: Suomi is saved for the next start; nothing on stdout or stderr"

xdotool windowmove --sync "$XSESSION_WINDOW" 217 143 || xsession_fail "could not move the window"
xsession_wait_for "$step_timeout" smoke_position_is "$XSESSION_WINDOW" "217 143" || true
moved=$(smoke_position "$XSESSION_WINDOW")
smoke_quit
echo "smoke: walk: Ctrl+Q ended the app with status 0 at $moved"

SMOKE_TITLE=$finnish_title smoke_start "$bin"
xsession_wait_for "$step_timeout" smoke_position_is "$XSESSION_WINDOW" "$moved" ||
	xsession_fail "moved to $moved, the window opens again at $(smoke_position "$XSESSION_WINDOW")"
for junk in fifo 'batchSize=10' '{"x":[1,"a"]}'; do
	rm -f "$prefs"
	if [[ $junk == fifo ]]; then mkfifo "$prefs"; else echo "$junk" >"$prefs"; fi
	sleep 1
	xsession_exited "$app_pid" && xsession_fail "the app ended when $junk took the place of its preferences"
done
smoke_quit
xsession_wait_for "$step_timeout" saved_finnish || xsession_fail "Ctrl+Q did not save the settings: $(cat "$prefs")"
echo "smoke: restart: Finnish again at $moved; junk in the file left it running and Ctrl+Q saved fi"

grep -q '"windowX"' "$prefs" || xsession_fail "the preferences keep no place: $(cat "$prefs")"
sed -i -E 's/"windowX": *-?[0-9]+/"windowX":5000/; s/"windowY": *-?[0-9]+/"windowY":4000/' "$prefs"
SMOKE_TITLE=$finnish_title smoke_start "$bin"
read -r x y <<<"$(smoke_position "$XSESSION_WINDOW")"
((x >= 0 && y >= 0 && x + 64 <= 1280 && y + 64 <= 800)) || xsession_fail "a place saved off the screen opens the window at $x $y"
smoke_quit
echo "smoke: offscreen: a place saved off the screen opens the window at $x $y"

# At scale 2 the 800x600 saved opens within the 1280x800 screen; Shift+Tab
# from Decode's field to its last copy button, out of sight, scrolls that
# into view: its ring shows in the window's lower half.
SMOKE_TITLE=$finnish_title FYNE_SCALE=2 smoke_start "$bin"
eval "$(xdotool getwindowgeometry --shell "$XSESSION_WINDOW")"
((WIDTH <= 1280 && HEIGHT <= 800)) || xsession_fail "at FYNE_SCALE=2 the window opens ${WIDTH}x$HEIGHT, larger than the 1280x800 screen"
smoke_put_clipboard 507f1f77bcf86cd799439011
smoke_keys ctrl+2 ctrl+a ctrl+v shift+Tab
ring_shown() {
	import -window "$XSESSION_WINDOW" "$XSESSION_WORK/scaled.png"
	for c in '#0d57a8' '#64b5f6'; do # the light and dark themes' ring
		(($(convert "$XSESSION_WORK/scaled.png" -gravity south -crop 100%x50%+0+0 +repage -fill black +opaque "$c" -fill white -opaque "$c" -format '%[fx:round(mean*w*h)]' info:) > 500)) && return
	done
	return 1
}
xsession_wait_for "$step_timeout" ring_shown || xsession_fail "Shift+Tab focused Decode's last copy button, and no ring shows in the lower half"
smoke_quit
echo "smoke: scale: at FYNE_SCALE=2 the window is ${WIDTH}x$HEIGHT, and the focused control is scrolled into view"

rm -f "$prefs"
mkfifo "$prefs"
smoke_start "$bin"
smoke_quit
echo "smoke: fifo: the window comes up with a FIFO in place of its preferences"
echo "smoke: PASS"
