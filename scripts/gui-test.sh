#!/usr/bin/env bash
# The window's tests, once, under the race detector and with coverage: the
# race-enabled run of gui and its coverage profile (GUI_TEST_COVERPROFILE,
# default artifacts/cover-gui.out).
#
# The package's top-level tests (as -test.list names them, dealt out in
# turn) are split into GUI_TEST_SHARDS processes (8 by default), run
# GUI_TEST_JOBS at a time (2): a test binary runs its tests one after
# another, so two at once use both cores, and small shards keep the two
# busy to the end, however long a few tests take. Each process reports its
# wall time and peak resident set. Run directly, a test binary has no time
# limit; 30 minutes still ends a hang.
set -euo pipefail
cd "$(dirname "$0")/.."
export LANG=en_US.UTF-8
shards=${GUI_TEST_SHARDS:-8}
jobs=${GUI_TEST_JOBS:-2}
profile=${GUI_TEST_COVERPROFILE:-artifacts/cover-gui.out}
work=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true; rm -rf "$work"' EXIT

CGO_ENABLED=1 go test -c -race -cover -tags ci -o "$work/gui.test" ./gui

mapfile -t tests < <(cd gui && GOCOVERDIR=$work "$work/gui.test" -test.list . | grep '^Test')
((${#tests[@]} > 0)) || { echo "gui-test: the test binary lists no tests" >&2; exit 1; }
patterns=()
for ((i = 0; i < shards; i++)); do
	names=()
	for ((j = i; j < ${#tests[@]}; j += shards)); do
		names+=("${tests[j]}")
	done
	patterns+=("^($(IFS='|'; echo "${names[*]}"))\$")
done

# shard_run I: the tests of shard I, with everything it reports in $work/I.*.
shard_run() {
	(cd gui && exec /usr/bin/time -v -o "$work/$1.time" "$work/gui.test" -test.count=1 -test.timeout=30m \
		-test.run "${patterns[$1]}" -test.coverprofile="$work/$1.cover" >"$work/$1.log" 2>&1)
}

declare -A shard_of=()
failed=()
for i in "${!patterns[@]}"; do
	if ((${#shard_of[@]} >= jobs)); then
		status=0
		wait -n -p done "${!shard_of[@]}" || status=$?
		((status == 0)) || failed+=("${shard_of[$done]}")
		unset "shard_of[$done]"
	fi
	shard_run "$i" &
	shard_of[$!]=$i
	pids+=($!)
done
for pid in "${!shard_of[@]}"; do
	wait "$pid" || failed+=("${shard_of[$pid]}")
done
pids=()

for i in "${!patterns[@]}"; do
	awk -F': ' -v shard="$i" -v n="${#patterns[@]}" '
		/Maximum resident set size/ { peak = int($2 / 1024) }
		/Elapsed \(wall clock\)/ { wall = $2 }
		END { printf "gui-test: process %d of %d: %s, peak %d MiB\n", shard + 1, n, wall, peak }
	' "$work/$i.time"
done
if ((${#failed[@]} > 0)); then
	for i in "${failed[@]}"; do
		grep -v -e 'Fyne error' -e '  Cause:' -e '  At:' "$work/$i.log" | tail -n 40 >&2
	done
	echo "gui-test: the tests failed" >&2
	exit 1
fi
mkdir -p "$(dirname "$profile")"
{
	head -n 1 "$work/0.cover"
	for i in "${!patterns[@]}"; do tail -n +2 "$work/$i.cover"; done
} >"$profile"
