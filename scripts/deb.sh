#!/usr/bin/env bash
# Builds the Debian package from a release binary with dpkg-deb:
#   scripts/deb.sh BINARY DIST_DIR      writes DIST_DIR/objectid_VERSION-1_ARCH.deb
# and checks its desktop entry (desktop-file-validate) and AppStream
# metainfo (appstreamcli validate); a warning from either fails the build.
# It holds the binary, its desktop entry, icons and AppStream metainfo, a
# man page, each shell's completion and the copyright of every module in it,
# named and described from FyneApp.toml as the tar.xz of make package is.
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."

bin=${1:?usage: scripts/deb.sh BINARY DIST_DIR}
dist=${2:?usage: scripts/deb.sh BINARY DIST_DIR}

die() {
	echo "deb: $*" >&2
	exit 1
}

toml() { sed -n "s/^ *$1 = \"\\(.*\\)\"/\\1/p" FyneApp.toml | sed -n 1p; }
toml_list() { sed -n "s/^ *$1 = \\[\\(.*\\)\\]/\\1/p" FyneApp.toml | tr -d '"' | sed 's/, */;/g'; }
name=$(toml Name)
app_id=$(toml ID)
version=$(toml Version)
website=$(toml Website)
description=$(toml Description)
generic_name=$(toml GenericName)
comment=$(toml Comment)
categories=$(toml_list Categories)
keywords=$(toml_list Keywords)
package=objectid
arch=$(dpkg --print-architecture)
revision=1
[[ -n $name && -n $app_id && -n $version ]] || die "FyneApp.toml lacks Name, ID or Version"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$work/root
mkdir -p "$root/DEBIAN" "$root/usr/bin" "$root/usr/share/applications" "$root/usr/share/metainfo" \
	"$root/usr/share/man/man1" "$root/usr/share/doc/$package" "$root/usr/share/icons/hicolor/scalable/apps" \
	"$root/usr/share/bash-completion/completions" "$root/usr/share/zsh/vendor-completions" "$root/usr/share/fish/vendor_completions.d"

install -m 755 "$bin" "$root/usr/bin/$package"

# On X11 the window's class is its title (GLFW's default), on Wayland its
# app ID is the app's ID, which names this file.
cat >"$root/usr/share/applications/$app_id.desktop" <<EOF
[Desktop Entry]
Type=Application
Name=$name
GenericName=$generic_name
Comment=$comment
Exec=$package
Icon=$app_id
Terminal=false
Categories=$categories;
Keywords=$keywords;
StartupWMClass=$name
EOF

for size in 16 24 32 48 64 128 256 512; do
	dir=$root/usr/share/icons/hicolor/${size}x${size}/apps
	mkdir -p "$dir"
	convert assets/icon.png -strip -resize "${size}x${size}" "png:$dir/$app_id.png"
done
install -m 644 assets/icon.svg "$root/usr/share/icons/hicolor/scalable/apps/$app_id.svg"

