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
