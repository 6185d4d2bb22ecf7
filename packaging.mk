# Packaging, installation, screenshots and the icon. The Makefile includes
# this file and provides GO, BIN_DIR, BINARY and deps.
# docs/PACKAGING.md says what each target makes.

FYNE_TOOLS_VERSION := v1.7.4
FYNE := $(BIN_DIR)/fyne-$(FYNE_TOOLS_VERSION)

APP_NAME := $(shell sed -n 's/^ *Name = "\(.*\)"/\1/p' FyneApp.toml)
APP_VERSION := $(shell sed -n 's/^ *Version = "\(.*\)"/\1/p' FyneApp.toml)
DIST_DIR := dist
ARCHIVE := $(DIST_DIR)/$(BINARY)-$(APP_VERSION)-linux-$(shell $(GO) env GOARCH).tar.xz
DEB := $(DIST_DIR)/$(BINARY)_$(APP_VERSION)-1_$(shell dpkg --print-architecture 2>/dev/null || $(GO) env GOARCH).deb
WINDOWS_NAME := $(BINARY)-$(APP_VERSION)-windows-amd64
WINDOWS_EXE := $(DIST_DIR)/$(WINDOWS_NAME).exe
WINDOWS_ZIP := $(DIST_DIR)/$(WINDOWS_NAME).zip
# Debian's mingw-w64 cross compiler, for the cgo half of the Windows build.
WINDOWS_CC := x86_64-w64-mingw32-gcc
# Fyne's screen-reader support is built only with the accessibility tag;
# the release workflow's Windows and macOS jobs pass it too.
WINDOWS_TAGS := $(PRODUCT_TAGS),accessibility
SCREENSHOT_DIR := docs

.PHONY: package deb windows install uninstall screenshots icon

$(FYNE):
	mkdir -p $(BIN_DIR)
	GOBIN=$(BIN_DIR) $(GO) install fyne.io/tools/cmd/fyne@$(FYNE_TOOLS_VERSION)
	mv $(BIN_DIR)/fyne $@

