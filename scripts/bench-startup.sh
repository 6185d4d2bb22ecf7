#!/usr/bin/env bash
# Startup benchmark: time to first window and resident memory of objectid
# against a minimal Fyne window (scripts/minimal-window: a label in a window,
# the same Fyne version, built the same way), under Xvfb. Prints a markdown
# table of medians and the ratio; the goal is within 1.15x of the minimal
# window on all three.
#   scripts/bench-startup.sh          5 runs of each after a warm-up, interleaved
#   RUNS=9 scripts/bench-startup.sh
#   MINIMAL_TAGS=no_emoji scripts/bench-startup.sh   the minimal window built with those tags
#
# Time to first window runs from the exec to the window being mapped: the
# MapNotify event xev hears on the root window, read as it arrives rather
# than polled, since polling lets a program that keeps working after its
# window is up (objectid builds its other tabs then) count that work too.
# Wall time on a shared machine is noisy, so the CPU time the process used
# up to that moment (user + system of all its threads, from
# /proc/PID/task/*/schedstat, in nanoseconds) is shown beside it. Memory is
# VmRSS from /proc/PID/status one second after the window appears, once the
# first frames are drawn.
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."

runs=${RUNS:-5}
settle=1
window_timeout=60
goal=1.15

. scripts/xsession.sh
# No window manager: the time to map a window is then the program's alone.
XSESSION_WM=none xsession_start bench-startup
work=$XSESSION_WORK
app_pid=

die() {
	xsession_fail "$*"
}

echo "bench-startup: building both binaries" >&2
# objectid with the product's build tags, as make build makes it (Makefile
# PRODUCT_TAGS); the minimal window as any Fyne program is built, so the
# baseline is stock Fyne, unless MINIMAL_TAGS names build tags for it.
CGO_ENABLED=1 go build -tags "${PRODUCT_TAGS-no_emoji}" -o "$work/objectid" .
CGO_ENABLED=1 go build ${MINIMAL_TAGS:+-tags "$MINIMAL_TAGS"} -o "$work/minimal-window" ./scripts/minimal-window

# Both programs start from the same empty home xsession_start made, so
# neither reads preferences the other or a user left behind.

now_ns() { date +%s%N; }

# xev reports every window mapped on the screen, for the whole run, into a
# pipe that measure reads from (file descriptor 3).
mkfifo "$work/map-events"
stdbuf -oL xev -root -event substructure >"$work/map-events" 2>>"$work/xev.log" &
xsession_track $!
exec 3<"$work/map-events"
# xev prints nothing until a window comes; a second, short-lived xev opens
# one until the first is heard reporting it, so it is listening.
xev_listening() {
	timeout 0.5 xev -geometry 1x1 >/dev/null 2>&1 || true
	read -r -t 0.5 -u 3 _
}
xsession_wait_for 15 xev_listening || die "xev did not start"

# read_cpu PID: sets cpu_ms to the CPU time (user + system) of all of
# PID's threads so far; in the shell itself, so that reading it costs the
# program no time.
read_cpu() {
	local stat ns total=0
	for stat in "/proc/$1"/task/*/schedstat; do
		read -r ns _ <"$stat" 2>/dev/null && total=$((total + ns))
	done
	cpu_ms=$((total / 1000000))
}

# measure BINARY TITLE: starts BINARY, prints "MILLISECONDS KIB CPU_MS" for
# the time to its window titled TITLE, its resident memory and the CPU time
# it used until the window appeared, then stops it.
measure() {
	local binary=$1 title=$2 start line window elapsed_ms rss_kib cpu_ms
	start=$(now_ns)
	"$binary" >>"$work/app.log" 2>&1 &
	app_pid=$!
	xsession_track "$app_pid"
	local deadline=$((SECONDS + window_timeout))
	while :; do
		kill -0 "$app_pid" 2>/dev/null || die "$binary exited before its window appeared: $(tail -n 20 "$work/app.log")"
		((SECONDS < deadline)) || die "no window titled \"$title\" within ${window_timeout}s"
		read -r -t 1 -u 3 line || continue
		[[ $line == MapNotify* ]] || continue
		read_cpu "$app_pid"
		elapsed_ms=$((($(now_ns) - start) / 1000000))
		# The next line names the window: "event 0x..., window 0x..., ..."
		read -r -t 5 -u 3 line || die "xev stopped"
		window=${line#*, window }
		window=${window%%,*}
		[[ $(xdotool getwindowname "$((window))" 2>/dev/null) == "$title" ]] && break
	done
	sleep "$settle"
	rss_kib=$(awk '/^VmRSS:/ { print $2 }' "/proc/$app_pid/status")
	kill "$app_pid"
	wait "$app_pid" 2>/dev/null || true
	xsession_untrack "$app_pid"
	app_pid=
	echo "$elapsed_ms $rss_kib $cpu_ms"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# One uncounted run of each first, so neither pays alone for loading the
# shared libraries and fonts from disk. Then interleaved runs, so a busy
# moment on the machine hits both programs alike.
measure "$work/objectid" "ObjectID Generator" >/dev/null
measure "$work/minimal-window" "Minimal Fyne Window" >/dev/null
: >"$work/ours" && : >"$work/minimal"
for i in $(seq "$runs"); do
	measure "$work/objectid" "ObjectID Generator" >>"$work/ours"
	measure "$work/minimal-window" "Minimal Fyne Window" >>"$work/minimal"
	echo "bench-startup: run $i of $runs: objectid $(tail -n 1 "$work/ours"), minimal $(tail -n 1 "$work/minimal") (ms KiB cpu-ms)" >&2
done

ours_ms=$(cut -d' ' -f1 "$work/ours" | median)
minimal_ms=$(cut -d' ' -f1 "$work/minimal" | median)
ours_kib=$(cut -d' ' -f2 "$work/ours" | median)
minimal_kib=$(cut -d' ' -f2 "$work/minimal" | median)
ours_cpu=$(cut -d' ' -f3 "$work/ours" | median)
minimal_cpu=$(cut -d' ' -f3 "$work/minimal" | median)

awk -v runs="$runs" -v goal="$goal" -v oms="$ours_ms" -v mms="$minimal_ms" -v okib="$ours_kib" -v mkib="$minimal_kib" \
	-v ocpu="$ours_cpu" -v mcpu="$minimal_cpu" \
	-v cpu="$(nproc) cores" -v fyne="$(go list -m -f '{{.Version}}' fyne.io/fyne/v2)" 'BEGIN {
	tr = oms / mms; cr = ocpu / mcpu; mr = okib / mkib
	printf "| median of %d runs (Fyne %s, Xvfb, %s) | objectid | minimal Fyne window | ratio |\n", runs, fyne, cpu
	print "| --- | ---: | ---: | ---: |"
	printf "| time to first window | %d ms | %d ms | %.2fx |\n", oms, mms, tr
	printf "| CPU time to first window (user + system) | %d ms | %d ms | %.2fx |\n", ocpu, mcpu, cr
	printf "| resident memory (VmRSS, window up + 1 s) | %.1f MiB | %.1f MiB | %.2fx |\n", okib / 1024, mkib / 1024, mr
	printf "\ngoal: within %.2fx on all three: %s\n", goal, (tr <= goal && cr <= goal && mr <= goal) ? "met" : "NOT met"
}'
