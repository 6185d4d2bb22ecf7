# The targets mirror CI (.ci/run: make lint and make test on a clean clone);
# docs/DEVELOPMENT.md says what each runs. packaging.mk makes the packages.

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := build

# Fyne picks its language from the locale; tests and goldens expect English.
export LANG := en_US.UTF-8

GO ?= go
BINARY := objectid
# Build tags of the product binary. no_emoji leaves out Fyne's colour emoji
# font, which none of the window's own text uses and which Fyne parses again
# for every text style (docs/PERFORMANCE.md).
export PRODUCT_TAGS := no_emoji
MODULE = $(shell $(GO) list -m 2>/dev/null)
# Pinned tools in the work tree, not ~/go/bin. staticcheck v0.8.2 is
# release 2026.2.2, which understands Go 1.26.
BIN_DIR := $(CURDIR)/.bin
STATICCHECK_VERSION := v0.8.2
STATICCHECK := $(BIN_DIR)/staticcheck-$(STATICCHECK_VERSION)
ACTIONLINT_VERSION := v1.7.12
ACTIONLINT := $(BIN_DIR)/actionlint-$(ACTIONLINT_VERSION)

# The pinned JavaScript tools and Node.js of interop/install.sh.
INTEROP_NODE_MODULES := $(CURDIR)/.cache/interop/node_modules
NODE_CACHE := $(CURDIR)/.cache/node
NODE_ENV := PATH=$(NODE_CACHE)/node_modules/.bin:$$PATH NODE_PATH=$(INTEROP_NODE_MODULES)

# The third-party code that only turns pixels over is compiled without the
# race detector: a screenshot spent most of its time there, on buffers only
# the painting goroutine touches. Ours and Fyne's are checked.
RACE_UNCHECKED := image/... golang.org/x/image/... github.com/anthonynsimon/bild/... github.com/srwiley/... github.com/go-text/...
GO_RACE_FLAGS := -race $(foreach p,$(RACE_UNCHECKED),-gcflags=$(p)=-race=false)
# make test fuzzes a count: Go 1.26 can fail a timed run as it ends (golang/go#75804).
FUZZTIME_SHORT ?= 50000x
FUZZTIME ?= 2m
BENCHTIME ?= 2s
# The share of the module's statements all tests together must cover.
COVER_PROFILE := artifacts/cover.out
COVER_MIN := 85

# Each step of make test prints "took: STEP N s (cpu USER+SYSTEM s)".
TOOK = /usr/bin/time -f 'took: $@ %e s (cpu %U+%S s)'

.PHONY: deps run build test vet test-race cover fuzz-short smoke smoke-wayland leak-check snippets test-windows \
	smoke-windows test-fresh lint fmt-check staticcheck core-imports actionlint bench fuzz bench-startup bench-bulk \
	clean interop interop-deps

deps:
	@scripts/deps.sh

build: deps
	CGO_ENABLED=1 $(GO) build -tags $(PRODUCT_TAGS) -o $(BINARY) .

run: build
	scripts/run.sh ./$(BINARY)

# Three steps at a time, each one's output printed whole when it ends,
# starting with the longest: the leak check, which mostly waits on its
# window, beside the race-enabled run. The Windows steps come after, one at
# a time: Wine on a machine that busy fails to start a process now and then.
test: deps
	$(MAKE) --no-print-directory -j3 --output-sync=target leak-check test-race vet fuzz-short interop snippets smoke smoke-wayland windows
	$(MAKE) --no-print-directory test-windows smoke-windows cover

vet: deps
	$(TOOK) $(GO) vet ./...

# A hang still ends the run, after 30 minutes. Fyne 2.8.1 destroys, at a
# capture, the renderers of widgets not drawn for FYNE_CACHE by a clock that
# moves only at captures, which blanked test windows' text under -race.
test-race: deps
	mkdir -p $(dir $(COVER_PROFILE))
	$(TOOK) env CGO_ENABLED=1 FYNE_CACHE=1h $(GO) test $(GO_RACE_FLAGS) -count=1 -timeout 30m \
		-coverprofile=$(COVER_PROFILE) -coverpkg=$$($(GO) list ./... | grep -v /scripts/ | paste -s -d,) ./...

cover:
	@total=$$($(GO) tool cover -func=$(COVER_PROFILE) | awk '$$1 == "total:" { print $$NF + 0 }'); \
	echo "cover: $$total% of statements (minimum $(COVER_MIN)%)"; \
	awk -v total=$$total 'BEGIN { exit !(total >= $(COVER_MIN)) }'

fuzz-short: deps
	$(TOOK) scripts/fuzz.sh $(FUZZTIME_SHORT)

# The window walked by keys and restarted, the tray, the full-disk tests.
smoke: deps
	$(TOOK) scripts/smoke.sh
	$(TOOK) scripts/tray-check.sh
	$(TOOK) scripts/atomic-check.sh

# Its own binary, as smoke builds ./$(BINARY) beside it in make test.
LEAK_BINARY := $(CURDIR)/.cache/leak-check/$(BINARY)
leak-check: deps
	CGO_ENABLED=1 $(GO) build -tags $(PRODUCT_TAGS) -o $(LEAK_BINARY) .
	$(TOOK) scripts/leak-check.sh $(LEAK_BINARY)

smoke-wayland: deps
	$(TOOK) scripts/smoke-wayland.sh

test-windows: deps
	$(TOOK) scripts/test-windows.sh

smoke-windows: windows
	$(TOOK) scripts/smoke-windows.sh $(WINDOWS_EXE)

# Not part of make test: it debootstraps a whole system (needs root).
test-fresh:
	scripts/fresh-debian.sh

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
	$(STATICCHECK) ./...

$(ACTIONLINT):
	mkdir -p $(BIN_DIR)
	GOBIN=$(BIN_DIR) $(GO) install github.com/rhysd/actionlint/cmd/actionlint@$(ACTIONLINT_VERSION)
	mv $(BIN_DIR)/actionlint $@

# The release workflow runs only on GitHub; actionlint checks it here.
actionlint: $(ACTIONLINT)
	$(ACTIONLINT) .github/workflows/*.yml

# core builds with the standard library alone: anything else in its
# dependency graph, even another package of this module, fails the check.
core-imports:
	@outside="$$($(GO) list -deps -f '{{if not .Standard}}{{.ImportPath}}{{end}}' ./core \
		| grep -v -x -e '$(MODULE)/core' -e '$(MODULE)/core/.*' || true)"; \
	if [[ -n "$$outside" ]]; then \
		echo "core imports packages outside the standard library:"; echo "$$outside"; exit 1; \
	fi; \
	echo "core imports the standard library only"

bench: deps
	CGO_ENABLED=1 $(GO) test -run '^$$' -bench . -benchmem -benchtime $(BENCHTIME) ./...

fuzz: deps
	scripts/fuzz.sh $(FUZZTIME)

bench-startup: deps
	scripts/bench-startup.sh

bench-bulk: deps
	scripts/bulk-rss.sh

clean:
	rm -rf $(BINARY) artifacts

-include packaging.mk
