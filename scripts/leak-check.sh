#!/usr/bin/env bash
# Leak check of the real window: the binary under Xvfb, driven by keys
# through LEAK_ROUNDS (20) rounds of what a user does: every tab, Generate
# with a batch of 100 (copied and counted), a decode (the seconds copied
# back), a Bulk paste (the column copied back), Suomi and back in Settings,
# Dark and back to the system's theme. After each round it reads the
# window's resident memory (VmRSS in /proc/PID/status) and fails when
# round 20 exceeds round 2 by more than LEAK_LIMIT_KIB (10 MiB): round 1
# builds every screen and fills Fyne's caches, so growth after round 2 is
# what stays behind from use.
#
# The window runs as shipped, under settings of the Go runtime and Fyne
# read from the environment: GOGC=25 collects once the heap has grown by a quarter rather
# than doubled, so resident memory follows the live heap within a few MiB
# instead of moving by ±13 MiB with where the collector is in its cycle,
# and a leak shows at 1.25 times its size. FYNE_CACHE=20s lets Fyne free
# the widgets of a replaced screen (a language switch rebuilds every
# screen) after 20 s rather than a minute, so LEAK_WARMUP (40) seconds of
# uncounted rounds fill its caches as full as they get. A round's reading
# is the lowest of three, and round 2's figure the median of rounds 1-3,
# round 20's that of rounds 18-20. gctrace's live heap after the last
# collection is printed beside it.
#
# Rounds are paced: one starts every LEAK_ROUND_SECONDS (10), and its
# reading is taken at the same point of its slot, however busy the machine
# is. Fyne frees expired widgets at most every 10 s, so how many replaced
# screens it still holds at a reading depends on where the reading falls
# between two of those sweeps; unpaced, rounds that sped up once the
# machine grew quieter moved the readings enough to fail the check with
# nothing leaking (docs/PERFORMANCE.md). A round that overruns its slot is
# named in the output.
#   scripts/leak-check.sh ./objectid
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
. scripts/xsession.sh
. scripts/smoke-checks.sh

bin=${1:?usage: scripts/leak-check.sh OBJECTID}
rounds=${LEAK_ROUNDS:-20}
((rounds >= 6)) || { echo "leak-check: LEAK_ROUNDS=$rounds: at least 6 rounds, three at each end" >&2; exit 2; }
limit_kib=${LEAK_LIMIT_KIB:-10240}
warmup=${LEAK_WARMUP:-40}
step_timeout=${SMOKE_STEP_TIMEOUT:-20}
export SMOKE_KEY_DELAY=${SMOKE_KEY_DELAY:-100}

xsession_start leak-check
prefs_dir=$XDG_CONFIG_HOME/fyne/io.github.objectidgenerator.objectid
prefs=$prefs_dir/preferences.json
mkdir -p "$prefs_dir"
echo '{"batchSize":100}' >"$prefs"
smoke_batch_size=100

# gctrace's lines go to gc.txt, apart from app.log, whose tail a failure
# prints.
gc_trace=$XSESSION_WORK/gc.txt
GOGC=${LEAK_GOGC:-25} FYNE_CACHE=${LEAK_FYNE_CACHE:-20s} GODEBUG=gctrace=1 "$bin" >"$XSESSION_WORK/app.log" \
	2> >(awk -v gc="$gc_trace" '/^gc [0-9]+ @/ { print >gc; fflush(gc); next } { print; fflush() }' >>"$XSESSION_WORK/app.log") &
app_pid=$!
xsession_track "$app_pid"
xsession_wait_window "${SMOKE_WINDOW_TIMEOUT:-60}" "^${smoke_title}\$" "$app_pid"
finnish_title=$(sed -n 's/^\t"ObjectID Generator": "\(.*\)",$/\1/p' assets/translations/fi.json)
[[ -n $finnish_title ]] || xsession_fail "assets/translations/fi.json names no Finnish title"

titled() { [[ $(xdotool getwindowname "$XSESSION_WINDOW" 2>/dev/null) == "$1" ]]; }
prefs_say() { grep -q "$1" "$prefs" 2>/dev/null; }
rss_kib() { awk '$1 == "VmRSS:" { print $2 }' "/proc/$app_pid/status"; }
round_seconds=${LEAK_ROUND_SECONDS:-10}
# now_ms is the time in milliseconds.
now_ms() { date +%s%3N; }
# wait_until_ms waits for the time $1 (milliseconds), if it is still ahead.
wait_until_ms() {
	local left=$(($1 - $(now_ms)))
	((left <= 0)) || sleep "$((left / 1000)).$(printf '%03d' $((left % 1000)))"
}
# The lowest of three readings of VmRSS 300 ms apart, the first 0.9 s
# before the end of the slot that began at $1 (milliseconds).
slot_rss_kib() {
	local i kib low=
	wait_until_ms $(($1 + round_seconds * 1000 - 900))
	for ((i = 0; i < 3; i++)); do
		((i == 0)) || sleep 0.3
		kib=$(rss_kib)
		[[ -n $low ]] && ((kib >= low)) || low=$kib
	done
	echo "$low"
}
# paced_round NAME runs a round in a slot of its own, saying so when the
# round overran it; it leaves the slot's start in $slot and the seconds
# the round took in $took.
paced_round() {
	slot=$(now_ms)
	use_round "$1"
	local ms=$(($(now_ms) - slot))
	took=$((ms / 1000)).$((ms % 1000 / 100))
	[[ $1 != round* ]] || ((ms <= round_seconds * 1000 - 900)) ||
		echo "leak-check: $1 took $took s, past the reading ${round_seconds} s slots leave room for"
}
# The live heap after the last collection, in MB, as gctrace reports it
# ("... 33->35->29 MB, ...").
live_heap_mb() { sed -n 's/.*->\([0-9]*\) MB,.*/\1/p' "$gc_trace" | tail -n 1; }

