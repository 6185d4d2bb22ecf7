# The targets mirror CI: .ci/run is `make test` on a clean clone.
#   make run            install what is missing, build, open the window
#   make test           vet, the race-enabled headless suite of every package (once), its
#                       coverage gate, a short fuzz run, interop, snippets, the window
#                       smoke, look, tray, full-disk and preferences checks, the Wayland
#                       smoke test, the leak check, then core and cli tests as Windows
#                       programs under Wine, and the Windows smoke test; three steps at
#                       a time
#   make smoke-wayland  the window under sway's headless Wayland backend, no DISPLAY: an
#                       xdg_shell client, Ctrl+G and Ctrl+Shift+C read back with wl-paste,
#                       Ctrl+Q; part of make test (docs/WAYLAND.md)
#   make tray-check     the tray menu over D-Bus with a real StatusNotifierWatcher
#   make atomic-check   the full-disk tests on a real 1 MiB tmpfs (as root); part of smoke
#   make smoke-windows  the Windows smoke test: the .exe of make windows under Wine
#   make test-fresh     the README's commands on a freshly debootstrapped Debian bookworm (root)
#   make cover          the coverage gate alone: fails below COVER_MIN for a package
#   make test-gui       the gui tests once under the race detector, with coverage, in
#                       processes two at a time; part of make test
#   make leak-check     the real window through 20 rounds of use, failing when its
#                       resident memory grows more than 10 MiB from round 2; part of
#                       make test
#   make lint           gofmt, go vet, staticcheck, core imports only the standard library,
#                       actionlint on the release workflow
#   make bench          Go benchmarks (headless)
#   make fuzz           a longer fuzz run of every Fuzz target
#   make bench-startup  time to first window and memory against a minimal Fyne window
#   make bench-scan     decode -scan against grep on 100 MB of log text (hyperfine)
#   make bench-bulk     peak memory of the window opening a 1 GB file of 40 million IDs in Bulk
#   make interop        the output read by the real tools: mongosh, js-bson, mongodb-query-parser
#   make interop-deps   install Node.js and those tools, pinned, into .cache/
#   make snippets       the code formats built and run with Node, Python, Go, Java, C# and Rust
# package, deb, windows, install and screenshots come from packaging.mk.

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := build

# Fyne picks its language from the locale; tests and goldens expect English.
export LANG := en_US.UTF-8

GO ?= go
BINARY := objectid
# Build tags of the product binary (make build, package, the smoke test and
# bench-startup). no_emoji leaves out Fyne's 4 MiB colour emoji font, which
# none of the window's own text uses and which Fyne parses again for every
# text style: about 20 MiB of resident memory at start-up. Emoji in pasted
# text still show where the desktop has an emoji font.
export PRODUCT_TAGS := no_emoji
MODULE = $(shell $(GO) list -m 2>/dev/null)
# Tools the Makefile installs are pinned and kept in the work tree, so every
# machine runs the same version without touching ~/go/bin. staticcheck
# v0.8.2 is release 2026.2.2, which understands Go 1.26.
BIN_DIR := $(CURDIR)/.bin
STATICCHECK_VERSION := v0.8.2
STATICCHECK := $(BIN_DIR)/staticcheck-$(STATICCHECK_VERSION)
ACTIONLINT_VERSION := v1.7.12
ACTIONLINT := $(BIN_DIR)/actionlint-$(ACTIONLINT_VERSION)

# The JavaScript tools our text is checked against, pinned in
# interop/package-lock.json and installed into an ignored cache of the work
# tree, with the Node.js they run on (interop/install.sh): a Node check
# depends on interop-deps and runs with NODE_ENV, whatever Node.js the
# system has.
INTEROP_NODE_MODULES := $(CURDIR)/.cache/interop/node_modules
NODE_CACHE := $(CURDIR)/.cache/node
NODE_BIN := $(NODE_CACHE)/node_modules/.bin
NODE_ENV := PATH=$(NODE_BIN):$$PATH NODE_PATH=$(INTEROP_NODE_MODULES)

