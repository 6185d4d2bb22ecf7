#!/usr/bin/env bash
# The README's promise on a truly fresh machine: debootstraps a minimal
# Debian bookworm (minbase plus git, make and ca-certificates), copies Go in
# (the one thing the README has the user bring) as /usr/local/go, clones
# this repository and runs, as a new user would, `make test`, then `make
# deb` and `apt-get install` of the .deb, whose program must open its window
# under Xvfb and close with status 0. Prints the time of each step. Needs
# root and debootstrap.
#
#   scripts/fresh-debian.sh                   the commit checked out here
#   FRESH_REF=main scripts/fresh-debian.sh
#   FRESH_MIRROR=http://mirror.example/debian scripts/fresh-debian.sh
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."

say() { echo "fresh-debian: $*"; }
die() {
	say "$*" >&2
	say FAIL >&2
	exit 1
}
((EUID == 0)) || die "needs root for debootstrap, chroot and its mounts"
command -v debootstrap >/dev/null || die "needs debootstrap (apt-get install debootstrap)"
goroot=$(go env GOROOT) || die "needs Go on PATH, to copy into the new system"
commit=$(git rev-parse --verify "${FRESH_REF:-HEAD}^{commit}") || die "${FRESH_REF:-HEAD} is not a commit"
mirror=${FRESH_MIRROR:-http://deb.debian.org/debian}

root=$(mktemp -d /var/tmp/objectid-fresh-debian.XXXXXX)
# mktemp makes it 0700; as the new system's / it must be 0755, as on any
# machine, or its other users (sway's, in make smoke-wayland) can open nothing.
chmod 755 "$root"
mounts=()
cleanup() {
	local status=$? i
	for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
		umount -l "${mounts[i]}" 2>/dev/null || true
	done
	# Never remove the folder while anything (the host's /dev) is mounted in it.
	if findmnt -rn -o TARGET | grep -q -F "$root"; then
		say "something is still mounted under $root; not removing it" >&2
	else
		rm -rf --one-file-system "$root"
	fi
	exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
mount_in() {
	mkdir -p "$root$2"
	mount "${@:3}" "$1" "$root$2"
	mounts+=("$root$2")
}
# in_chroot COMMAND: runs COMMAND with bash in the new system as root, with
# a login's environment plus Go on PATH, and no terminal.
in_chroot() {
	chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb LANG=C.UTF-8 \
		NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt \
		PATH=/usr/local/go/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
		/bin/bash -euo pipefail -c "$1" </dev/null
}
times=()
# step NAME COMMAND...: runs COMMAND and notes how long it took.
step() {
	local start=$SECONDS
	say "$1"
	"${@:2}" || die "$1 failed"
	times+=("$(printf '%-40s %3dm%02ds' "$1" $(((SECONDS - start) / 60)) $(((SECONDS - start) % 60)))")
}

say "$(git log -1 --format='%h %s' "$commit")"
step "debootstrap from $mirror" debootstrap --variant=minbase --include=git,make,ca-certificates bookworm "$root" "$mirror"
printf 'deb %s bookworm main\ndeb %s bookworm-updates main\ndeb %s bookworm-security main\n' \
	"$mirror" "$mirror" "${mirror%/debian*}/debian-security" >"$root/etc/apt/sources.list"
mount_in /proc /proc -t proc
mount_in /sys /sys --rbind
mount --make-rslave "$root/sys"
mount_in /dev /dev --rbind
mount --make-rslave "$root/dev"
mount_in tmpfs /dev/shm -t tmpfs
cp /etc/resolv.conf "$root/etc/resolv.conf"
# This machine re-signs outgoing TLS with a local authority, which the new
# system must trust too (npm through NODE_EXTRA_CA_CERTS); a real fresh
# machine needs no such step.
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
mkdir -p "$root/usr/local"
cp -a "$goroot" "$root/usr/local/go"
git clone -q --no-local --no-checkout . "$root/root/objectid"
git -C "$root/root/objectid" checkout -q "$commit"

step "make test" in_chroot 'cd /root/objectid && make test'
step "make deb, apt-get install the .deb" in_chroot 'cd /root/objectid && make deb && apt-get install -y -qq ./dist/objectid_*.deb'
step "the installed objectid opens its window" in_chroot '. /root/objectid/scripts/xsession.sh
	xsession_start fresh-debian
	cd "$XSESSION_WORK"
	smoke_start objectid
	xsession_close_window "$XSESSION_WINDOW" "$app_pid"'
say "times on $(nproc) cores:"
printf '  %s\n' "${times[@]}"
say "total $((SECONDS / 60))m$((SECONDS % 60))s"
say PASS
