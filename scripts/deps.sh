#!/usr/bin/env bash
# Installs the Debian packages the build and the checks of make test need,
# only those missing: a second run asks dpkg and nothing else. With the
# argument snippets, also the toolchains of make snippets. The list is
# what a minimal bookworm (debootstrap --variant=minbase plus git, make and
# ca-certificates) lacks; apt-get runs with --no-install-recommends, so
# nothing that only comes as a Recommends may be left out.
set -euo pipefail
export LANG=en_US.UTF-8

packages=(
	# cgo and the GL/GLFW binding Fyne builds on (X11 and Wayland). gcc only
	# recommends libc6-dev, which holds the C library's headers.
	gcc libc6-dev pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev
	libxinerama-dev libxi-dev libxxf86vm-dev libwayland-dev libxkbcommon-dev
	# The session bus Fyne watches the desktop's theme settings through.
	dbus-x11 dbus-daemon
	# make package compresses with xz; make test says what each step took
	# with GNU time.
	xz-utils time
	# The window under a virtual X server: keys, the X clipboard, a window
	# manager that closes windows politely, screenshots, software OpenGL,
	# xev and xwininfo.
	xvfb xauth xdotool xclip openbox wmctrl imagemagick libgl1-mesa-dri x11-utils
	# The tray check: the StatusNotifierWatcher desktop trays read, and gdbus.
	haskell-status-notifier-item-utils libglib2.0-bin
	# The Windows build and its tests: mingw-w64 for cgo, Wine, zip.
	gcc-mingw-w64-x86-64 wine wine64 zip
	# make deb checks its desktop entry and AppStream metainfo.
	desktop-file-utils appstream
	# The cli tests complete objectid in each shell it writes a script for.
	zsh fish
	# make smoke-wayland: sway's headless backend, a virtual keyboard, a
	# screenshot and the Wayland clipboard; Weston for checking by hand the
	# start-up under a compositor without a seat (docs/WAYLAND.md).
	sway wtype grim wl-clipboard weston
)
# npm fetches the pinned Node.js of the JavaScript checks (interop/install.sh);
# Debian's only where none is on PATH, since one from elsewhere conflicts.
command -v npm >/dev/null 2>&1 || packages+=(npm)
if [[ ${1:-} == snippets ]]; then
	# Python with PyMongo's bson, Java with the driver's org.bson, Mono's C#
	# compiler, and any rustc.
	packages+=(python3 python3-bson libmongodb-java openjdk-17-jdk-headless mono-mcs)
	command -v rustc >/dev/null 2>&1 || packages+=(rustc)
fi

if ! command -v go >/dev/null 2>&1; then
	echo "deps: Go is not on PATH: install Go 1.26 or newer (go.mod asks for go 1.26) and run again." >&2
	exit 1
fi

missing=()
for p in "${packages[@]}"; do
	# dpkg -s also succeeds for removed packages whose config remains.
	[[ "$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)" == installed ]] || missing+=("$p")
done
sudo=()
((EUID == 0)) || sudo=(sudo)
if ((EUID != 0 && ${#missing[@]} > 0)) && ! command -v sudo >/dev/null 2>&1; then
	echo "deps: as root, run: apt-get update && apt-get install --no-install-recommends ${missing[*]}" >&2
	exit 1
fi
if ((${#missing[@]} > 0)); then
	echo "deps: installing ${missing[*]}"
	"${sudo[@]}" env LANG=C.UTF-8 apt-get update -qq
	"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8 \
		apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null
fi

# sway will not run as root: make smoke-wayland run as root runs it and the
# window as this user.
user=${SMOKE_WAYLAND_USER:-wltest}
if ((EUID == 0)) && ! id "$user" >/dev/null 2>&1; then
	echo "deps: adding the user $user, who runs sway for make smoke-wayland"
	useradd --system --create-home --shell /usr/sbin/nologin "$user"
fi
