#!/usr/bin/env bash
# The real window (cgo, GLFW, X11) under Xvfb coming to the front with large
# and slow clipboards, its owner xclip; each step fails on its own:
#
#   offer  3 MiB of text with the worked example's ID at its start (xclip
#          sends it in pieces, INCR): the window, brought to the front,
#          offers to decode it; Enter takes the offer, and Decode's Unix
#          seconds copied by keys are the ID's
#   large  100 MB of text with an ID at its start: bringing the window to
#          the front costs the app under CLIPBOARD_CPU_LIMIT_MS (300) of CPU
#          time (/proc/PID/stat) beyond what it spends left alone as long;
#          reading 100 MB whole costs seconds
#   paste  Ctrl+Shift+V with 100 MB of text on the clipboard costs the
#          window's UI thread under CLIPBOARD_CPU_LIMIT_MS of CPU beyond
#          what it spends left alone as long (reading it through Fyne costs
#          seconds of it), while the text is handed to a scan in Bulk; then Ctrl+Shift+V of
#          the worked example's ID decodes it: Decode's Unix seconds copied
#          by keys are the ID's; so does a paste of the window's own
#          clipboard, read through Fyne
#   slow   an owner stopped with SIGSTOP, which never answers: brought to
#          the front, the window still makes and copies a batch within
#          CLIPBOARD_ANSWER_LIMIT_S (3) seconds
#
#   scripts/clipboard-window-check.sh            # builds ./objectid
#   CLIPBOARD_CHECK_BIN=path scripts/clipboard-window-check.sh
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
. scripts/xsession.sh
. scripts/smoke-checks.sh

bin=${CLIPBOARD_CHECK_BIN:-./objectid}
cpu_limit_ms=${CLIPBOARD_CPU_LIMIT_MS:-300}
answer_limit_s=${CLIPBOARD_ANSWER_LIMIT_S:-3}
window_timeout=${SMOKE_WINDOW_TIMEOUT:-60}
step_timeout=${SMOKE_STEP_TIMEOUT:-20}
example=507f1f77bcf86cd799439011

if [[ -z ${CLIPBOARD_CHECK_BIN:-} ]]; then
	echo "clipboard-window: building $bin"
	CGO_ENABLED=1 go build -tags "${PRODUCT_TAGS-no_emoji}" -o "$bin" .
fi

xsession_start clipboard-window
"$bin" >"$XSESSION_WORK/app.log" 2>&1 &
app_pid=$!
xsession_track "$app_pid"
xsession_wait_window "$window_timeout" "^${smoke_title}\$" "$app_pid"
app_window=$XSESSION_WINDOW
# Another window to give the focus to, so that the app's can come back to
# the front.
xmessage -title other "another window" >"$XSESSION_WORK/other.log" 2>&1 &
xsession_track $!
xsession_wait_window "$window_timeout" "^other\$" $!
other_window=$XSESSION_WINDOW
sleep "${SMOKE_SETTLE:-1}"

# to_front: the focus goes to the other window, then back to the app's.
to_front() {
	timeout 10 xdotool windowactivate --sync "$other_window" 2>/dev/null ||
		xsession_fail "the window manager did not give the other window the focus"
	sleep 0.3
	timeout 10 xdotool windowactivate --sync "$app_window" 2>/dev/null ||
		xsession_fail "the window manager did not give the app's window the focus"
}

