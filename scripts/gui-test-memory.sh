#!/usr/bin/env bash
# Runs the window's tests (GUI_TEST_COUNT passes, one by default) and fails
# when a test fails or the process grows past GUI_TEST_MEMORY_LIMIT_KB.
# Each test closes the windows it opened, but Fyne keeps the renderer of
# every widget drawn, and all the widget reaches, until a real window's
# paint loop times it out, and test windows never paint: the process grows
# with every test it runs. The limit, 4 GB by default, is for one pass of
# the whole package, over all its processes together; it guards the test
# run, not users, whose window scripts/leak-check.sh measures.
# GUI_TEST_RACE=0 runs the tests without the race detector, about seven
# times faster. /usr/bin/time -v reports the peak resident set of the test
# binary itself, built first so the go tool is not measured. Run directly,
# a test binary has no time limit; 60 minutes for the passes still ends a
# hang.
#
# GUI_TEST_SHARDS=N splits the package's top-level tests (as -test.list
# names them, dealt out in turn) over N processes that run at once, each
# the passes of its share: on N cores the run takes about 1/N of the
# time. The limit then holds for the sum of their peaks, which is at least
# what one process running every test would keep, as each process keeps
# the memory of only its own tests on top of a runtime of its own.
#
# GUI_TEST_COVERPROFILE=FILE builds the binary with coverage and writes
# its profile (the shards' together) there, counting gui/widgets and
# gui/wording too: the window's tests drive its controls and show its
# texts in every language.
set -euo pipefail
cd "$(dirname "$0")/.."
export LANG=en_US.UTF-8
# Fyne 2.8.1 destroys, when a canvas is captured, the renderers of the
# widgets not drawn for FYNE_CACHE (a minute by default), timed by a clock
# that moves only at a capture. Test windows are drawn only when a test
# captures them, so under the race detector a window built or left alone a
# minute after the last capture in the process lost its renderers at its
# next capture: its text drawn blank (contrast 1.00:1) or out of place.
# An hour is longer than the whole run.
export FYNE_CACHE=${FYNE_CACHE:-1h}
limit_kb=${GUI_TEST_MEMORY_LIMIT_KB:-4000000}
# GUI_TEST_COUNT passes over the tests: make test runs them once.
count=${GUI_TEST_COUNT:-1}
shards=${GUI_TEST_SHARDS:-1}
work=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true; rm -rf "$work"' EXIT

# GO_RACE_FLAGS, which the Makefile sets, leaves the race detector out of
# the third-party code that only paints.
read -ra race <<<"${GO_RACE_FLAGS:--race}"
run="go test -race -count=$count ./gui"
if [[ ${GUI_TEST_RACE:-1} == 0 ]]; then
	race=() run="go test -count=$count ./gui"
fi
cover=()
[[ -n ${GUI_TEST_COVERPROFILE:-} ]] && cover=(-cover -coverpkg=./gui,./gui/widgets,./gui/wording)
CGO_ENABLED=1 go test -c "${race[@]}" "${cover[@]}" -tags ci -o "$work/gui.test" ./gui

# shard_run I PATTERN: the passes of the tests PATTERN matches, under
# /usr/bin/time, with everything it reports in $work/I.*.
shard_run() {
	local args=(-test.count=$count -test.timeout=60m -test.run "$2")
	[[ -n ${GUI_TEST_COVERPROFILE:-} ]] && args+=("-test.coverprofile=$work/$1.cover")
	(cd gui && /usr/bin/time -v -o "$work/$1.time" "$work/gui.test" "${args[@]}" >"$work/$1.log" 2>&1)
}

if ((shards <= 1)); then
	patterns=(.)
else
	mapfile -t tests < <(cd gui && GOCOVERDIR=$work "$work/gui.test" -test.list . | grep '^Test')
	((${#tests[@]} > 0)) || { echo "gui-test-memory: the test binary lists no tests" >&2; exit 1; }
	patterns=()
	for ((i = 0; i < shards; i++)); do
		names=()
		for ((j = i; j < ${#tests[@]}; j += shards)); do
			names+=("${tests[j]}")
		done
		patterns+=("^($(IFS='|'; echo "${names[*]}"))\$")
	done
fi

for i in "${!patterns[@]}"; do
	shard_run "$i" "${patterns[i]}" &
	pids+=($!)
done
failed=()
for i in "${!pids[@]}"; do
	wait "${pids[i]}" || failed+=("$i")
done
pids=()

peak_kb=0 peaks=() elapsed= longest=-1
for i in "${!patterns[@]}"; do
	kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/$i.time")
	peak_kb=$((peak_kb + kb)) peaks+=("$((kb / 1024))")
	wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$work/$i.time")
	# h:mm:ss or m:ss.ss, in whole seconds
	seconds=$(awk -F: '{ s = 0; for (k = 1; k <= NF; k++) s = s * 60 + $k; printf "%d", s }' <<<"$wall")
	if ((seconds > longest)); then longest=$seconds elapsed=$wall; fi
done
if ((shards <= 1)); then
	echo "gui-test-memory: $run peaked at $((peak_kb / 1024)) MiB (limit $((limit_kb / 1024)) MiB) in $elapsed"
else
	echo "gui-test-memory: $run in $shards processes at once peaked at $(IFS=+; echo "${peaks[*]}") = $((peak_kb / 1024)) MiB (limit $((limit_kb / 1024)) MiB) in $elapsed"
fi
if ((${#failed[@]} > 0)); then
	for i in "${failed[@]}"; do
		grep -v -e 'Fyne error' -e '  Cause:' -e '  At:' "$work/$i.log" | tail -n 40 >&2
	done
	echo "gui-test-memory: the tests failed" >&2
	exit 1
fi
if [[ -n ${GUI_TEST_COVERPROFILE:-} ]]; then
	mkdir -p "$(dirname "$GUI_TEST_COVERPROFILE")"
	{
		head -n 1 "$work/0.cover"
		for i in "${!patterns[@]}"; do tail -n +2 "$work/$i.cover"; done
	} >"$GUI_TEST_COVERPROFILE"
fi
if ((peak_kb > limit_kb)); then
	echo "gui-test-memory: FAIL: over the limit; a test keeps more alive than its widgets" >&2
	exit 1
fi
