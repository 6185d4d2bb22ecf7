#!/usr/bin/env bash
# Installs the Debian packages the build, the tests and the window smoke test
# need, but only those that are missing: a second run asks dpkg and nothing
# else, so it costs well under a second. The list is what a minimal
# bookworm (debootstrap --variant=minbase plus git, make and ca-certificates)
# lacks; apt-get runs with --no-install-recommends, so nothing that only
# comes as a Recommends may be left out.
set -euo pipefail
export LANG=en_US.UTF-8

packages=(
	# cgo and the GL/GLFW binding Fyne builds on (X11 and Wayland). gcc only
	# recommends libc6-dev, which holds the C library's headers.
	gcc libc6-dev pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev
	libxinerama-dev libxi-dev libxxf86vm-dev libwayland-dev libxkbcommon-dev
	# The session bus Fyne watches the desktop's theme settings through:
	# dbus-launch starts one when no desktop session provides it.
	dbus-x11
	# make package compresses its archive with xz.
	xz-utils
	# The real window under a virtual X server: keys, the X clipboard, a
	# window manager that closes windows politely, PNG screenshots, and a
	# session bus like a desktop's.
	xvfb xdotool xclip openbox wmctrl imagemagick dbus-daemon
	# The tray check: the StatusNotifierWatcher desktop trays read, and
	# gdbus to ask it and the app's tray menu (about 7 MB to download).
	haskell-status-notifier-item-utils libglib2.0-bin
	# Software OpenGL for Xvfb.
	libgl1-mesa-dri
	# The Windows build and its tests: the mingw-w64 C compiler for cgo,
	# Wine to run the .exe and the Windows test binaries, zip for the
	# release archive.
	gcc-mingw-w64-x86-64 wine wine64 zip
	# make deb: the checks of its desktop entry and AppStream metainfo.
	desktop-file-utils appstream
	# make test says how long each step took, and scripts/gui-test-memory.sh
	# how much memory its tests used, with GNU time.
	time
	# scripts/bench-scan.sh times its commands with hyperfine;
	# scripts/bench-startup.sh hears the window map from xev.
	hyperfine x11-utils
	# The cli tests complete objectid in each shell it writes a script for.
	zsh fish
	# make smoke-wayland: sway's headless backend, swaymsg, a virtual
	# keyboard, a screenshot and the Wayland clipboard; Weston for checking
	# by hand the start-up under a compositor without a seat (docs/WAYLAND.md).
	sway wtype grim wl-clipboard weston
)
# npm fetches the pinned Node.js of the JavaScript checks (interop/install.sh);
# Debian's npm only where no npm is on PATH, since a Node.js from elsewhere
# brings its own and conflicts with Debian's.
command -v npm >/dev/null 2>&1 || packages+=(npm)

# sway will not run as root: as root, scripts/smoke-wayland.sh runs it and
# the window as this user, made here when missing.
wayland_user=${SMOKE_WAYLAND_USER:-wltest}
if ! id "$wayland_user" >/dev/null 2>&1; then
	if ((EUID == 0)); then
		echo "deps: adding the user $wayland_user, who runs sway for make smoke-wayland"
		useradd --system --create-home --shell /usr/sbin/nologin "$wayland_user"
	else
		echo "deps: make smoke-wayland run as root needs the user $wayland_user (sway will not run as root); as root, run: useradd --system --create-home $wayland_user" >&2
	fi
fi

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

# What to run by hand when this script cannot install the packages itself.
by_hand() {
	echo "deps: as root (or through sudo), run:" >&2
	echo "  apt-get update && apt-get install --no-install-recommends ${missing[*]}" >&2
	echo "deps: then run make again." >&2
}

sudo=()
if ((EUID != 0)); then
	if ! command -v sudo >/dev/null 2>&1; then
		echo "deps: these Debian packages are missing, and installing them needs root: you are not root and sudo is not installed." >&2
		by_hand
		exit 1
	fi
	sudo=(sudo)
fi
echo "deps: installing ${missing[*]}"
if ! "${sudo[@]}" env LANG=C.UTF-8 apt-get update -qq ||
	! "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8 \
		apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null; then
	echo "deps: apt-get could not install ${missing[*]}." >&2
	by_hand
	exit 1
fi
