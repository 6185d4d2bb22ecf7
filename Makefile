# The targets mirror CI: .ci/run is `make test` on a clean clone.
#   make run            install what is missing, build, open the window
#   make test           vet, the race-enabled headless suite (gui's three times over, failing
#                       above 2 GB in all), its coverage gate, a short fuzz run,
#                       interop, snippets, the window smoke test and tray check,
#                       the Wayland smoke test,
#                       then core and cli tests as Windows programs under Wine, and the
#                       Windows smoke test; two steps at a time
#   make smoke-wayland  the window under sway's headless Wayland backend, no DISPLAY: an
#                       xdg_shell client, Ctrl+G and Ctrl+Shift+C read back with wl-paste,
#                       Ctrl+Q; part of make test (docs/WAYLAND.md)
#   make tray-check     the tray menu over D-Bus with a real StatusNotifierWatcher
#   make smoke-windows  the Windows smoke test: the .exe of make windows under Wine
#   make test-fresh     the README's commands on a freshly debootstrapped Debian bookworm (root)
#   make cover          the coverage gate alone: fails below COVER_MIN for a package
#   make test-gui-memory  the gui tests three times over under the race detector, failing
#                       when the test process peaks above 2 GB; part of make test
#   make lint           gofmt, go vet, staticcheck, core imports only the standard library,
#                       actionlint on the release workflow
#   make bench          Go benchmarks (headless)
#   make fuzz           a longer fuzz run of every Fuzz target
#   make bench-startup  time to first window and memory against a minimal Fyne window
#   make bench-scan     decode -scan against grep on 100 MB of log text (hyperfine)
#   make bench-bulk     peak memory of the window opening a 1 GB file of 40 million IDs in Bulk
#   make interop        the output read by the real tools: mongosh, js-bson, mongodb-query-parser
#   make interop-deps   install those tools, pinned, into $(INTEROP_NODE_MODULES)
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
# tree. A Node check elsewhere in the project depends on interop-deps and
# runs with NODE_PATH=$(INTEROP_NODE_MODULES).
INTEROP_NODE_MODULES := $(CURDIR)/.cache/interop/node_modules

# The `ci` tag selects Fyne's headless test driver: no display, no GL.
TEST_TAGS := ci
# Per Fuzz target: a short run inside `make test`, a longer one in `make fuzz`.
FUZZTIME_SHORT ?= 10s
FUZZTIME ?= 2m
BENCHTIME ?= 2s
# The race-enabled runs write statement-coverage profiles, gui's its own;
# `cover` fails when a package is below its minimum here.
COVER_PROFILE := artifacts/cover.out
GUI_COVER_PROFILE := artifacts/cover-gui.out
COVER_MIN := core=95 cli=95 gui=85

.PHONY: deps run build test vet test-race test-gui-memory test-gui-memory-fast cover fuzz-short smoke smoke-wayland tray-check snippets test-windows smoke-windows test-fresh lint fmt-check staticcheck core-imports actionlint \
	bench fuzz bench-startup bench-scan bench-bulk clean interop interop-deps

deps:
	@scripts/deps.sh

build: deps
	CGO_ENABLED=1 $(GO) build -tags $(PRODUCT_TAGS) -o $(BINARY) .

run: build
	scripts/run.sh ./$(BINARY)

# The gui tests' race-enabled run, three passes under /usr/bin/time
# (test-gui-memory), is the longest step by far, so make test starts it
# first and runs the other steps beside it, two at a time; each step's
# output is printed whole once it ends. The Windows steps come after: Wine
# on a machine that busy fails to start processes now and then ("Internal
# error"). The coverage gate reads the profiles of both race-enabled runs.
test: deps
	$(MAKE) --no-print-directory -j2 --output-sync=target test-gui-memory vet test-race fuzz-short interop snippets smoke smoke-wayland
	$(MAKE) --no-print-directory test-windows smoke-windows cover

vet: deps
	$(GO) vet -tags $(TEST_TAGS) ./...

# Every package but gui, whose race-enabled run is test-gui-memory's. A
# package gets 30 minutes, not go test's 10, so a hang still ends the run.
test-race: deps
	mkdir -p $(dir $(COVER_PROFILE))
	CGO_ENABLED=1 $(GO) test -tags $(TEST_TAGS) -race -count=1 -timeout 30m -coverprofile=$(COVER_PROFILE) \
		$$($(GO) list -tags $(TEST_TAGS) ./... | grep -v '/gui$$')

# go test -race -count=3 ./gui, the three passes in one process, under
# /usr/bin/time -v: fails when a test fails or the process peaks above
# 2 GB, as a test that keeps its app or windows alive makes every pass
# grow. The binary is built with coverage too, so this is gui's
# race-enabled run and its coverage profile. The tests are dealt out over
# GUI_TEST_SHARDS processes at once, each three passes of its share, and
# the limit holds for the sum of their peaks: on two cores that halves the
# run. GUI_TEST_SHARDS=1 runs them all in one process. test-gui-memory-fast
# is the same without the race detector, a few minutes, against 768 MiB
# (the race detector multiplies the peak by about 2.4), for a quick check
# by hand.
GUI_TEST_SHARDS ?= 2
test-gui-memory: deps
	mkdir -p $(dir $(GUI_COVER_PROFILE))
	GUI_TEST_SHARDS=$(GUI_TEST_SHARDS) GUI_TEST_COVERPROFILE=$(GUI_COVER_PROFILE) scripts/gui-test-memory.sh

test-gui-memory-fast: deps
	GUI_TEST_RACE=0 GUI_TEST_MEMORY_LIMIT_KB=786432 scripts/gui-test-memory.sh

# Reads the profiles the race-enabled runs wrote rather than running the
# suites again.
cover:
	scripts/cover.sh $(COVER_PROFILE),$(GUI_COVER_PROFILE) $(MODULE) $(COVER_MIN)

fuzz-short: deps
	scripts/fuzz.sh $(FUZZTIME_SHORT)

smoke: deps
	scripts/smoke.sh
	scripts/tray-check.sh

# The window under a real Wayland compositor; see docs/WAYLAND.md.
smoke-wayland: deps
	scripts/smoke-wayland.sh

# The tray icon's menu driven over D-Bus, with a real StatusNotifierWatcher;
# part of smoke.
tray-check: deps
	scripts/tray-check.sh

test-windows: deps
	scripts/test-windows.sh

smoke-windows: windows
	scripts/smoke-windows.sh $(WINDOWS_EXE)

# Not part of make test: it debootstraps a whole system (needs root).
test-fresh:
	scripts/fresh-debian.sh

# The code formats built and run by their languages' toolchains, which the
# script installs when missing.
snippets: deps interop-deps
	scripts/snippets.sh

interop-deps:
	INTEROP_CACHE=$(dir $(INTEROP_NODE_MODULES)) interop/install.sh

interop: build interop-deps
	OBJECTID=$(CURDIR)/$(BINARY) NODE_PATH=$(INTEROP_NODE_MODULES) node --test interop/

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