# ticks_in STAT: the CPU time so far, user and system, in clock ticks, of
# the process or thread whose /proc stat file STAT is.
ticks_in() {
	local stat
	stat=$(<"$1")
	stat=${stat##*) }
	read -r -a fields <<<"$stat"
	echo $((fields[11] + fields[12]))
}

# cpu_ticks: the app's CPU time so far.
cpu_ticks() { ticks_in "/proc/$app_pid/stat"; }

# own_clipboard FILE: an xclip process owns the clipboard with FILE's text,
# and answers; sets owner_pid.
own_clipboard() {
	xclip -quiet -selection clipboard -i "$1" >"$XSESSION_WORK/xclip.log" 2>&1 &
	owner_pid=$!
	xsession_track "$owner_pid"
	# TARGETS is a short answer: reading the text itself would cost what
	# the test measures, and a reader that stops early leaves xclip stuck.
	owner_answers() { xclip -o -selection clipboard -t TARGETS 2>/dev/null | grep -q UTF8_STRING; }
	xsession_wait_for "$step_timeout" owner_answers || xsession_fail "xclip did not take the clipboard"
}

# drop_owner: the clipboard's xclip goes.
drop_owner() {
	kill -CONT "$owner_pid" 2>/dev/null || true
	kill "$owner_pid" 2>/dev/null || true
	wait "$owner_pid" 2>/dev/null || true
	xsession_untrack "$owner_pid"
}

# text_after FILE BYTES ID: FILE holds ID, a line break, then lines of x up
# to BYTES bytes.
text_after() {
	{ printf "%s\n" "$3"; yes xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx || true; } | head -c "$2" >"$1"
}

# offer
text_after "$XSESSION_WORK/offer.txt" $((3 << 20)) "$example"
own_clipboard "$XSESSION_WORK/offer.txt"
to_front
# The offer has the focus, as nothing else had it: Enter takes it and opens
# Decode; Ctrl+2 puts the focus in its field, Tab twice on the copy
# button of the Unix seconds.
sleep 1
smoke_keys Return
smoke_keys ctrl+2 Tab Tab space
smoke_wait_clipboard "the Unix seconds of $example, from the offer taken with Enter" smoke_clipboard_is 1350508407
echo "clipboard-window: offer: the window offered $example from 3 MiB of text; Decode shows 1350508407 s"
drop_owner

# large: the CPU time the app spends in the seconds after it came to the
# front, beyond what it spends in as many seconds left alone (a text
# cursor blinks, for one).
text_after "$XSESSION_WORK/large.txt" $((100 << 20)) 6553f1003f2a91c8d4003039
own_clipboard "$XSESSION_WORK/large.txt"
rm "$XSESSION_WORK/large.txt"
tick_ms=$((1000 / $(getconf CLK_TCK)))
span=${CLIPBOARD_CPU_SPAN_S:-6}
before=$(cpu_ticks)
sleep "$span"
idle_ms=$((($(cpu_ticks) - before) * tick_ms))
before=$(cpu_ticks)
to_front
sleep "$span"
spent_ms=$((($(cpu_ticks) - before) * tick_ms - idle_ms))
((spent_ms < cpu_limit_ms)) ||
	xsession_fail "coming to the front with 100 MB on the clipboard cost the app ${spent_ms} ms of CPU more than ${span} s left alone (${idle_ms} ms), want under ${cpu_limit_ms} ms"
echo "clipboard-window: large: coming to the front with 100 MB on the clipboard cost ${spent_ms} ms of CPU beyond the ${idle_ms} ms of ${span} s alone"
drop_owner

# ui_ticks: the CPU time so far of the app's main thread, which runs its UI.
ui_ticks() { ticks_in "/proc/$app_pid/task/$app_pid/stat"; }

# paste: Ctrl+Shift+V reads 100 MB off the UI thread and hands it to Bulk.
text_after "$XSESSION_WORK/large.txt" $((100 << 20)) 6553f1003f2a91c8d4003039
own_clipboard "$XSESSION_WORK/large.txt"
rm "$XSESSION_WORK/large.txt"
before=$(ui_ticks)
sleep "$span"
ui_idle_ms=$((($(ui_ticks) - before) * tick_ms))
before=$(ui_ticks)
smoke_keys ctrl+shift+v
sleep "$span"
ui_ms=$((($(ui_ticks) - before) * tick_ms - ui_idle_ms))
((ui_ms < cpu_limit_ms)) ||
	xsession_fail "Ctrl+Shift+V of 100 MB cost the window's UI thread ${ui_ms} ms of CPU more than ${span} s left alone (${ui_idle_ms} ms), want under ${cpu_limit_ms} ms"
echo "clipboard-window: paste: Ctrl+Shift+V of 100 MB cost the UI thread ${ui_ms} ms of CPU beyond the ${ui_idle_ms} ms of ${span} s alone"
drop_owner
printf '%s\n' "$example" >"$XSESSION_WORK/id.txt"
own_clipboard "$XSESSION_WORK/id.txt"
smoke_keys ctrl+shift+v Tab Tab space
smoke_wait_clipboard "the Unix seconds of $example, pasted with Ctrl+Shift+V" smoke_clipboard_is 1350508407
echo "clipboard-window: paste: Ctrl+Shift+V of $example, read off the UI thread, shows 1350508407 s"
drop_owner
# The window's own clipboard: the hex copied from Decode, then pasted back
# with Ctrl+Shift+V and the keys after it at once.
# The focus is on the Unix seconds' copy button: Shift+Tab goes to the ID's.
smoke_keys shift+Tab space
smoke_wait_clipboard "$example copied from Decode" smoke_clipboard_is "$example"
smoke_keys ctrl+shift+v Tab Tab space
smoke_wait_clipboard "the Unix seconds of $example, pasted from the window's own clipboard" smoke_clipboard_is 1350508407
echo "clipboard-window: paste: the window's own clipboard pasted with Ctrl+Shift+V, the keys after it in order"

# slow: an owner that never answers; the window answers Ctrl+G and
# Ctrl+Shift+C all the same.
printf '%s\n' "$example" >"$XSESSION_WORK/slow.txt"
own_clipboard "$XSESSION_WORK/slow.txt"
kill -STOP "$owner_pid"
to_front
started=$(date +%s%N)
smoke_keys ctrl+g
copied_batch() {
	smoke_keys ctrl+shift+c
	timeout 2 xclip -o -selection clipboard 2>/dev/null | grep -c -x -E '[0-9a-f]{24}' | grep -q -x "$smoke_batch_size"
}
xsession_wait_for $((answer_limit_s + 5)) copied_batch ||
	xsession_fail "with a clipboard owner that never answers, the window did not copy a batch within $((answer_limit_s + 5)) s of Ctrl+G"
took_ms=$((($(date +%s%N) - started) / 1000000))
((took_ms < answer_limit_s * 1000)) ||
	xsession_fail "with a clipboard owner that never answers, Ctrl+G and Ctrl+Shift+C took ${took_ms} ms, want under ${answer_limit_s} s"
echo "clipboard-window: slow: with an owner that never answers, a batch was made and copied in ${took_ms} ms"
drop_owner

kill -0 "$app_pid" 2>/dev/null || xsession_fail "the app exited"
[[ ! -s $XSESSION_WORK/app.log ]] || xsession_fail "the app wrote to stdout or stderr: $(head -c 2000 "$XSESSION_WORK/app.log")"
echo "clipboard-window: PASS"
