#!/usr/bin/env bash
# Times `objectid decode -scan`, which finds, decodes and prints every
# ObjectID, against grep, which only finds them, on ~100 MB of log text.
# Prints hyperfine's markdown table (make deps installs hyperfine).
#
#   scripts/bench-scan.sh [SIZE_MB]     (default 100)
#
# OBJECTID_BINARY names a binary to time instead of building one. The text
# and the binary are made in a temporary folder of their own, removed on
# exit.
set -euo pipefail
export LANG=en_US.UTF-8

size_mb=${1:-100}
if ! [[ $size_mb =~ ^[1-9][0-9]*$ ]]; then
	echo "bench-scan: SIZE_MB must be a whole number of megabytes, not \"$size_mb\"" >&2
	exit 2
fi
if ! command -v hyperfine >/dev/null; then
	echo "bench-scan: hyperfine is not installed; make deps installs it" >&2
	exit 1
fi
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/objectid-bench-scan.XXXXXX")
trap 'rm -rf "$work"' EXIT
file=$work/log-${size_mb}mb.txt

binary=${OBJECTID_BINARY:-}
if [[ -z $binary ]]; then
	binary=$work/objectid
	(cd "$repo" && CGO_ENABLED=1 go build -o "$binary" .)
fi

# One 2 MB block of log lines, the mix an application writes: IDs in URLs,
# in mongosh and Extended JSON forms, among 40- and 64-digit hashes, UUIDs,
# times and prose. The block is repeated to the wanted size, rounded up to
# whole blocks.
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
for ((i = 0; i < (size_mb + 1) / 2; i++)); do cat "$block"; done >"$file"
rm "$block"

bytes=$(stat -c %s "$file")
grep_count=$(LC_ALL=C grep -oE '\b[0-9a-fA-F]{24}\b' "$file" | wc -l)
scan_count=$("$binary" decode -scan -json "$file" | wc -l)
echo "Log text: $((bytes >> 20)) MiB; grep finds $grep_count IDs, objectid decode -scan finds $scan_count."
echo

# The paths as the shell that hyperfine starts reads them.
printf -v qfile '%q' "$file"
printf -v qbinary '%q' "$binary"
commands=(
	"LC_ALL=C grep -oE '\\b[0-9a-fA-F]{24}\\b' $qfile | wc -l"
	"LC_ALL=C.UTF-8 grep -oE '\\b[0-9a-fA-F]{24}\\b' $qfile | wc -l"
	"$qbinary decode -scan -json $qfile > /dev/null"
	"$qbinary decode -scan $qfile > /dev/null"
)
names=(
	"grep -oE (LC_ALL=C), finds only"
	"grep -oE (C.UTF-8), finds only"
	"objectid decode -scan -json, finds, decodes, prints"
	"objectid decode -scan, finds, decodes, prints blocks"
)

args=()
for i in "${!commands[@]}"; do
	args+=(--command-name "${names[$i]}" "${commands[$i]}")
done
hyperfine --style none --warmup 1 --runs 3 --export-markdown "$work/result.md" "${args[@]}" >/dev/null
cat "$work/result.md"
