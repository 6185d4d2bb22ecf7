#!/usr/bin/env bash
# What the real window looks like, read back from screenshots of the product
# binary under Xvfb with a window manager (scripts/xsession.sh), for each
# saved theme, light and dark, on a fresh start:
#
#   bar        the "Times in" bar at the foot of the window: the label and
#              both radio buttons' labels read at 4.5:1 or more on the bar,
#              the rings of the radio buttons at 3:1 or more
#   shortcuts  F1 at 800×600 and at 1200×850: the dialog shows every line of
#              the list, its title and its Close button (23 lines of text)
#
# Screenshots go to artifacts/look-THEME-*.png. Part of make smoke.
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
. scripts/xsession.sh
. scripts/smoke-checks.sh

bin=./objectid
artifacts=artifacts
window_timeout=${SMOKE_WINDOW_TIMEOUT:-60}
step_timeout=${SMOKE_STEP_TIMEOUT:-20}
# The title, the 21 shortcuts and the Close button.
want_lines=23
# The bar is the last row of the window; its text and rings lie in its
# bottom 34 pixels, above which the tabs' content starts.
bar_height=34

echo "look: building $bin and the screen probe"
CGO_ENABLED=1 go build -tags "${PRODUCT_TAGS-no_emoji}" -o "$bin" .
xsession_start look 1400x1000x24
probe=$XSESSION_WORK/screen-probe
go build -o "$probe" ./scripts/screen-probe
prefs_dir=$XDG_CONFIG_HOME/fyne/io.github.objectidgenerator.objectid
mkdir -p "$artifacts" "$prefs_dir"

# look_shot NAME: a screenshot of the window alone in
# artifacts/look-NAME.png.
look_shot() {
	import -window "$XSESSION_WINDOW" "$artifacts/look-$1.png" || xsession_fail "could not take the screenshot $1"
}

# look_bar_drawn NAME: takes the screenshot; true once its bar shows all
# five marks, as the window is drawn some time after it is mapped.
look_bar_drawn() {
	look_shot "$1"
	mapfile -t marks < <("$probe" bar "$artifacts/look-$1.png" "$bar_height" | tail -n 5)
	((${#marks[@]} == 5))
}

# look_list_drawn NAME: takes the screenshot; true once the dialog shows
# want_lines lines of text.
look_list_drawn() {
	look_shot "$1"
	read -r lines _ <<<"$("$probe" lines "$artifacts/look-$1.png")"
	((lines >= want_lines))
}

# look_size W H: resizes the window and waits until the window manager says so.
look_size() {
	xdotool windowsize --sync "$XSESSION_WINDOW" "$1" "$2" ||
		xsession_fail "could not resize the window to $1x$2"
}

for theme in light dark; do
	# A fresh start with the theme saved, as after Settings → Theme and a
	# restart; the rest of the preferences are the defaults.
	printf '{"theme":"%s"}' "$theme" >"$prefs_dir/preferences.json"
	"$bin" >"$XSESSION_WORK/app-$theme.log" 2>&1 &
	app_pid=$!
	xsession_track "$app_pid"
	xsession_wait_window "$window_timeout" "^${smoke_title}\$" "$app_pid"
	timeout 10 xdotool windowactivate --sync "$XSESSION_WINDOW" ||
		xsession_fail "the window manager did not give the window the focus"
	look_size 800 600

	shot=$artifacts/look-$theme-start.png
	marks=()
	xsession_wait_for "$step_timeout" look_bar_drawn "$theme-start" || xsession_fail "$theme: the bar of $shot shows ${#marks[@]} marks, want \"Times in\", two rings and two labels"
	for i in 0 1 2 3 4; do
		read -r x0 x1 ratio <<<"${marks[i]}"
		what=("\"Times in\"" "the UTC button's ring" "the UTC label" "the Local button's ring" "the Local label")
		want=4.5
		((i % 2 == 1)) && want=3
		awk -v r="$ratio" -v w="$want" 'BEGIN { exit !(r >= w) }' ||
			xsession_fail "$theme: ${what[i]} (x $x0-$x1 of $shot) is $ratio:1 on the bar, under $want:1"
	done
	echo "look: $theme: the bar reads $(printf '%s ' "${marks[@]}" | awk '{ printf "%s:1 %s:1 %s:1 %s:1 %s:1", $3, $6, $9, $12, $15 }') (text, ring, text, ring, text)"

	for size in 800x600 1200x850; do
		look_size "${size%x*}" "${size#*x}"
		smoke_keys F1
		shot=$artifacts/look-$theme-shortcuts-$size.png
		lines=0
		xsession_wait_for "$step_timeout" look_list_drawn "$theme-shortcuts-$size" ||
			xsession_fail "$theme: at $size the shortcuts dialog shows $lines lines of text ($shot), want $want_lines"
		smoke_keys Escape
		echo "look: $theme: at $size F1 shows $lines lines of text"
	done

	smoke_keys ctrl+q
	xsession_wait_for "$step_timeout" xsession_exited "$app_pid" ||
		xsession_fail "$theme: the app was still running ${step_timeout}s after Ctrl+Q"
	status=0
	wait "$app_pid" || status=$?
	xsession_untrack "$app_pid"
	((status == 0)) || xsession_fail "$theme: the app exited with status $status after Ctrl+Q"
done
echo "look: PASS"
