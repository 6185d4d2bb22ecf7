#!/usr/bin/env bash
# Times `objectid decode -scan`, which finds, decodes and prints every
# ObjectID, against grep, which only finds them, on ~100 MB of log text.
# Prints a markdown table. Uses hyperfine when installed, else the best of
# three runs of bash's time.
#
#   scripts/bench-scan.sh [SIZE_MB]     (default 100)
#
# OBJECTID_BINARY names a binary to time instead of building one;
# BENCH_DIR is where the text is made (default /tmp/objectid-bench-scan).
set -euo pipefail

size_mb=${1:-100}
work=${BENCH_DIR:-/tmp/objectid-bench-scan}
file=$work/log-${size_mb}mb.txt
repo=$(cd "$(dirname "$0")/.." && pwd)

mkdir -p "$work"
binary=${OBJECTID_BINARY:-}
if [[ -z $binary ]]; then
	binary=/tmp/objectid-bench
	(cd "$repo" && CGO_ENABLED=1 go build -o "$binary" .)
fi

# One 2 MB block of log lines, the mix an application writes: IDs in URLs,
# in mongosh and Extended JSON forms, among 40- and 64-digit hashes, UUIDs,
# times and prose. The block is repeated to the wanted size.
if [[ ! -s $file ]]; then
	block=$work/block.txt
	awk -v size=$((2 << 20)) 'BEGIN {
		srand(42)
		split("0 1 2 3 4 5 6 7 8 9 a b c d e f", digit, " ")
		while (written < size) {
			kind = int(rand() * 5)
			stamp = sprintf("2024-05-01T12:%02d:%02d.%03dZ", int(rand()*60), int(rand()*60), int(rand()*1000))
			if (kind == 0)
				line = sprintf("%s INFO  http GET /api/orders/%s status=200 took=%dms request_id=%s-%s-%s-%s-%s",
					stamp, hex(24), int(rand()*900), hex(8), hex(4), hex(4), hex(4), hex(12))
			else if (kind == 1)
				line = sprintf("%s DEBUG db query orders.find({_id: ObjectId(\"%s\")}) plan=IXSCAN keys=1 docs=1", stamp, hex(24))
			else if (kind == 2)
				line = sprintf("%s INFO  event {\"_id\":{\"$oid\":\"%s\"},\"user\":{\"$oid\":\"%s\"},\"type\":\"login\"}",
					stamp, hex(24), hex(24))
			else if (kind == 3)
				line = sprintf("%s WARN  deploy commit=%s image=sha256:%s retrying connection to replica set member",
					stamp, hex(40), hex(64))
			else
				line = sprintf("%s INFO  worker pool resized from %d to %d goroutines, queue length %d, nothing to do",
					stamp, int(rand()*64), int(rand()*64), int(rand()*10000))
			print line
			written += length(line) + 1
		}
	}
	function hex(n,   s, i) {
		s = ""
		for (i = 0; i < n; i++) s = s digit[int(rand() * 16) + 1]
		return s
	}' >"$block"
	for ((i = 0; i < size_mb / 2; i++)); do cat "$block"; done >"$file"
	rm "$block"
fi

bytes=$(stat -c %s "$file")
grep_count=$(LC_ALL=C grep -oE '\b[0-9a-fA-F]{24}\b' "$file" | wc -l)
scan_count=$("$binary" decode -scan -json "$file" | wc -l)
echo "File: $file, $((bytes >> 20)) MiB; grep finds $grep_count, objectid decode -scan finds $scan_count."
echo

commands=(
	"LC_ALL=C grep -oE '\\b[0-9a-fA-F]{24}\\b' $file | wc -l"
	"LC_ALL=en_US.UTF-8 grep -oE '\\b[0-9a-fA-F]{24}\\b' $file | wc -l"
	"$binary decode -scan -json $file > /dev/null"
	"$binary decode -scan $file > /dev/null"
)
names=(
	"grep -oE (LC_ALL=C), finds only"
	"grep -oE (en_US.UTF-8), finds only"
	"objectid decode -scan -json, finds, decodes, prints"
	"objectid decode -scan, finds, decodes, prints blocks"
)

if command -v hyperfine >/dev/null; then
	args=()
	for i in "${!commands[@]}"; do
		args+=(--command-name "${names[$i]}" "${commands[$i]}")
	done
	hyperfine --style none --warmup 1 --runs 3 --export-markdown "$work/result.md" "${args[@]}" >/dev/null
	cat "$work/result.md"
else
	echo "| Command | Best of 3 [s] | MB/s |"
	echo "|:---|---:|---:|"
	for i in "${!commands[@]}"; do
		best=
		for _ in 1 2 3; do
			start=$(date +%s.%N)
			bash -c "${commands[$i]}" >/dev/null
			took=$(echo "$(date +%s.%N) - $start" | bc)
			if [[ -z $best ]] || (($(echo "$took < $best" | bc))); then best=$took; fi
		done
		printf '| `%s` | %.2f | %.0f |\n' "${names[$i]}" "$best" "$(echo "$bytes / 1048576 / $best" | bc -l)"
	done
fi
