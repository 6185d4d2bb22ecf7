#!/usr/bin/env bash
# Window smoke test: the real binary (cgo, GLFW, OpenGL) under Xvfb with a
# window manager, driven by the keyboard alone: xdotool key presses, never a
# click. What the window shows is read back through the X clipboard, copied
# out by keys, and the preferences file. Each step fails on its own:
#
#   generate  Ctrl+G and Ctrl+Shift+C: a batch of IDs made during the run
#             reaches the clipboard, checked with `objectid decode -json`
#   decode    an ID put on the clipboard with xclip, Ctrl+2 and Ctrl+V into
#             the Decode field, Tab to the Unix seconds' copy button, Space:
#             the clipboard holds the ID's seconds
#   range     Ctrl+3, From and To typed, Tab to the mongosh filter's copy
#             button, Space: the filter is the one `objectid range` writes
#   bulk      a log with two IDs on the clipboard, Ctrl+Shift+V (Decode says
#             it holds two), Tab to Open them in Bulk, Space, Shift+Tab back
#             to Copy column, Space: the clipboard holds the two IDs
#   quiet     the home starts without ~/.cache, as a new account's does:
#             after start-up the app has made ~/.cache/fyne and written
#             nothing to stdout or stderr, nor after Ctrl+O opens a file
#             dialog (in a home without Desktop, Videos…) and Escape closes it
#   language  Ctrl+, opens Settings, Right twice picks Suomi: the title
#             turns Finnish and the preferences file says so; Escape closes
#   quit      Ctrl+Q: the app exits with status 0
#
# A screenshot of the window goes to artifacts/smoke.png. Every wait is for
# a condition, with a generous limit for a busy machine.
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
. scripts/xsession.sh
. scripts/smoke-checks.sh

bin=./objectid
artifacts=artifacts
window_timeout=${SMOKE_WINDOW_TIMEOUT:-60}
step_timeout=${SMOKE_STEP_TIMEOUT:-20}

echo "smoke: building $bin"
# The product's build tags, as make build uses them (Makefile PRODUCT_TAGS).
CGO_ENABLED=1 go build -tags "${PRODUCT_TAGS-no_emoji}" -o "$bin" .

xsession_start smoke
prefs=$XDG_CONFIG_HOME/fyne/io.github.objectidgenerator.objectid/preferences.json
# A new account has no ~/.cache yet.
rm -rf "$XDG_CACHE_HOME"
app_log=$XSESSION_WORK/app.log
# smoke_quiet WHEN: the app has written nothing to stdout or stderr.
smoke_quiet() {
	[[ ! -s $app_log ]] || xsession_fail "the app wrote to stdout or stderr $1:
$(head -c 2000 "$app_log")"
}

# The session's own bus (xsession_start) stands in for a desktop's.
started=$(date +%s)
"$bin" >"$app_log" 2>&1 &
app_pid=$!
xsession_track "$app_pid"

xsession_wait_window "$window_timeout" "^${smoke_title}\$" "$app_pid"
echo "smoke: window $XSESSION_WINDOW is up"
[[ -d $XDG_CACHE_HOME/fyne ]] || xsession_fail "after start-up there is no $XDG_CACHE_HOME/fyne"
smoke_quiet "at start-up in a home without ~/.cache"

# generate: Ctrl+G, Ctrl+Shift+C; the IDs were made between the start of
# the app and now.
smoke_copy_batch "$XSESSION_WINDOW"
smoke_check_batch "$bin"
smoke_check_fresh "$bin" "$started" "$(date +%s)"
echo "smoke: generate: $smoke_batch_size fresh IDs copied"

# decode: the mongosh form of the worked example, pasted by keys.
smoke_put_clipboard 'ObjectId("507f1f77bcf86cd799439011")'
smoke_keys ctrl+2
smoke_keys ctrl+v
# Tab: the ObjectID's copy button, then the Unix seconds' copy button.
smoke_keys Tab Tab space
smoke_wait_clipboard "the Unix seconds of 507f1f77bcf86cd799439011 copied from Decode" smoke_clipboard_is 1350508407
echo "smoke: decode: Decode shows 1350508407 s for the pasted ID"

