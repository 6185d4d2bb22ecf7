#!/usr/bin/env bash
# Statement coverage per package from Go coverage profiles, with a
# minimum for each package named; fails when one is below its minimum.
#
#   scripts/cover.sh PROFILE[,PROFILE...] MODULE PACKAGE=MIN...    e.g. core=95 gui=85
#
# A block is counted covered when any run in the profile covered it, so a
# profile written for several packages at once (go test -coverprofile
# ./...) is read the same as one per package.
set -euo pipefail
export LANG=en_US.UTF-8

if (($# < 3)); then
	echo "usage: scripts/cover.sh PROFILE MODULE PACKAGE=MIN..." >&2
	exit 2
fi
IFS=, read -r -a profiles <<<"$1"
module=$2
shift 2
for profile in "${profiles[@]}"; do
	if [[ ! -s $profile ]]; then
		echo "cover: no coverage profile at $profile; run make test-race and make test-gui first" >&2
		exit 1
	fi
done

awk -v module="$module" -v minimums="$*" '
	BEGIN {
		n = split(minimums, pairs, " ")
		for (i = 1; i <= n; i++) {
			split(pairs[i], kv, "=")
			want[kv[1]] = kv[2] + 0
			order[i] = kv[1]
		}
	}
	FNR == 1 && /^mode:/ { next }
	{
		# module/dir/file.go:12.3,14.5 STATEMENTS COUNT
		block = $1
		file = substr(block, 1, index(block, ":") - 1)
		dir = file
		sub(/\/[^\/]*$/, "", dir)
		pkg = substr(dir, length(module) + 2)
		statements[block] = $2
		package_of[block] = pkg
		if ($3 > 0) covered[block] = 1
	}
	END {
		for (block in statements) {
			total[package_of[block]] += statements[block]
			if (block in covered) hit[package_of[block]] += statements[block]
		}
		failed = 0
		for (i = 1; i <= n; i++) {
			pkg = order[i]
			if (!(pkg in total) || total[pkg] == 0) {
				printf "cover: %s: no statements in the profile\n", pkg
				failed = 1
				continue
			}
			pct = 100 * hit[pkg] / total[pkg]
			verdict = "ok"
			if (pct < want[pkg]) { verdict = "BELOW the minimum"; failed = 1 }
			printf "cover: %-11s %5.1f%% of statements (minimum %g%%) %s\n", pkg, pct, want[pkg], verdict
		}
		exit failed
	}
' "${profiles[@]}"