# make package does nothing when none of these changed since the archive.
PACKAGE_INPUTS := FyneApp.toml go.mod go.sum $(wildcard assets/* assets/translations/*) \
	$(shell find . -name '*.go' -not -name '*_test.go' -not -path './.bin/*' -not -path './dist/*')

package: $(ARCHIVE)

# fyne package raises Build in FyneApp.toml and writes a metadata file into
# the main package on every run, so it runs on a copy of the tree, and
# FyneApp.toml in git changes only with a release. The caches under .cache
# stay out: other steps of make test write them meanwhile.
COPY_TREE = tar -C . --exclude=./.git --exclude=./$(DIST_DIR) --exclude=./.bin --exclude=./.cache --exclude=./artifacts -cf - . \
		| tar -C "$$tmp" -xf -

$(ARCHIVE): $(PACKAGE_INPUTS) | deps $(FYNE)
	@tmp="$$(mktemp -d)"; trap 'rm -rf "$$tmp"' EXIT; \
	$(COPY_TREE); \
	(cd "$$tmp" && CGO_ENABLED=1 $(FYNE) package --target linux --release --tags $(PRODUCT_TAGS)); \
	mkdir -p $(DIST_DIR); \
	mv "$$tmp/$(APP_NAME).tar.xz" $@
	@echo "package: $@"; tar -tJf $@

deb: $(DEB)

# The .deb carries the binary of the tar.xz, so both are the same build.
$(DEB): $(ARCHIVE) scripts/deb.sh scripts/manpage.sh | deps
	@tmp="$$(mktemp -d)"; trap 'rm -rf "$$tmp"' EXIT; \
	tar -C "$$tmp" -xJf $(ARCHIVE) --wildcards '*/bin/$(BINARY)'; \
	scripts/deb.sh "$$(find "$$tmp" -path '*/bin/$(BINARY)' -type f)" $(DIST_DIR)

windows: $(WINDOWS_ZIP)

# fyne package writes the icon and version resource into the .exe and links
# it as a GUI program, so no console opens with the window. packaging.mk is
# a prerequisite, so a change of WINDOWS_TAGS builds the .exe again.
$(WINDOWS_EXE): $(PACKAGE_INPUTS) packaging.mk | deps $(FYNE)
	@tmp="$$(mktemp -d)"; trap 'rm -rf "$$tmp"' EXIT; \
	$(COPY_TREE); \
	(cd "$$tmp" && CGO_ENABLED=1 GOOS=windows GOARCH=amd64 CC=$(WINDOWS_CC) \
		$(FYNE) package --target windows --release --tags $(WINDOWS_TAGS)); \
	mkdir -p $(DIST_DIR); \
	mv "$$tmp/$(APP_NAME).exe" $@
	@echo "windows: $@"

$(WINDOWS_ZIP): $(WINDOWS_EXE)
	@tmp="$$(mktemp -d)"; trap 'rm -rf "$$tmp"' EXIT; \
	mkdir "$$tmp/$(WINDOWS_NAME)"; \
	cp $(WINDOWS_EXE) "$$tmp/$(WINDOWS_NAME)/$(BINARY).exe"; \
	rm -f $@; (cd "$$tmp" && zip -q -r -X - $(WINDOWS_NAME)) >$@
	@echo "windows: $@"; zip -sf $@

# The archive carries a Makefile of its own; its user-install target puts the
# binary in ~/.local/bin, the desktop entry in ~/.local/share/applications and
# the icon in ~/.local/share/icons, and points the entry at the binary. The
# man page and the completions go where man-db (for ~/.local/bin on PATH),
# bash-completion and fish look for a user's own; zsh has no such folder, so
# site-functions there has to be added to $fpath.
USER_DATA = $${XDG_DATA_HOME:-$$HOME/.local/share}
USER_EXTRAS = man/man1/$(BINARY).1.gz bash-completion/completions/$(BINARY) \
	zsh/site-functions/_$(BINARY) fish/vendor_completions.d/$(BINARY).fish

install: $(ARCHIVE)
	@set -e; tmp="$$(mktemp -d)"; trap 'rm -rf "$$tmp"' EXIT; \
	tar -C "$$tmp" -xJf $(ARCHIVE); \
	$(MAKE) --no-print-directory -C "$$tmp/$(BINARY)" user-install; \
	bin="$$(find "$$tmp" -path '*/bin/$(BINARY)' -type f | sed -n 1p)"; \
	mkdir "$$tmp/extras"; \
	scripts/manpage.sh "$$bin" | gzip -9 -n >"$$tmp/extras/man"; \
	for shell in bash zsh fish; do "$$bin" completion $$shell >"$$tmp/extras/$$shell"; done; \
	set -- man bash zsh fish; \
	for path in $(USER_EXTRAS); do \
		install -D -m 644 "$$tmp/extras/$$1" "$(USER_DATA)/$$path" && echo "install: $(USER_DATA)/$$path"; shift; \
	done
	@echo "install: run $(BINARY) from ~/.local/bin or find $(APP_NAME) in the desktop's menu"
	@echo "install: for zsh, add fpath+=($(USER_DATA)/zsh/site-functions) before compinit in ~/.zshrc"
	@case ":$$PATH:" in *":$$HOME/.local/bin:"*) ;; *) \
		echo "install: ~/.local/bin is not on PATH; add it, for example:"; \
		echo "  echo 'export PATH=\"\$$HOME/.local/bin:\$$PATH\"' >> ~/.profile && . ~/.profile";; \
	esac

uninstall: $(ARCHIVE)
	@set -e; tmp="$$(mktemp -d)"; trap 'rm -rf "$$tmp"' EXIT; \
	tar -C "$$tmp" -xJf $(ARCHIVE); \
	$(MAKE) --no-print-directory -C "$$tmp/$(BINARY)" user-uninstall
	@for path in $(USER_EXTRAS); do rm -f "$(USER_DATA)/$$path"; done

# The test renders each tab with Fyne's software painter, so no display is
# needed and the pictures are the same on every machine.
screenshots: deps
	mkdir -p $(SCREENSHOT_DIR)
	OBJECTID_SCREENSHOTS=$(CURDIR)/$(SCREENSHOT_DIR) CGO_ENABLED=1 \
		$(GO) test -run '^TestScreenshots' -count=1 ./gui
	@ls $(SCREENSHOT_DIR)/*.png

icon:
	@command -v rsvg-convert >/dev/null || { echo "icon: needs rsvg-convert (Debian: apt-get install librsvg2-bin)" >&2; exit 1; }
	rsvg-convert --width 512 --height 512 assets/icon.svg --output assets/icon.png
	rsvg-convert --width 256 --height 256 assets/icon.svg --output assets/window-icon.png
	$(GO) generate ./assets
