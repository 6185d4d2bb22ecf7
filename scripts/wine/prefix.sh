# shellcheck shell=bash
# A Wine prefix of its own for the Windows tests: source it and call
# wine_prefix DIR. Test scaffolding only; nothing of it is shipped.
#
# Debian bookworm's Wine 8.0 has no bcryptprimitives.dll, whose ProcessPrng
# Go's runtime calls at start, so every Go program would die before main.
# The prefix gets a stand-in built from bcryptprimitives.c with mingw-w64,
# which forwards to BCryptGenRandom, and Wine is told to load it.

# wine_prefix DIR: makes the prefix in DIR and exports WINEPREFIX and the
# settings every later wine call needs; sets WINE to the 64-bit loader.
wine_prefix() {
	local dir=$1 here
	here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
	WINE=$(command -v wine64 || true)
	[[ -n $WINE ]] || WINE=/usr/lib/wine/wine64
	[[ -x $WINE ]] || { echo "wine: no wine64 (Debian: apt-get install wine64)" >&2; return 1; }
	export WINE WINEPREFIX=$dir WINEARCH=win64 WINEDEBUG=${WINEDEBUG:--all}
	# n: our bcryptprimitives.dll; the empty ones stop Wine from offering to
	# install Mono and Gecko and from writing desktop menu entries.
	export WINEDLLOVERRIDES="bcryptprimitives=n;mscoree=;mshtml=;winemenubuilder.exe="
	mkdir -p "$dir"
	x86_64-w64-mingw32-gcc -shared -O2 -s -o "$dir/bcryptprimitives.dll" \
		"$here/bcryptprimitives.c" "$here/bcryptprimitives.def" -lbcrypt || return 1
	"$WINE" wineboot --init >"$dir/wineboot.log" 2>&1 || { cat "$dir/wineboot.log" >&2; return 1; }
	wineserver --wait
	[[ -d $dir/drive_c/windows/system32 ]] || { echo "wine: wineboot made no prefix in $dir" >&2; return 1; }
	cp "$dir/bcryptprimitives.dll" "$dir/drive_c/windows/system32/bcryptprimitives.dll"
}
