# shellcheck shell=bash
# The steps the Linux and the Windows smoke tests share, on a window that is
# up in an xsession (scripts/xsession.sh): make a batch with Ctrl+G, copy it
# with Ctrl+Shift+C, and check what reached the X clipboard with the
# program's own decoder.

smoke_title="ObjectID Generator"
smoke_batch_size=10 # the Generate tab's default, and the preferences start empty
smoke_ids=

smoke_line_count() { grep -c . "$1" 2>/dev/null || true; }

# smoke_copy_batch WINDOW: focuses WINDOW, presses Ctrl+G and then
# Ctrl+Shift+C until the clipboard holds a whole batch; sets smoke_ids.
smoke_copy_batch() {
	local window=$1 clipboard=$XSESSION_WORK/clipboard
	timeout 10 xdotool windowactivate --sync "$window" ||
		xsession_fail "the window manager did not give the window the focus"
	# The first frame is drawn after the window is mapped; keys pressed
	# before the canvas exists would be lost.
	sleep "${SMOKE_SETTLE:-1}"
	xdotool key --clearmodifiers ctrl+g
	sleep 0.5
	smoke_clipboard_holds_batch() {
		xdotool key --clearmodifiers ctrl+shift+c
		sleep 0.3
		xclip -o -selection clipboard >"$clipboard" 2>/dev/null || return 1
		(($(smoke_line_count "$clipboard") == smoke_batch_size))
	}
	xsession_wait_for "${SMOKE_COPY_TIMEOUT:-10}" smoke_clipboard_holds_batch ||
		xsession_fail "after Ctrl+G and Ctrl+Shift+C the clipboard holds $(smoke_line_count "$clipboard") lines, want $smoke_batch_size:
$(head -c 2000 "$clipboard" 2>/dev/null)"
	smoke_ids=$(tr -d '\r' <"$clipboard" | grep .)
}

# smoke_check_batch DECODER...: the batch is every line 24 lowercase hex
# digits, all distinct, one shared random value (bytes 4-8), consecutive
# counters; DECODER (the binary, or wine and the .exe) must accept each with
# `decode -json` and agree.
smoke_check_batch() {
	local bad decoded decoded_hex previous= counter
	bad=$(grep -v -x -E '[0-9a-f]{24}' <<<"$smoke_ids" || true)
	[[ -z $bad ]] || xsession_fail "clipboard lines that are not 24 lowercase hex digits: $bad"
	(($(sort -u <<<"$smoke_ids" | wc -l) == smoke_batch_size)) || xsession_fail "the batch repeats an ID: $smoke_ids"
	(($(cut -c 9-18 <<<"$smoke_ids" | sort -u | wc -l) == 1)) ||
		xsession_fail "the batch does not share one random value: $smoke_ids"

	# shellcheck disable=SC2086 # one argument per ID
	decoded=$("$@" decode -json $smoke_ids | tr -d '\r') || xsession_fail "decode -json refused the batch: $decoded"
	decoded_hex=$(grep -o -E '"hex": ?"[0-9a-f]{24}"' <<<"$decoded" | grep -o -E '[0-9a-f]{24}')
	[[ $decoded_hex == "$smoke_ids" ]] || xsession_fail "decode -json does not give back the IDs in order: $decoded"
	(($(grep -o -E '"random": ?"[0-9a-f]{10}"' <<<"$decoded" | sort -u | wc -l) == 1)) ||
		xsession_fail "decode -json sees more than one random value: $decoded"
	while read -r counter; do
		if [[ -n $previous ]] && ((counter != (previous + 1) % 16777216)); then
			xsession_fail "counters are not consecutive: $previous then $counter"
		fi
		previous=$counter
	done < <(grep -o -E '"counter": ?[0-9]+' <<<"$decoded" | grep -o -E '[0-9]+$')
}

# smoke_keys KEY...: presses each key (xdotool names: ctrl+2, Tab, space)
# in the focused window, in order.
smoke_keys() {
	xdotool key --clearmodifiers --delay "${SMOKE_KEY_DELAY:-150}" "$@" ||
		xsession_fail "xdotool could not press $*"
}

# smoke_type TEXT: types TEXT into the focused control.
smoke_type() {
	xdotool type --clearmodifiers --delay "${SMOKE_KEY_DELAY:-150}" "$1" ||
		xsession_fail "xdotool could not type $1"
}

# smoke_clipboard_is TEXT: the X clipboard holds exactly TEXT (a final
# line break aside).
smoke_clipboard_is() {
	local held
	held=$(xclip -o -selection clipboard 2>/dev/null) || return 1
	[[ $held == "$1" ]]
}

# smoke_put_clipboard TEXT: puts TEXT on the X clipboard, as copying it in
# another program would, and waits until it can be read back.
smoke_put_clipboard() {
	printf '%s' "$1" | xclip -selection clipboard -i ||
		xsession_fail "xclip could not put text on the clipboard"
	xsession_wait_for "${SMOKE_STEP_TIMEOUT:-20}" smoke_clipboard_is "${1%$'\n'}" ||
		xsession_fail "the clipboard does not hold what xclip put there"
}

# smoke_wait_clipboard WHAT CHECK...: waits until CHECK succeeds on the
# clipboard; fails naming WHAT and showing what the clipboard holds.
smoke_wait_clipboard() {
	local what=$1
	shift
	xsession_wait_for "${SMOKE_STEP_TIMEOUT:-20}" "$@" && return
	mkdir -p artifacts
	import -window root artifacts/smoke-failed.png 2>/dev/null || true
	xsession_fail "the clipboard does not hold $what (screen in artifacts/smoke-failed.png); it holds:
$(xclip -o -selection clipboard 2>/dev/null | head -c 2000)"
}

# smoke_check_fresh DECODER FROM TO: every ID of the batch was made in the
# seconds FROM to TO, by its timestamp as `decode -json` reads it.
smoke_check_fresh() {
	local decoder=$1 from=$2 to=$3 seconds
	# shellcheck disable=SC2086 # one argument per ID
	while read -r seconds; do
		((seconds >= from && seconds <= to)) ||
			xsession_fail "an ID of the batch was made at $seconds s, not while the app ran ($from to $to)"
	done < <("$decoder" decode -json $smoke_ids | grep -o -E '"seconds": ?[0-9]+' | grep -o -E '[0-9]+$')
}

# smoke_position WINDOW: the top-left corner of WINDOW's content on the
# screen, as "X Y", from the X server.
smoke_position() {
	LC_ALL=C xwininfo -id "$1" | awk '/Absolute upper-left X/ { x = $NF } /Absolute upper-left Y/ { y = $NF } END { print x, y }'
}

# smoke_position_is WINDOW "X Y": WINDOW is at X Y.
smoke_position_is() { [[ $(smoke_position "$1") == "$2" ]]; }
