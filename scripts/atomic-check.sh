#!/usr/bin/env bash
# The full-disk tests (Test…FullDisk…) on a real small tmpfs, which need
# root to mount: the Go tests skip them without it, so this runs them as
# root (through sudo when not root already) and fails when any skips or fails.
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
run=(go test -count=1 -v -run '^Test.*FullDisk')
[[ $(id -u) == 0 ]] || run=(sudo -E env "PATH=$PATH" "${run[@]}")
mapfile -t dirs < <(grep -rl --include='*_test.go' '^func Test.*FullDisk' . | xargs -n 1 dirname | sort -u)
((${#dirs[@]} > 0)) || { echo "atomic-check: no full-disk tests found" >&2; exit 1; }
out=$("${run[@]}" "${dirs[@]}" 2>&1) || { echo "$out"; exit 1; }
grep -E '^(--- |ok|FAIL)' <<<"$out"
if grep -q -- '--- SKIP' <<<"$out" || ! grep -q -- '--- PASS' <<<"$out"; then
	echo "atomic-check: every full-disk test must run here and pass" >&2
	exit 1
fi
