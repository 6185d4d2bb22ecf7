#!/usr/bin/env bash
# Peak memory of the whole window process opening a 1 GB file in the Bulk
# tab: 40 million distinct ObjectIDs, one per line. It opens the real
# window under Xvfb, opens the file through Open file… and the file dialog
# as a user does, waits for the table, sorts it by Hex both ways, opens the
# file once more, and prints the process's peak resident memory (VmHWM)
# after each step. It fails when that is above 1 GB (LIMIT_BYTES).
#
#   scripts/bulk-rss.sh [process|random]
#
# process (the default): the IDs of one process, as objectid generate -n
# makes them. random: 24 random hex digits a line, so every ID has a random
# value of its own and the tally also keeps 8 million groups, the most
# memory a file of that size can ask for.
#
# OBJECTID_BINARY names a binary to measure instead of building one;
# XSESSION_DISPLAY picks the Xvfb display. The screenshots of the window
# after the scan and after the sort are left in artifacts/.
set -euo pipefail
export LANG=en_US.UTF-8

kind=${1:-process}
limit=${LIMIT_BYTES:-1000000000}
ids=40000000
case $kind in
process | random) ;;
*)
	echo "bulk-rss: the kind of file is process or random, not \"$kind\"" >&2
	exit 2
	;;
esac
repo=$(cd "$(dirname "$0")/.." && pwd)
artifacts=$repo/artifacts
mkdir -p "$artifacts"
# shellcheck source=scripts/xsession.sh
. "$repo/scripts/xsession.sh"
xsession_start bulk-rss

binary=${OBJECTID_BINARY:-}
if [[ -z $binary ]]; then
	binary=$XSESSION_WORK/objectid
	# The product's build tags, as make build uses them (Makefile PRODUCT_TAGS).
	(cd "$repo" && CGO_ENABLED=1 go build -tags "${PRODUCT_TAGS-no_emoji}" -o "$binary" .)
fi

# The file is in the fresh home, where the file dialog opens, and is its
# only entry.
file=$HOME/ids.txt
echo "bulk-rss: writing $ids IDs ($kind) to a file" >&2
if [[ $kind == process ]]; then
	"$binary" generate -n "$ids" >"$file"
else
	head -c $((ids * 12)) /dev/urandom | xxd -p -c 12 >"$file"
fi
size=$(stat -c %s "$file")

"$binary" >"$XSESSION_WORK/app.log" 2>&1 &
app=$!
xsession_track "$app"
xsession_wait_window 120 "^ObjectID Generator\$" "$app"
window=$XSESSION_WINDOW
# The file dialog is laid out in the middle of the window; its file and its
# Open button are found from there at this size.
xdotool windowsize --sync "$window" 800 600
xdotool windowactivate --sync "$window" 2>/dev/null || true
sleep 1

# vm KEY: the process's KEY line of /proc/PID/status, in bytes.
vm() { awk -v key="$1:" '$1 == key { print $2 * 1024 }' "/proc/$app/status"; }
# cpu_ticks: the CPU time the process has used, in clock ticks.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$app/stat"; }
# wait_idle WHAT: waits until the process has used under 0.1 s of CPU in
# 2 s, at most 10 minutes.
wait_idle() {
	local before after deadline=$((SECONDS + 600))
	after=$(cpu_ticks)
	while ((SECONDS < deadline)); do
		before=$after
		sleep 2
		xsession_exited "$app" && xsession_fail "the app exited during $1"
		after=$(cpu_ticks)
		((after - before < 10)) && return 0
	done
	xsession_fail "the app was still busy with $1 after 10 minutes"
}
# click X Y: clicks at X, Y from the middle of the window.
click() {
	xdotool mousemove --window "$window" $((400 + $1)) $((300 + $2)) click 1
	sleep 1
}

before=$(vm VmHWM)
ticks=$(cpu_ticks)
xdotool key --window "$window" ctrl+4 ctrl+o
sleep 2
click 37 -47  # the file
click 217 166 # Open
start=$SECONDS
wait_idle "the scan"
scanned=$(vm VmHWM)
echo "bulk-rss: scanned in about $((SECONDS - start)) s, $((($(cpu_ticks) - ticks) / $(getconf CLK_TCK))) s of CPU" >&2
import -window root "$artifacts/bulk-rss-$kind-scanned.png"
if ((scanned - before < 100000000)); then
	xsession_fail "peak memory rose by only $(((scanned - before) >> 20)) MiB: the file was not opened (see artifacts/bulk-rss-$kind-scanned.png)"
fi

# The Hex column's title, in the header of the table: the slowest order,
# then the same reversed.
for order in ascending descending; do
	ticks=$(cpu_ticks) start=$SECONDS
	click -286 -132
	wait_idle "the sort"
	echo "bulk-rss: sorted $order in about $((SECONDS - start)) s, $((($(cpu_ticks) - ticks) / $(getconf CLK_TCK))) s of CPU" >&2
done
import -window root "$artifacts/bulk-rss-$kind-sorted.png"
sorted=$(vm VmHWM)

# The same file again, with the first one's rows on screen: the peak must
# not hold both.
ticks=$(cpu_ticks) start=$SECONDS
xdotool key --window "$window" ctrl+o
sleep 2
click 37 -47
click 217 166
wait_idle "the second scan"
echo "bulk-rss: scanned again in about $((SECONDS - start)) s, $((($(cpu_ticks) - ticks) / $(getconf CLK_TCK))) s of CPU" >&2
import -window root "$artifacts/bulk-rss-$kind-again.png"
peak=$(vm VmHWM)
now=$(vm VmRSS)
xsession_close_window "$window" "$app" 30 || true
xsession_untrack "$app"

mib() { echo $(($1 >> 20)); }
echo "file: $size bytes, $ids distinct IDs ($kind)"
echo "peak RSS: before opening $(mib "$before") MiB, after the scan $(mib "$scanned") MiB, after sorting $(mib "$sorted") MiB, after opening it again $(mib "$peak") MiB (now $(mib "$now") MiB)"
if ((peak > limit)); then
	echo "bulk-rss: FAIL: peak RSS $peak bytes is above $limit" >&2
	exit 1
fi
echo "bulk-rss: ok: peak RSS $peak bytes, at most $limit"
