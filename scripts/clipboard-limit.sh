#!/usr/bin/env bash
# Measures the largest text a Fyne window can hand over through the X11
# clipboard: scripts/clipboard-probe copies N bytes, xclip pastes them, and
# a window that dies with "BadLength (poly request too large)" means N was
# too many. Prints the largest N that went through. The window's copy limit
# (maxClipboardBytes in gui/clipboard.go) must stay below it.
#
#   scripts/clipboard-limit.sh            # XSESSION_DISPLAY=96 picks the display
set -euo pipefail
cd "$(dirname "$0")/.."
export LANG=en_US.UTF-8
XSESSION_WM=none
. scripts/xsession.sh
xsession_start clipboard-limit

probe="$XSESSION_WORK/clipboard-probe"
CGO_ENABLED=1 go build -o "$probe" ./scripts/clipboard-probe

# copies N: 0 when the pasted text came back whole and the window lives on.
copies() {
	local size=$1 pid got i
	"$probe" "$size" >"$XSESSION_WORK/probe.log" 2>&1 &
	pid=$!
	for i in $(seq 1 100); do
		grep -q '^copied' "$XSESSION_WORK/probe.log" && break
		sleep 0.1
	done
	got=$(timeout 20 xclip -o -selection clipboard 2>/dev/null | wc -c || true)
	sleep 0.5
	if kill -0 "$pid" 2>/dev/null; then
		kill "$pid"
		wait "$pid" 2>/dev/null || true
		[[ $got == "$size" ]]
	else
		wait "$pid" 2>/dev/null || true
		return 1
	fi
}

low=1000000
high=64000000
copies "$low" || xsession_fail "even $low bytes did not go through"
! copies "$high" || { echo "clipboard-limit: $high bytes went through; no limit found below it"; exit 0; }
while ((high - low > 1)); do
	mid=$(((low + high) / 2))
	if copies "$mid"; then low=$mid; else high=$mid; fi
done
echo "clipboard-limit: $low bytes went through the clipboard, $high did not"
