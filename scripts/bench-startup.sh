#!/usr/bin/env bash
# Start-up benchmark: time to first window, the CPU time used until then
# and resident memory of objectid against a minimal Fyne window
# (scripts/minimal-window), both built with the product's tags, under Xvfb
# without a window manager. Prints a markdown table of medians of RUNS (5)
# interleaved runs after a warm-up of each; the goal is within 1.25x.
#
# The time runs to the MapNotify xev hears on the root window as it comes:
# polling would count work done after the window is up. CPU time (all
# threads' schedstat) is steadier on a shared machine; memory is VmRSS a
# second after the window appears.
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
. scripts/xsession.sh

runs=${RUNS:-5}
goal=1.25
XSESSION_WM=none xsession_start bench-startup
work=$XSESSION_WORK
echo "bench-startup: building both binaries" >&2
CGO_ENABLED=1 go build -tags "${PRODUCT_TAGS-no_emoji}" -o "$work/objectid" .
CGO_ENABLED=1 go build -tags "${PRODUCT_TAGS-no_emoji}" -o "$work/minimal-window" ./scripts/minimal-window

mkfifo "$work/map-events"
stdbuf -oL xev -root -event substructure >"$work/map-events" 2>>"$work/xev.log" &
xsession_track $!
exec 3<"$work/map-events"
# xev prints nothing until a window comes: a short-lived second one opens
# windows until the first is heard reporting one.
xev_listening() {
	timeout 0.5 xev -geometry 1x1 >/dev/null 2>&1 || true
	read -r -t 0.5 -u 3 _
}
xsession_wait_for 15 xev_listening || xsession_fail "xev did not start"

# measure BINARY TITLE: prints "MILLISECONDS KIB CPU_MS" for BINARY's window
# titled TITLE, then stops it.
measure() {
	local start line window ms stat ns cpu=0 pid
	start=$(date +%s%N)
	"$1" >>"$work/app.log" 2>&1 &
	pid=$!
	xsession_track "$pid"
	while :; do
		xsession_exited "$pid" && xsession_fail "$1 exited before its window appeared"
		read -r -t "$window_timeout" -u 3 line || xsession_fail "no window titled \"$2\""
		[[ $line == MapNotify* ]] || continue
		for stat in "/proc/$pid"/task/*/schedstat; do
			read -r ns _ <"$stat" 2>/dev/null && cpu=$((cpu + ns))
		done
		ms=$((($(date +%s%N) - start) / 1000000))
		# The next line names the window: "event 0x..., window 0x..., ..."
		read -r -t 5 -u 3 line || xsession_fail "xev stopped"
		window=${line#*, window }
		[[ $(xdotool getwindowname "$((${window%%,*}))" 2>/dev/null) == "$2" ]] && break
		cpu=0
	done
	sleep 1
	echo "$ms $(awk '/^VmRSS:/ { print $2 }' "/proc/$pid/status") $((cpu / 1000000))"
	kill "$pid"
	wait "$pid" 2>/dev/null || true
	xsession_untrack "$pid"
}

measure "$work/objectid" "ObjectID Generator" >/dev/null
measure "$work/minimal-window" "Minimal Fyne Window" >/dev/null
for i in $(seq "$runs"); do
	measure "$work/objectid" "ObjectID Generator" >>"$work/ours"
	measure "$work/minimal-window" "Minimal Fyne Window" >>"$work/minimal"
	echo "bench-startup: run $i of $runs: objectid $(tail -n 1 "$work/ours"), minimal $(tail -n 1 "$work/minimal") (ms KiB cpu-ms)" >&2
done
median() { cut -d' ' -f"$1" "$2" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
awk -v runs="$runs" -v goal="$goal" -v cores="$(nproc)" -v fyne="$(go list -m -f '{{.Version}}' fyne.io/fyne/v2)" \
	-v oms="$(median 1 "$work/ours")" -v mms="$(median 1 "$work/minimal")" -v okib="$(median 2 "$work/ours")" \
	-v mkib="$(median 2 "$work/minimal")" -v ocpu="$(median 3 "$work/ours")" -v mcpu="$(median 3 "$work/minimal")" 'BEGIN {
	tr = oms / mms; cr = ocpu / mcpu; mr = okib / mkib
	printf "| median of %d runs (Fyne %s, Xvfb, %d cores) | objectid | minimal Fyne window | ratio |\n", runs, fyne, cores
	print "| --- | ---: | ---: | ---: |"
	printf "| time to first window | %d ms | %d ms | %.2fx |\n", oms, mms, tr
	printf "| CPU time to first window (user + system) | %d ms | %d ms | %.2fx |\n", ocpu, mcpu, cr
	printf "| resident memory (VmRSS, window up + 1 s) | %.1f MiB | %.1f MiB | %.2fx |\n", okib / 1024, mkib / 1024, mr
	printf "\ngoal: within %.2fx on all three: %s\n", goal, (tr <= goal && cr <= goal && mr <= goal) ? "met" : "NOT met"
}'