# The `ci` tag selects Fyne's headless test driver: no display, no GL.
TEST_TAGS := ci
# The race detector's flags. The third-party code that only turns pixels
# over (Go's image packages, the vector rasteriser, the SVG and text
# renderers, the shadow blur) is compiled without its instrumentation:
# under -race a test's screenshot spent most of its time there
# (docs/PERFORMANCE.md), on buffers only the painting goroutine touches.
# Our packages and Fyne's own are all checked.
RACE_UNCHECKED := image/... golang.org/x/image/... github.com/anthonynsimon/bild/... github.com/srwiley/... github.com/go-text/...
export GO_RACE_FLAGS := -race $(foreach p,$(RACE_UNCHECKED),-gcflags=$(p)=-race=false)
# Per Fuzz target: a short run inside `make test`, a longer one in `make fuzz`.
FUZZTIME_SHORT ?= 10s
FUZZTIME ?= 2m
BENCHTIME ?= 2s
# The race-enabled runs write statement-coverage profiles, gui's its own;
# `cover` fails when a package is below its minimum here. gui/screens,
# gui/fynefix and gui/theme are counted by their own tests (test-race);
# gui/widgets by its own and the window's tests; gui/wording, which the
# screens' texts test, by the window's tests.
COVER_PROFILE := artifacts/cover.out
GUI_COVER_PROFILE := artifacts/cover-gui.out
COVER_MIN := core=95 cli=96 gui=85 gui/screens=85 gui/wording=85 gui/fynefix=80 gui/widgets=85 gui/theme=95

.PHONY: deps run build test vet test-race test-gui cover fuzz-short smoke smoke-wayland leak-check tray-check atomic-check snippets test-windows smoke-windows test-fresh lint fmt-check staticcheck core-imports actionlint \
	bench fuzz bench-startup bench-scan bench-bulk clean interop interop-deps

deps:
	@scripts/deps.sh

build: deps
	CGO_ENABLED=1 $(GO) build -tags $(PRODUCT_TAGS) -o $(BINARY) .

run: build
	scripts/run.sh ./$(BINARY)

# make test runs its steps three at a time, each step's output printed
# whole once it ends. It starts with the three longest: the leak check,
# which mostly waits on its window and paces its own rounds, beside the
# two race-enabled runs (test-gui, test-race), which keep both cores busy;
# the other steps follow as they finish. The Windows steps come after, one
# at a time: Wine on a machine that busy fails to start processes now and
# then ("Internal error"). Their .exe is built beside the rest. The coverage gate reads the profiles of both
# race-enabled runs.
# Every step of make test says how long it took and the processor time it
# used: "took: STEP N s (cpu USER+SYSTEM s)".
TOOK = /usr/bin/time -f 'took: $@ %e s (cpu %U+%S s)'

test: deps
	$(MAKE) --no-print-directory -j3 --output-sync=target leak-check test-gui test-race vet fuzz-short interop snippets smoke smoke-wayland windows
	$(MAKE) --no-print-directory test-windows smoke-windows cover

vet: deps
	$(TOOK) $(GO) vet -tags $(TEST_TAGS) ./...

# Every package but gui, whose race-enabled run is test-gui's (its
# subpackages, gui/screens among them, run here). A package gets 30
# minutes, not go test's 10, so a hang still ends the run.
test-race: deps
	mkdir -p $(dir $(COVER_PROFILE))
	$(TOOK) env CGO_ENABLED=1 $(GO) test -tags $(TEST_TAGS) $(GO_RACE_FLAGS) -count=1 -timeout 30m -coverprofile=$(COVER_PROFILE) \
		$$($(GO) list -tags $(TEST_TAGS) ./... | grep -v '/gui$$')

# go test -race -count=1 ./gui with coverage, its tests dealt over two
# processes at once (scripts/gui-test-memory.sh), failing above 4 GB for
# the two together. Fyne's test driver runs fyne.Do on the calling
# goroutine, so a test that starts a Bulk scan reads the screen only while
# the scan waits for its input or once it is over. GUI_TEST_RACE=0 runs
# them without the detector, several times faster.
GUI_TEST_RACE ?= 1
test-gui: deps
	mkdir -p $(dir $(GUI_COVER_PROFILE))
	$(TOOK) env GUI_TEST_RACE=$(GUI_TEST_RACE) GUI_TEST_SHARDS=2 GUI_TEST_COVERPROFILE=$(GUI_COVER_PROFILE) scripts/gui-test-memory.sh

# Reads the profiles the race-enabled runs wrote rather than running the
# suites again.
cover:
	$(TOOK) scripts/cover.sh $(COVER_PROFILE),$(GUI_COVER_PROFILE) $(MODULE) $(COVER_MIN)

fuzz-short: deps
	$(TOOK) scripts/fuzz.sh $(FUZZTIME_SHORT)

