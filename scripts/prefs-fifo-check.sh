#!/usr/bin/env bash
# The real window started with a FIFO in place of its preferences file:
# the start-up check opens the file without blocking, moves the FIFO aside
# and the window comes up. Fails when no window shows within the limit.
set -euo pipefail
export LANG=en_US.UTF-8
repo=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/xsession.sh
. "$repo/scripts/xsession.sh"
xsession_start prefs-fifo
binary=${OBJECTID_BINARY:-}
if [[ -z $binary ]]; then
	binary=$XSESSION_WORK/objectid
	(cd "$repo" && CGO_ENABLED=1 go build -tags "${PRODUCT_TAGS-no_emoji}" -o "$binary" .)
fi
dir=$XDG_CONFIG_HOME/fyne/io.github.objectidgenerator.objectid
mkdir -p "$dir"
mkfifo "$dir/preferences.json"
"$binary" >"$XSESSION_WORK/app.log" 2>&1 &
app=$!
xsession_track "$app"
xsession_wait_window "${SMOKE_WINDOW_TIMEOUT:-60}" "^ObjectID Generator\$" "$app"
[[ ! -p $dir/preferences.json ]] || xsession_fail "the FIFO is still where the preferences are read"
compgen -G "$dir/preferences.json.broken-*" >/dev/null || xsession_fail "the FIFO was not kept aside"
echo "prefs-fifo: the window is up with a FIFO in place of the preferences; the FIFO was moved aside"
