#!/usr/bin/env bash
# The full-disk tests on a real small tmpfs, which need root to mount: the
# Go tests skip them loudly without it, so this runs them as root (sudo
# when not root already) and fails when they skip or fail.
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
run=(go test -count=1 -v)
[[ $(id -u) == 0 ]] || run=(sudo -E env "PATH=$PATH" go test -count=1 -v)
out=$("${run[@]}" -run '^TestWrite_FullDiskKeepsTheOldFile$' ./internal/atomicfile 2>&1 &&
	"${run[@]}" -tags ci -run '^(TestSave_FullDiskKeepsTheOldFile|TestPreferenceStore_FullDiskKeepsTheOldFile)$' ./gui 2>&1) || {
	echo "$out"
	exit 1
}
echo "$out" | grep -E '^(--- |ok|FAIL)'
if grep -q -- '--- SKIP' <<<"$out"; then
	echo "atomic-check: a full-disk test skipped; it must run here" >&2
	exit 1
fi
[[ $(grep -c -- '--- PASS' <<<"$out") == 3 ]] || { echo "atomic-check: want 3 passing full-disk tests" >&2; exit 1; }
echo "atomic-check: the 3 full-disk tests (a file, a save, the preferences) ran on a real tmpfs and passed"
