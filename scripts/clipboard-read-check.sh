#!/usr/bin/env bash
# The window's clipboard reader (gui/clipboardread_x11.go) against a real X
# server, Xvfb, with xclip as the clipboard's owner: text read whole, a
# STRING-only owner, 3 MiB sent in pieces (INCR) read whole, 100 MB read
# only to one byte past the detection limit and the owner still serving
# the next reader, no owner, and an owner stopped with SIGSTOP given up on
# after about a second. Then the real window with 100 MB on the clipboard:
# scripts/clipboard-window-check.sh.
#
#   scripts/clipboard-read-check.sh       # XSESSION_DISPLAY=96 picks the display
set -euo pipefail
cd "$(dirname "$0")/.."
export LANG=en_US.UTF-8
# The window manager stays connected throughout: an X server whose last
# client leaves resets itself, and refuses connections meanwhile, which
# every xclip killed by a test would cause.
. scripts/xsession.sh
xsession_start clipboard-read
CGO_ENABLED=1 go test -tags 'ci xclipboard' -count=1 -run '^TestX11Clipboard' ./gui ||
	xsession_fail "the clipboard reader's tests failed"
echo "clipboard-read: PASS"