# The window driven by keys, its look read back from screenshots (the
# saved theme on a fresh start, the shortcuts list), the tray, and the
# clipboard read off the UI goroutine, with 100 MB and a stalled owner.
smoke: deps
	$(TOOK) scripts/smoke.sh
	$(TOOK) scripts/look-check.sh
	$(TOOK) scripts/tray-check.sh
	$(TOOK) scripts/atomic-check.sh
	$(TOOK) scripts/prefs-fifo-check.sh
	$(TOOK) scripts/position-check.sh
	$(TOOK) scripts/clipboard-read-check.sh
	$(TOOK) scripts/clipboard-window-check.sh

# The full-disk tests, which mount a tmpfs and so need root, and the real
# window with junk in its preferences file; part of smoke.
atomic-check: deps
	scripts/atomic-check.sh
	scripts/prefs-fifo-check.sh

# The real window through 20 rounds of every tab, Generate, Decode, a Bulk
# paste, a language and a theme switch: fails when its resident memory
# after round 20 exceeds round 2 by more than 10 MiB; the script sets the
# Go runtime's GOGC and Fyne's FYNE_CACHE so the reading follows live
# memory. Its own binary, as smoke builds ./$(BINARY) beside it in make
# test.
LEAK_BINARY := $(CURDIR)/.cache/leak-check/$(BINARY)
leak-check: deps
	CGO_ENABLED=1 $(GO) build -tags $(PRODUCT_TAGS) -o $(LEAK_BINARY) .
	$(TOOK) scripts/leak-check.sh $(LEAK_BINARY)

# The window under a real Wayland compositor; see docs/WAYLAND.md.
smoke-wayland: deps
	$(TOOK) scripts/smoke-wayland.sh

# The tray icon's menu driven over D-Bus, with a real StatusNotifierWatcher;
# part of smoke.
tray-check: deps
	scripts/tray-check.sh

test-windows: deps
	$(TOOK) scripts/test-windows.sh

smoke-windows: windows
	$(TOOK) scripts/smoke-windows.sh $(WINDOWS_EXE)

# Not part of make test: it debootstraps a whole system (needs root).
test-fresh:
	scripts/fresh-debian.sh

# The code formats built and run by their languages' toolchains, which the
# script installs when missing.
snippets: deps interop-deps
	$(TOOK) env $(NODE_ENV) scripts/snippets.sh

interop-deps: deps
	NODE_CACHE=$(NODE_CACHE) INTEROP_CACHE=$(dir $(INTEROP_NODE_MODULES)) interop/install.sh

interop: build interop-deps
	$(TOOK) env OBJECTID=$(CURDIR)/$(BINARY) $(NODE_ENV) node --test interop/

lint: deps fmt-check vet staticcheck core-imports actionlint

fmt-check:
	@unformatted="$$(gofmt -l .)"; \
	if [[ -n "$$unformatted" ]]; then \
		echo "gofmt: these files need formatting:"; echo "$$unformatted"; exit 1; \
	fi

$(STATICCHECK):
	mkdir -p $(BIN_DIR)
	GOBIN=$(BIN_DIR) $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)
	mv $(BIN_DIR)/staticcheck $@

staticcheck: $(STATICCHECK)
	$(STATICCHECK) -tags $(TEST_TAGS) ./...

$(ACTIONLINT):
	mkdir -p $(BIN_DIR)
	GOBIN=$(BIN_DIR) $(GO) install github.com/rhysd/actionlint/cmd/actionlint@$(ACTIONLINT_VERSION)
	mv $(BIN_DIR)/actionlint $@

# The release workflow runs only on GitHub; actionlint checks it here.
actionlint: $(ACTIONLINT)
	$(ACTIONLINT) .github/workflows/*.yml

# core must build with the standard library alone: anything else in its
# dependency graph (fyne.io, a driver, even another package of this module)
# fails the check.
core-imports:
	@outside="$$($(GO) list -deps -f '{{if not .Standard}}{{.ImportPath}}{{end}}' ./core \
		| grep -v -x -e '$(MODULE)/core' -e '$(MODULE)/core/.*' || true)"; \
	if [[ -n "$$outside" ]]; then \
		echo "core imports packages outside the standard library:"; echo "$$outside"; exit 1; \
	fi; \
	echo "core imports the standard library only"

bench: deps
	CGO_ENABLED=1 $(GO) test -tags $(TEST_TAGS) -run '^$$' -bench . -benchmem -benchtime $(BENCHTIME) ./...

fuzz: deps
	scripts/fuzz.sh $(FUZZTIME)

bench-startup: deps
	scripts/bench-startup.sh

bench-scan: deps
	scripts/bench-scan.sh

bench-bulk: deps
	scripts/bulk-rss.sh process
	scripts/bulk-rss.sh random

clean:
	rm -rf $(BINARY) artifacts

-include packaging.mk
