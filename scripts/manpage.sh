#!/usr/bin/env bash
# Writes objectid(1) in roff to standard output, made from the program's own
# help, so the manual says what `objectid help` says:
#   scripts/manpage.sh ./objectid > objectid.1
# The overview comes from `objectid help`, one section per command from
# `objectid help COMMAND`, the exit status from the overview's last lines.
set -euo pipefail
export LANG=en_US.UTF-8

bin=${1:?usage: scripts/manpage.sh BINARY}
overview=$("$bin" help)
version=$("$bin" version)
commands=$(sed -n -E 's/^  objectid ([a-z]+).*/\1/p' <<<"$overview" | uniq)
[[ -n $commands ]] || { echo "manpage: found no commands in the help of $bin" >&2; exit 1; }

# roff: backslashes doubled, hyphens as minus signs (what is typed), and
# lines that begin with a dot or an apostrophe guarded.
escape() {
	sed -e 's/\\/\\e/g' -e 's/-/\\-/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"
}

date=$(date -u -d "@${SOURCE_DATE_EPOCH:-$(date +%s)}" +%Y-%m-%d)
cat <<EOF
.TH OBJECTID 1 "$date" "$(escape <<<"$version")" "User Commands"
.SH NAME
objectid \\- make and read MongoDB ObjectIDs offline
.SH SYNOPSIS
.B objectid
.br
EOF
while read -r line; do
	printf '.B %s\n.br\n' "$(escape <<<"${line#  }")"
done < <(grep -E '^  objectid ' <<<"$overview")
echo ".SH DESCRIPTION"
head -n 1 <<<"$overview" | escape
# Each command: its usage lines and what the overview says it does, then
# its options from `objectid help COMMAND` (the lines after its usage).
echo ".SH COMMANDS"
for command in $commands; do
	echo ".SS $command"
	awk -v cmd="$command" '
		/^  objectid / { mine = ($2 == cmd); next }
		/^$/ { mine = 0 }
		mine && /^        / { sub(/^ +/, ""); print }
	' <<<"$overview" | escape
	options=$("$bin" help "$command" | grep -v -E '^(Usage: |       objectid )' || true)
	if [[ $options != "$(grep -v -E '^  objectid |^Usage:' <<<"$overview")" ]] && grep -q -E '^  -' <<<"$options"; then
		printf '.PP\nOptions:\n.nf\n'
		escape <<<"$options"
		echo ".fi"
	fi
done
echo ".SH TIMES AND EXIT STATUS"
# The paragraphs from the one that begins "TIME" to the end, each after .PP.
sed -n -E '/^TIME/,$p' <<<"$overview" | escape | sed -E '1!s/^(Exit status)/.PP\n\1/'
cat <<'EOF'
.SH EXAMPLES
.nf
objectid generate \-n 5 \-format shell
objectid decode 507f1f77bcf86cd799439011
objectid generate \-n 3 | objectid decode \-json
objectid decode \-scan app.log
objectid range \-from 2024\-05\-01T00:00:00Z \-to 2024\-05\-02T00:00:00Z \-format ejson
objectid range \-from \-24h \-to now
.fi
EOF
