#!/usr/bin/env bash
# Peak memory of the window opening a 1 GB file in Bulk: 40 million
# distinct ObjectIDs of one process, one a line, as objectid generate -n
# writes them. The real window under Xvfb (scripts/xsession.sh) opens the
# file through Open file… and the file dialog as a user does, sorts the
# table by Hex both ways and opens the file again; the process's peak
# resident memory (VmHWM) after each step must stay under LIMIT_BYTES (1 GB).
# Screenshots go to artifacts/bulk-rss-*.png.
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
. scripts/xsession.sh

limit=${LIMIT_BYTES:-1000000000}
ids=40000000
xsession_start bulk-rss
bin=$XSESSION_WORK/objectid
CGO_ENABLED=1 go build -tags "${PRODUCT_TAGS-no_emoji}" -o "$bin" .
# The file is the only entry of the fresh home, where the file dialog opens.
echo "bulk-rss: writing $ids IDs to a file" >&2
"$bin" generate -n "$ids" >"$HOME/ids.txt"
mkdir -p artifacts
window_timeout=120 smoke_start "$bin"
# The dialog's file and Open button are found from the middle of an
# 800x600 window.
xdotool windowsize --sync "$XSESSION_WINDOW" 800 600

hwm() { awk '$1 == "VmHWM:" { print $2 * 1024 }' "/proc/$app_pid/status"; }
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$app_pid/stat"; }
# step WHAT KEYS CLICKS...: presses KEYS, clicks at each "X Y" from the
# middle of the window, then waits until the app has used under 0.1 s of
# CPU in 2 s, at most 10 minutes, and takes a screenshot.
step() {
	local what=$1 keys=$2 click before after start=$SECONDS
	shift 2
	[[ -z $keys ]] || { xdotool key --window "$XSESSION_WINDOW" $keys; sleep 2; }
	for click; do
		xdotool mousemove --window "$XSESSION_WINDOW" $((400 + ${click% *})) $((300 + ${click#* })) click 1
		sleep 1
	done
	after=$(cpu_ticks)
	while ((SECONDS - start < 600)); do
		before=$after
		sleep 2
		xsession_exited "$app_pid" && xsession_fail "the app exited during $what"
		after=$(cpu_ticks)
		((after - before < 10)) && break
	done
	((after - before < 10)) || xsession_fail "the app was still busy with $what after 10 minutes"
	import -window root "artifacts/bulk-rss-$what.png"
	echo "bulk-rss: $what in about $((SECONDS - start)) s: peak $(($(hwm) >> 20)) MiB" >&2
}

before=$(hwm)
step scan "ctrl+4 ctrl+o" "37 -47" "217 166"
(($(hwm) - before >= 100000000)) || xsession_fail "peak memory rose by only $((($(hwm) - before) >> 20)) MiB: the file was not opened (artifacts/bulk-rss-scan.png)"
# The Hex column's title, the slowest order, then the same reversed.
step sort-ascending "" "-286 -132"
step sort-descending "" "-286 -132"
# The same file again, with the first one's rows on screen.
step scan-again "ctrl+o" "37 -47" "217 166"
peak=$(hwm)
xsession_close_window "$XSESSION_WINDOW" "$app_pid" || true
echo "peak RSS opening $(stat -c %s "$HOME/ids.txt") bytes, $ids distinct IDs: before $((before >> 20)) MiB, at most $((peak >> 20)) MiB (limit $((limit >> 20)) MiB)"
((peak <= limit)) || { echo "bulk-rss: FAIL: peak RSS $peak bytes is above $limit" >&2; exit 1; }
echo "bulk-rss: ok"
