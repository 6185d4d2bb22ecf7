#!/usr/bin/env bash
# Opens the window the way `make run` does, also outside a desktop session
# (a console, ssh -X, a container): a desktop provides a private runtime
# directory and a session bus; when they are missing this script provides
# them for the app's lifetime instead of letting the window's libraries
# complain.
#   scripts/run.sh ./objectid [ARGS...]
set -euo pipefail

# XDG_RUNTIME_DIR must be a directory of our own that nobody else may read
# (the XDG base directory specification); the GL and Wayland libraries warn
# when it is not.
runtime_dir_ok() {
	[[ -n ${XDG_RUNTIME_DIR:-} && -d $XDG_RUNTIME_DIR && -O $XDG_RUNTIME_DIR ]] &&
		[[ $(stat -c %a "$XDG_RUNTIME_DIR") == 700 ]]
}
if ! runtime_dir_ok; then
	XDG_RUNTIME_DIR=${TMPDIR:-/tmp}/objectid-runtime-$(id -u)
	mkdir -p -m 700 "$XDG_RUNTIME_DIR"
	runtime_dir_ok || {
		echo "run: $XDG_RUNTIME_DIR is not a private directory of $(id -un); remove it and run again" >&2
		exit 1
	}
	export XDG_RUNTIME_DIR
fi

# Fyne follows the desktop's light or dark setting over the session bus. A
# private bus that ends with the app stands in for a missing one, rather than
# a daemon started on the side that outlives it.
if [[ -z ${DBUS_SESSION_BUS_ADDRESS:-} ]] && command -v dbus-run-session >/dev/null; then
	exec dbus-run-session -- "$@"
fi
exec "$@"
