#!/usr/bin/env bash
# Leak check of the real window: the binary under Xvfb (scripts/xsession.sh)
# through LEAK_ROUNDS (20) rounds of what a user does: every tab, a batch
# of 100 copied, a decode, a Bulk paste, Suomi and back (saved for the
# next start), Dark and back. It reads the window's resident memory (VmRSS)
# after each round and fails when the last rounds exceed the first by more
# than LEAK_LIMIT_KIB (10 MiB).
#
# GOGC=25 keeps resident memory near the live heap, so a leak shows;
# FYNE_CACHE=20s lets Fyne free a replaced screen's widgets within the 40 s
# of warm-up. Fyne sweeps its cache every 10 s, so rounds are paced one
# every 10 s, each read at the same point of its slot; each end of the run
# is the median of three rounds.
#   scripts/leak-check.sh ./objectid
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
. scripts/xsession.sh

bin=${1:?usage: scripts/leak-check.sh OBJECTID}
rounds=${LEAK_ROUNDS:-20}
limit_kib=${LEAK_LIMIT_KIB:-10240}
export SMOKE_KEY_DELAY=100
xsession_start leak-check
echo '{"batchSize":100}' >"$prefs"
GOGC=25 FYNE_CACHE=20s smoke_start "$bin"

saved() { grep -q "\"$1\": *\"$2\"" "$prefs" 2>/dev/null; }
rss_kib() { awk '$1 == "VmRSS:" { print $2 }' "/proc/$app_pid/status"; }
now_ms() { echo $((${EPOCHREALTIME/./} / 1000)); }
# wait_until MS: sleeps until the time MS, if it is still ahead.
wait_until() {
	local left=$(($1 - $(now_ms)))
	((left <= 0)) || sleep "$((left / 1000)).$(printf '%03d' $((left % 1000)))"
}

# round NAME: one round of use in a 10 s slot; sets kib to the lowest of
# three readings taken from 0.9 s before the slot ends.
round() {
	local slot i reading
	slot=$(now_ms)
	smoke_keys ctrl+1
	smoke_copy_batch 100
	smoke_keys ctrl+2 ctrl+3 ctrl+4 ctrl+5
	smoke_put_clipboard 'ObjectId("507f1f77bcf86cd799439011")'
	smoke_keys ctrl+2 ctrl+a ctrl+v Tab Tab space
	smoke_wait_clipboard "$1: the seconds from Decode" smoke_clipboard_is 1350508407
	smoke_put_clipboard $'12:00 insert 507f1f77bcf86cd799439011\n12:01 update 6553f1003f2a91c8d4003039\n'
	smoke_keys ctrl+shift+v Tab space shift+Tab shift+Tab shift+Tab space
	smoke_wait_clipboard "$1: the Hex column from Bulk" smoke_clipboard_is $'507f1f77bcf86cd799439011\n6553f1003f2a91c8d4003039'
	smoke_keys ctrl+comma Right Right
	xsession_wait_for "$step_timeout" saved language fi || xsession_fail "$1: Suomi was not saved: $(cat "$prefs")"
	smoke_keys Left Left
	xsession_wait_for "$step_timeout" saved language "" || xsession_fail "$1: the system's language was not saved: $(cat "$prefs")"
	# From Language, past the two zone buttons, to Theme.
	smoke_keys Tab Tab Tab Right Right
	xsession_wait_for "$step_timeout" saved theme dark || xsession_fail "$1: Dark was not saved: $(cat "$prefs")"
	smoke_keys Left Left
	xsession_wait_for "$step_timeout" saved theme system || xsession_fail "$1: System was not saved: $(cat "$prefs")"
	smoke_keys Escape
	(($(now_ms) - slot < 9100)) || echo "leak-check: $1 overran its 10 s slot"
	wait_until $((slot + 9100))
	kib=$(rss_kib)
	for i in 1 2; do
		sleep 0.3
		reading=$(rss_kib)
		((reading >= kib)) || kib=$reading
	done
	wait_until $((slot + 10000))
}

start=$SECONDS
while ((SECONDS - start < ${LEAK_WARMUP:-40})); do
	round warm-up
done
rss=()
for ((i = 1; i <= rounds; i++)); do
	round "round $i"
	rss+=("$kib")
	echo "leak-check: round $i: VmRSS $((kib / 1024)) MiB"
done
median3() { printf '%s\n' "$@" | sort -n | sed -n 2p; }
first=$(median3 "${rss[@]:0:3}") last=$(median3 "${rss[@]:rounds-3:3}")
echo "leak-check: rounds 1-3 $((first / 1024)) MiB, rounds $((rounds - 2))-$rounds $((last / 1024)) MiB: $(((last - first) / 1024)) MiB more (limit $((limit_kib / 1024)) MiB)"
((last - first <= limit_kib)) || xsession_fail "the window's resident memory grew by $(((last - first) / 1024)) MiB"
smoke_quit
echo "leak-check: PASS"
