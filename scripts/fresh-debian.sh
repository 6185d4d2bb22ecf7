#!/usr/bin/env bash
# The README's promise on a truly fresh machine: debootstraps a minimal
# Debian bookworm (minbase plus git, make and ca-certificates) into a
# temporary folder, copies Go in (the one thing the README has the user bring;
# make deps installs the rest, Node.js included), clones this repository, and runs the
# README's commands there as a new user would: `make test`, then `make deb`,
# `apt-get install ./dist/objectid_….deb`, and the installed program's window
# must appear under Xvfb and close with exit status 0. Prints the time of
# each step. Needs root (debootstrap, chroot, mounts) and debootstrap.
#
#   scripts/fresh-debian.sh             clones the commit checked out here
#   FRESH_REF=main scripts/fresh-debian.sh
#   FRESH_KEEP=1 scripts/fresh-debian.sh    keeps the folder for a look inside
#   FRESH_GO_CACHES=share scripts/fresh-debian.sh
#       lends the new system this machine's Go module and build caches, so
#       the run checks the system packages, the README's commands and the
#       .deb without paying again for cold builds (the figure it prints is
#       then not a cold one)
#
# The packages come from the mirror this machine's apt uses. Go comes from
# this machine's GOROOT, as a user would unpack it into /usr/local/go.
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
repo=$(pwd)

ref=${FRESH_REF:-HEAD}
suite=bookworm
window_timeout=120

say() { echo "fresh-debian: $*"; }
die() {
	echo "fresh-debian: $*" >&2
	echo "fresh-debian: FAIL" >&2
	exit 1
}

((EUID == 0)) || die "needs root for debootstrap, chroot and its mounts"
command -v debootstrap >/dev/null || die "needs debootstrap (apt-get install debootstrap)"
goroot=$(go env GOROOT 2>/dev/null) || die "needs Go on PATH, to copy into the new system"
commit=$(git rev-parse --verify "$ref^{commit}") || die "$ref is not a commit of $repo"

# The first Debian archive (not the security one) in this machine's apt
# sources, one-line or deb822 format.
mirror=$(
	{
		grep -h -s -E '^[[:space:]]*deb[[:space:]]' /etc/apt/sources.list /etc/apt/sources.list.d/*.list |
			sed -E 's/\[[^]]*\]//' | awk '{ print $2 }'
		grep -h -s -E '^[[:space:]]*URIs:' /etc/apt/sources.list.d/*.sources | awk '{ for (i = 2; i <= NF; i++) print $i }'
	} | grep -E '/debian/?$' | head -n 1
)
mirror=${mirror:-http://deb.debian.org/debian}
security=${mirror%/debian*}/debian-security

root=$(mktemp -d /var/tmp/objectid-fresh-debian.XXXXXX)
mounts=()
cleanup() {
	local status=$? i
	# Newest mount first; never remove the folder while anything is mounted
	# in it (the host's /dev is).
	for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
		umount -l "${mounts[i]}" 2>/dev/null || true
	done
	if findmnt -rn -o TARGET | grep -q -F "$root"; then
		echo "fresh-debian: something is still mounted under $root; not removing it" >&2
	elif [[ -n ${FRESH_KEEP:-} ]]; then
		echo "fresh-debian: kept $root" >&2
	else
		rm -rf --one-file-system "$root"
	fi
	exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

bind() {
	mkdir -p "$root$2"
	mount "${@:3}" "$1" "$root$2"
	mounts+=("$root$2")
}

# in_chroot COMMAND: runs COMMAND with bash in the new system, as root, with
# the environment a login there has plus Go on PATH, and no terminal.
in_chroot() {
	chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb LANG=C.UTF-8 \
		${XSESSION_DISPLAY:+XSESSION_DISPLAY=$XSESSION_DISPLAY} "${chroot_go_env[@]}" \
		NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt \
		PATH=/usr/local/go/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
		/bin/bash -euo pipefail -c "$1" </dev/null
}

step_start=
step() {
	step_start=$SECONDS
	say "$*"
}
times=()
step_done() {
	local took=$((SECONDS - step_start))
	times+=("$(printf '%-45s %3dm%02ds' "$1" $((took / 60)) $((took % 60)))")
	say "$1 took $((took / 60))m$((took % 60))s"
}

say "$(git log -1 --format='%h %s' "$commit")"
step "debootstrap --variant=minbase $suite from $mirror into $root"
debootstrap --variant=minbase --include=git,make,ca-certificates "$suite" "$root" "$mirror" \
	>"$root.debootstrap.log" 2>&1 || { tail -n 30 "$root.debootstrap.log" >&2; die "debootstrap failed"; }
rm -f "$root.debootstrap.log"
cat >"$root/etc/apt/sources.list" <<EOF
deb $mirror $suite main
deb $mirror $suite-updates main
deb $security $suite-security main
EOF
step_done "debootstrap (minbase + git, make, ca-certificates)"

bind /proc /proc -t proc
bind /sys /sys --rbind
mount --make-rslave "$root/sys"
bind /dev /dev --rbind
mount --make-rslave "$root/dev"
bind tmpfs /dev/shm -t tmpfs
chroot_go_env=()
if [[ ${FRESH_GO_CACHES:-} == share ]]; then
	bind "$(go env GOMODCACHE)" /var/cache/host-go/mod --bind
	bind "$(go env GOCACHE)" /var/cache/host-go/build --bind
	chroot_go_env=(GOMODCACHE=/var/cache/host-go/mod GOCACHE=/var/cache/host-go/build)
	say "Go's module and build caches are this machine's (FRESH_GO_CACHES=share): builds are not cold"
fi
cp /etc/resolv.conf "$root/etc/resolv.conf"

# Outgoing TLS on this machine is re-signed by a local certificate
# authority, so the new system trusts what this one trusts (npm, which
# keeps its own list, is pointed at it too: NODE_EXTRA_CA_CERTS in
# in_chroot); a real fresh machine needs no such step.
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"

step "copying Go ($(go env GOVERSION)) into /usr/local/go and cloning $(git rev-parse --short "$commit")"
mkdir -p "$root/usr/local"
cp -a "$goroot" "$root/usr/local/go"
git clone -q --no-local --no-checkout "$repo" "$root/root/objectid"
git -C "$root/root/objectid" checkout -q "$commit"
step_done "copy Go, clone"

step "make test"
in_chroot 'cd /root/objectid && make test' || die "make test failed in the fresh system"
step_done "make test (make deps, cold builds, the whole suite)"

step "make deb; apt-get install ./dist/objectid_….deb"
in_chroot 'cd /root/objectid && make deb && apt-get install -y -qq ./dist/objectid_*.deb' ||
	die "the .deb did not build or install"
in_chroot 'dpkg -s objectid | sed -n "s/^Version: /installed objectid /p"; command -v objectid'
step_done "make deb, apt-get install the .deb"

step "the installed objectid opens its window"
in_chroot ". /root/objectid/scripts/xsession.sh
	xsession_start fresh-debian
	cd \"\$XSESSION_WORK\"
	objectid >app.log 2>&1 &
	pid=\$!
	xsession_track \$pid
	xsession_wait_window $window_timeout '^ObjectID Generator\$' \$pid
	echo \"fresh-debian: window \$XSESSION_WINDOW of \$(command -v objectid) is up\"
	xsession_close_window \"\$XSESSION_WINDOW\" \$pid" ||
	die "the installed program's window did not appear or did not close with exit status 0"
step_done "installed window appears and closes"

say "times on $(nproc) cores:"
printf '  %s\n' "${times[@]}"
say "total $((SECONDS / 60))m$((SECONDS % 60))s"
say PASS
