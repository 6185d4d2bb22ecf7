#!/usr/bin/env bash
# Runs the window's tests three times over in one process and fails when a
# test fails or the process grows past GUI_TEST_MEMORY_LIMIT_KB: each test
# must release the apps and windows it made, or the process grows with
# every pass. By default the tests run under the race detector, against a
# 2 GB limit; GUI_TEST_RACE=0 runs them without it, about seven times
# faster, for a limit of its own. /usr/bin/time -v reports the peak resident
# set of the test binary itself, built first so the go tool is not
# measured. Run directly, a test binary has no time limit; 60 minutes for
# the three passes still ends a hang.
set -euo pipefail
cd "$(dirname "$0")/.."
export LANG=en_US.UTF-8
limit_kb=${GUI_TEST_MEMORY_LIMIT_KB:-2000000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

race=(-race) run="go test -race -count=3 ./gui"
if [[ ${GUI_TEST_RACE:-1} == 0 ]]; then
	race=() run="go test -count=3 ./gui"
fi
# GUI_TEST_COVERPROFILE=FILE builds the binary with coverage and writes
# its profile there.
cover=() cover_out=()
if [[ -n ${GUI_TEST_COVERPROFILE:-} ]]; then
	cover=(-cover) cover_out=("-test.coverprofile=$(realpath -m "$GUI_TEST_COVERPROFILE")")
fi
CGO_ENABLED=1 go test -c "${race[@]}" "${cover[@]}" -tags ci -o "$work/gui.test" ./gui
status=0
(cd gui && /usr/bin/time -v -o "$work/time.txt" "$work/gui.test" -test.count=3 -test.timeout=60m "${cover_out[@]}" >"$work/test.log" 2>&1) || status=$?
peak_kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/time.txt")
elapsed=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$work/time.txt")
echo "gui-test-memory: $run peaked at $((peak_kb / 1024)) MiB (limit $((limit_kb / 1024)) MiB) in $elapsed"
if ((status != 0)); then
	grep -v -e 'Fyne error' -e '  Cause:' -e '  At:' "$work/test.log" | tail -n 40 >&2
	echo "gui-test-memory: the tests failed (exit status $status)" >&2
	exit 1
fi
if ((peak_kb > limit_kb)); then
	echo "gui-test-memory: FAIL: over the limit; a test keeps apps or windows alive" >&2
	exit 1
fi