log=$'12:00 insert 507f1f77bcf86cd799439011\n12:01 update 6553f1003f2a91c8d4003039\n'
column=$'507f1f77bcf86cd799439011\n6553f1003f2a91c8d4003039'
rss=()
# One round of use; $1 names it in what a failure says.
use_round() {
	local round=$1
	# Generate: Ctrl+G makes 100 IDs, Ctrl+Shift+C copies them.
	smoke_keys ctrl+1
	smoke_copy_batch "$XSESSION_WINDOW"
	smoke_check_batch "$bin"
	# Every tab.
	smoke_keys ctrl+2 ctrl+3 ctrl+4 ctrl+5
	# Decode: an ID pasted over whatever the field held, its Unix seconds copied.
	smoke_put_clipboard 'ObjectId("507f1f77bcf86cd799439011")'
	smoke_keys ctrl+2 ctrl+a ctrl+v Tab Tab space
	smoke_wait_clipboard "$round: the Unix seconds copied from Decode" smoke_clipboard_is 1350508407
	# Bulk: a log with two IDs pasted, opened in Bulk, its column copied.
	smoke_put_clipboard "$log"
	smoke_keys ctrl+shift+v Tab space
	smoke_keys shift+Tab shift+Tab shift+Tab shift+Tab shift+Tab space
	smoke_wait_clipboard "$round: the Hex column from Bulk" smoke_clipboard_is "$column"
	# Language: Suomi, then the system's (English) again.
	smoke_keys ctrl+comma Right Right
	xsession_wait_for "$step_timeout" titled "$finnish_title" ||
		xsession_fail "$round: choosing Suomi left the title \"$(xdotool getwindowname "$XSESSION_WINDOW")\""
	smoke_keys Left Left
	xsession_wait_for "$step_timeout" titled "$smoke_title" ||
		xsession_fail "$round: choosing the system's language left the title \"$(xdotool getwindowname "$XSESSION_WINDOW")\""
	# Theme: from Language, past the two zone buttons, to Theme: Dark, then System.
	smoke_keys Tab Tab Tab Right Right
	xsession_wait_for "$step_timeout" prefs_say '"theme": *"dark"' ||
		xsession_fail "$round: choosing Dark did not save it: $(cat "$prefs")"
	smoke_keys Left Left
	xsession_wait_for "$step_timeout" prefs_say '"theme": *"system"' ||
		xsession_fail "$round: choosing System did not save it: $(cat "$prefs")"
	smoke_keys Escape
}

warmed=0
for ((start = SECONDS; SECONDS - start < warmup; )); do
	paced_round "warm-up $((++warmed))"
	# Once the first round is through, the window is drawn and up.
	export SMOKE_SETTLE=${SMOKE_SETTLE:-0.2}
	wait_until_ms $((slot + round_seconds * 1000))
done
echo "leak-check: $warmed rounds of warm-up in $((SECONDS - start)) s: VmRSS $(($(rss_kib) / 1024)) MiB"
start=$SECONDS
for ((round = 1; round <= rounds; round++)); do
	paced_round "round $round"
	rss+=("$(slot_rss_kib "$slot")")
	wait_until_ms $((slot + round_seconds * 1000))
	echo "leak-check: round $round ($took s): VmRSS $((rss[round - 1] / 1024)) MiB, live heap $(live_heap_mb) MB"
done

median3() { printf '%s\n' "$@" | sort -n | sed -n 2p; }
second=$(median3 "${rss[@]:0:3}") last=$(median3 "${rss[@]:rounds-3:3}")
grown=$((last - second))
# The least-squares slope of rounds 2 to the last, for the record.
trend=$(printf '%s\n' "${rss[@]:1}" | awk '
	{ n++; sx += n; sy += $1; sxx += n * n; sxy += n * $1 }
	END { printf "%d", (n * sxy - sx * sy) / (n * sxx - sx * sx) }')
mib() { awk -v kib="$1" 'BEGIN { printf "%.1f", kib / 1024 }'; }
echo "leak-check: round 2 $(mib "$second") MiB, round $rounds $(mib "$last") MiB (medians of three):" \
	"$(mib "$grown") MiB more (trend $trend KiB a round; limit $(mib "$limit_kib") MiB) in $((SECONDS - start)) s"
((grown <= limit_kib)) || xsession_fail "the window's resident memory grew by $(mib "$grown") MiB from round 2 to round $rounds"
smoke_keys ctrl+q
xsession_wait_for "$step_timeout" xsession_exited "$app_pid" || xsession_fail "the app was still running after Ctrl+Q"
echo "leak-check: PASS"
