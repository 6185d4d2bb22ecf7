#!/usr/bin/env bash
# Opens the window for make run, also outside a desktop session (a console,
# ssh -X, a container), providing for the app's lifetime the private runtime
# folder and session bus a desktop would, which the window's libraries ask for.
set -euo pipefail

# The GL and Wayland libraries warn unless XDG_RUNTIME_DIR is ours alone.
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

# Fyne follows the desktop's theme over the session bus: a private one that
# ends with the app, rather than a daemon that outlives it.
if [[ -z ${DBUS_SESSION_BUS_ADDRESS:-} ]] && command -v dbus-run-session >/dev/null; then
	exec dbus-run-session -- "$@"
fi
exec "$@"
