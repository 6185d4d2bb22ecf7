#!/usr/bin/env bash
# Window smoke test: the real binary (cgo, GLFW, OpenGL) under Xvfb with a
# window manager, driven with real key presses. It presses Ctrl+G (generate a
# batch) and Ctrl+Shift+C (copy all, hex by default), reads the X clipboard,
# checks the batch with `objectid decode -json`, saves a screenshot to
# artifacts/smoke.png and closes the window, expecting exit status 0.
set -euo pipefail
export LANG=en_US.UTF-8
cd "$(dirname "$0")/.."
. scripts/xsession.sh
. scripts/smoke-checks.sh

bin=./objectid
artifacts=artifacts
window_timeout=${SMOKE_WINDOW_TIMEOUT:-60}

echo "smoke: building $bin"
# The product's build tags, as make build uses them (Makefile PRODUCT_TAGS).
CGO_ENABLED=1 go build -tags "${PRODUCT_TAGS-no_emoji}" -o "$bin" .

xsession_start smoke

# A private session bus, like a desktop session has, for Fyne's theme
# watcher; it ends with the app.
dbus-run-session -- "$bin" >"$XSESSION_WORK/app.log" 2>&1 &
app_pid=$!
xsession_track "$app_pid"

xsession_wait_window "$window_timeout" "^${smoke_title}\$" "$app_pid"
echo "smoke: window $XSESSION_WINDOW is up"

smoke_copy_batch "$XSESSION_WINDOW"
mkdir -p "$artifacts"
import -window root "$artifacts/smoke.png" || xsession_fail "could not take the screenshot"
smoke_check_batch "$bin"

status=0
xsession_close_window "$XSESSION_WINDOW" "$app_pid" || status=$?
((status == 0)) || xsession_fail "the app exited with status $status after its window was closed"

echo "smoke: $smoke_batch_size IDs copied through the X clipboard, sharing random value $(cut -c 9-18 <<<"$smoke_ids" | head -n 1); screenshot in $artifacts/smoke.png"
echo "smoke: PASS"
