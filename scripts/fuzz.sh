#!/usr/bin/env bash
# Runs every Fuzz target of the module for the given time each.
#   scripts/fuzz.sh 10s, or a count of runs: scripts/fuzz.sh 50000x
# Targets are found with `go test -list`, in packages whose test files have
# a Fuzz function; Go fuzzes one target per invocation.
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."

fuzztime=${1:?usage: scripts/fuzz.sh FUZZTIME (for example 10s)}
tags=ci

count=0
while read -r dir pkg; do
	grep -q -s '^func Fuzz' "$dir"/*_test.go || continue
	targets=$(go test -tags "$tags" -list '^Fuzz' "$pkg" </dev/null | grep '^Fuzz' || true)
	for target in $targets; do
		echo "fuzz: $pkg $target for $fuzztime"
		go test -tags "$tags" -run '^$' -fuzz "^${target}\$" -fuzztime "$fuzztime" "$pkg" </dev/null
		count=$((count + 1))
	done
done < <(go list -f '{{.Dir}} {{.ImportPath}}' ./...)

if ((count == 0)); then
	echo "fuzz: no Fuzz targets found" >&2
	exit 1
fi
echo "fuzz: $count targets passed"