# The release notes name the version with today's date unless the build
# fixes the date (SOURCE_DATE_EPOCH, as reproducible builds do).
release_date=$(date -u -d "@${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}" +%Y-%m-%d)
xml() { sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' <<<"$1"; }
cat >"$root/usr/share/metainfo/$app_id.metainfo.xml" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<component type="desktop-application">
  <id>$app_id</id>
  <metadata_license>CC0-1.0</metadata_license>
  <project_license>MIT</project_license>
  <name>$(xml "$name")</name>
  <summary>$(xml "$comment")</summary>
  <description>
    <p>$(xml "$description")</p>
    <p>It writes IDs in the forms people paste into mongosh, Compass, mongoimport and test fixtures:
      plain hex, ObjectId("…"), Extended JSON, a JSON array or CSV. It decodes any ObjectID into its
      creation time, random value and counter, finds every ObjectID in a pasted log, and builds the _id
      range filter that selects the documents created between two times. The same program is a
      command line: objectid generate, decode and range.</p>
    <p>It works offline, from the keyboard alone, in English, Finnish, Vietnamese and Indonesian.</p>
  </description>
  <launchable type="desktop-id">$app_id.desktop</launchable>
  <provides>
    <binary>$package</binary>
  </provides>
  <url type="homepage">$(xml "$website")</url>
  <developer id="${app_id%.*}">
    <name>The $(xml "$name") developers</name>
  </developer>
  <categories>
$(tr ';' '\n' <<<"$categories" | sed 's|.*|    <category>&</category>|')
  </categories>
  <keywords>
$(tr ';' '\n' <<<"$keywords" | sed 's|.*|    <keyword>&</keyword>|')
  </keywords>
  <content_rating type="oars-1.1"/>
  <releases>
    <release version="$version" date="$release_date"/>
  </releases>
</component>
EOF

scripts/manpage.sh "$root/usr/bin/$package" | gzip -9 -n >"$root/usr/share/man/man1/$package.1.gz"

# Each shell's completion, where Debian's packages of the shells look.
"$root/usr/bin/$package" completion bash >"$root/usr/share/bash-completion/completions/$package"
"$root/usr/bin/$package" completion zsh >"$root/usr/share/zsh/vendor-completions/_$package"
"$root/usr/bin/$package" completion fish >"$root/usr/share/fish/vendor_completions.d/$package.fish"

# The binary carries the code of every module it is built from; the
# copyright file names each and carries its licence text.
{
	cat <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: $name
Source: $website

Files: *
Copyright: The $name developers
License: MIT
EOF
	sed -e 's/^[[:space:]]*$/./' -e 's/^/ /' LICENSE
	go list -deps -f '{{with .Module}}{{if not .Main}}{{.Path}} {{.Version}} {{.Dir}}{{end}}{{end}}' . |
		sort -u | while read -r path mod_version dir; do
		license=$(find "$dir" -maxdepth 1 -type f \( -iname 'LICEN[CS]E*' -o -iname 'COPYING*' \) | sort | sed -n 1p)
		[[ -n $license ]] || die "module $path $mod_version has no licence file in $dir"
		printf '\nFiles: (compiled in) %s %s\nCopyright: the authors of %s\nLicense: see below\n' \
			"$path" "$mod_version" "$path"
		sed -e 's/^[[:space:]]*$/./' -e 's/^/ /' "$license"
	done
} >"$root/usr/share/doc/$package/copyright"

# Depends: the package of every shared library the binary links or GLFW opens, found
# through dpkg on this machine; libc6 at least the newest symbol version used.
depends=()
while read -r soname; do
	lib=$(ldconfig -p | awk -v so="$soname" '!found && $1 == so { print $NF; found = 1 }')
	[[ -n $lib ]] || die "no library $soname on this machine"
	# dpkg knows each file by the path its package ships it under; with
	# merged /usr that may be the /lib or the /usr/lib spelling of it.
	real=$(readlink -f "$lib")
	for candidate in "$lib" "$real" "${real#/usr}" "/usr$lib"; do
		owner=$(dpkg -S "$candidate" 2>/dev/null | sed -n 1p | cut -d: -f1) && [[ -n $owner ]] && break
	done
	[[ -n $owner ]] || die "no package owns $lib"
	depends+=("$owner")
done < <(
	objdump -p "$bin" | awk '$1 == "NEEDED" { print $2 }'
	# GLFW opens the X11, Wayland and keyboard libraries at run time
	# (dlopen), so the binary does not name them.
	printf '%s\n' libX11.so.6 libX11-xcb.so.1 libXcursor.so.1 libXrandr.so.2 libXinerama.so.1 libXi.so.6 \
		libXxf86vm.so.1 libXrender.so.1 libXext.so.6 libwayland-cursor.so.0 libwayland-egl.so.1 libxkbcommon.so.0 libEGL.so.1
)
glibc=$(objdump -T "$bin" | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -V | tail -n 1)
depends_line=$(printf '%s\n' "${depends[@]}" | sort -u | sed "s/^libc6\$/libc6 (>= $glibc)/" | paste -s -d, | sed 's/,/, /g')

cat >"$root/DEBIAN/control" <<EOF
Package: $package
Version: $version-$revision
Architecture: $arch
Maintainer: The $name developers <noreply@objectid-generator.github.io>
Installed-Size: $(du -k -s "$root/usr" | cut -f1)
Depends: $depends_line
Section: devel
Priority: optional
Homepage: $website
Description: $comment
$(fold -s -w 76 <<<"$description" | sed -e 's/ *$//' -e 's/^/ /')
EOF

find "$root" -type d -exec chmod 755 {} +
find "$root/usr/share" -type f -exec chmod 644 {} +

desktop-file-validate "$root/usr/share/applications/$app_id.desktop" >"$work/desktop.txt" 2>&1 || true
[[ ! -s $work/desktop.txt ]] || die "desktop-file-validate: $(cat "$work/desktop.txt")"
# --no-net: the screenshots and URLs are not fetched; the metadata itself is
# checked to the full (pedantic) rules.
appstreamcli validate --no-net --pedantic "$root/usr/share/metainfo/$app_id.metainfo.xml" >"$work/appstream.txt" 2>&1 ||
	die "appstreamcli validate: $(cat "$work/appstream.txt")"

mkdir -p "$dist"
deb=$dist/${package}_${version}-${revision}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "deb: $deb"
dpkg-deb --info "$deb" | sed -n '/Package:/,$p'
