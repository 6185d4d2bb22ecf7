#!/usr/bin/env bash
# Installs the Debian packages the build, the tests and the window smoke test
# need, but only those that are missing: a second run asks dpkg and nothing
# else, so it costs well under a second.
set -euo pipefail
export LANG=en_US.UTF-8

packages=(
	# cgo and the GL/GLFW binding Fyne builds on (X11 and Wayland).
	gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev
	libxinerama-dev libxi-dev libxxf86vm-dev libwayland-dev libxkbcommon-dev
	# The real window under a virtual X server: keys, the X clipboard, a
	# window manager that closes windows politely, PNG screenshots, and a
	# session bus like a desktop's.
	xvfb xdotool xclip openbox wmctrl imagemagick dbus-daemon
	# Software OpenGL for Xvfb.
	libgl1-mesa-dri
)

if ! command -v go >/dev/null 2>&1; then
	echo "deps: Go is not installed or not on PATH." >&2
	echo "deps: install Go 1.26 or newer (go.mod asks for go 1.26) and run again." >&2
	exit 1
fi

missing=()
for p in "${packages[@]}"; do
	# dpkg -s also succeeds for removed packages whose config remains, so ask
	# for the status word itself.
	if [[ "$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)" != installed ]]; then
		missing+=("$p")
	fi
done

if ((${#missing[@]} == 0)); then
	exit 0
fi

echo "deps: installing ${missing[*]}"
sudo=()
if ((EUID != 0)); then
	sudo=(sudo)
fi
"${sudo[@]}" env LANG=C.UTF-8 apt-get update -qq
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8 apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null