# range: From 2024-01-01 00:00:00, To 2024-02-01 00:00:00, in UTC.
want_filter=$("$bin" range -from 2024-01-01T00:00:00Z -to 2024-02-01T00:00:00Z -format shell)
[[ $want_filter == *"ObjectId(\"$(printf '%08x' 1704067200)0000000000000000\")"* ]] ||
	xsession_fail "objectid range wrote $want_filter, which does not start at 2024-01-01"
smoke_keys ctrl+3
# The focus stays on Decode, out of sight: Tab goes to Range's first
# control, the From date.
smoke_keys Tab ctrl+a
smoke_type 2024-01-01
smoke_keys Tab Tab ctrl+a
smoke_type 00:00:00
smoke_keys Tab ctrl+a
smoke_type 2024-02-01
smoke_keys Tab Tab ctrl+a
smoke_type 00:00:00
# Tab: the copy buttons of First ID and End ID, then the mongosh filter's.
smoke_keys Tab Tab Tab space
smoke_wait_clipboard "the mongosh filter from Range query, $want_filter" smoke_clipboard_is "$want_filter"
echo "smoke: range: the filter copied is $want_filter"

# bulk: a log with two IDs goes to Decode, which offers to open them in
# Bulk; Copy column copies the Hex column.
smoke_put_clipboard $'12:00 insert 507f1f77bcf86cd799439011\n12:01 update 6553f1003f2a91c8d4003039\n'
smoke_keys ctrl+shift+v Tab space
# Shift+Tab from the pressed button, now out of sight: the zone's Local
# and UTC, the column's format, the column, Copy column.
smoke_keys shift+Tab shift+Tab shift+Tab shift+Tab shift+Tab space
smoke_wait_clipboard "the Hex column of the two IDs from Bulk" \
	smoke_clipboard_is $'507f1f77bcf86cd799439011\n6553f1003f2a91c8d4003039'
echo "smoke: bulk: Copy column gave the two IDs of the log"

mkdir -p "$artifacts"
import -window root "$artifacts/smoke.png" || xsession_fail "could not take the screenshot"

# quiet: Ctrl+O opens the file dialog, Escape closes it. The keys are
# handled in order, so once the language step below sees its title, the
# dialog has been opened and closed.
smoke_keys ctrl+o
smoke_keys Escape

# language: English, then Suomi, chosen with Right in the language list.
smoke_keys ctrl+comma
smoke_keys Right
smoke_keys Right
finnish_title=$(sed -n 's/^\t"ObjectID Generator": "\(.*\)",$/\1/p' assets/translations/fi.json)
[[ -n $finnish_title ]] || xsession_fail "assets/translations/fi.json names no Finnish title"
smoke_titled() { [[ $(xdotool getwindowname "$XSESSION_WINDOW" 2>/dev/null) == "$finnish_title" ]]; }
xsession_wait_for "$step_timeout" smoke_titled ||
	xsession_fail "after choosing Suomi in Settings the window is titled \"$(xdotool getwindowname "$XSESSION_WINDOW")\", want \"$finnish_title\""
smoke_prefs_finnish() { grep -q '"language": *"fi"' "$prefs" 2>/dev/null; }
xsession_wait_for "$step_timeout" smoke_prefs_finnish ||
	xsession_fail "the preferences file does not say fi: $(cat "$prefs" 2>/dev/null)"
smoke_keys Escape
echo "smoke: language: the window is titled \"$finnish_title\" and fi is saved"
smoke_quiet "after Ctrl+O opened a file dialog and Escape closed it"
echo "smoke: quiet: nothing on stdout or stderr after start-up and a file dialog"

# quit: Ctrl+Q ends the app with status 0.
smoke_keys ctrl+q
xsession_wait_for "$step_timeout" xsession_exited "$app_pid" ||
	xsession_fail "the app was still running ${step_timeout}s after Ctrl+Q"
status=0
wait "$app_pid" || status=$?
xsession_untrack "$app_pid"
((status == 0)) || xsession_fail "the app exited with status $status after Ctrl+Q"

echo "smoke: Ctrl+Q ended the app with status 0; screenshot in $artifacts/smoke.png"
echo "smoke: PASS"
