# authtui: keyboard-driven login for the terminal.
# `make run` starts the app on the embedded default store; `make test` runs every suite.

PREFIX ?= /usr/local
SWIFT ?= swift
DEBIAN_PACKAGES := libncurses-dev ncurses-term libsqlite3-dev libsodium-dev pkg-config tmux \
	libcurl4-openssl-dev libpng-dev libjpeg62-turbo-dev libpq-dev libutf8proc-dev postgresql
BENCH_PACKAGES := dialog whiptail
# The Swift runtime linked statically into release binaries: about 4 MiB less resident memory
# and a third faster to the first frame than loading libswiftCore and friends at start-up. The
# C++ library it needs comes from libstdc++.a through scripts/link (38 % fewer
# instructions before main), lld packs the 27 000 relative relocations (DT_RELR, glibc 2.36+),
# no $ORIGIN run path sends the loader probing the build folder for every library, and the code
# that runs up to the prompt is laid out together (scripts/link/startup-order.py): 1.7 MiB less
# resident. See docs/DECISIONS.md.
RELEASE := -c release -Xswiftc -static-stdlib --disable-local-rpath -Xswiftc -use-ld=lld \
	-Xlinker -z -Xlinker pack-relative-relocs -Xlinker -L$(CURDIR)/scripts/link \
	-Xlinker --symbol-ordering-file=$(CURDIR)/scripts/link/startup-order.txt \
	-Xlinker --no-warn-symbol-ordering

.PHONY: all deps bench-deps build release run showcase test test-e2e lint format bench install uninstall clean

all: build

# Installs only the Debian packages that are missing; silent when everything is there.
deps:
	@DEBIAN_PACKAGES="$(DEBIAN_PACKAGES)" sh scripts/deps.sh

bench-deps:
	@DEBIAN_PACKAGES="$(DEBIAN_PACKAGES) $(BENCH_PACKAGES)" sh scripts/deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE) --product authtui

run: release
	"$$($(SWIFT) build $(RELEASE) --show-bin-path)/authtui" $(ARGS)

showcase: release
	"$$($(SWIFT) build $(RELEASE) --show-bin-path)/authtui" showcase

# Every suite: domain (headless), TUI (canvas + headless ncurses) and end-to-end (real binary in tmux).
test: deps
	$(SWIFT) build --build-tests
	@status=0; AUTHTUI_BIN="$$($(SWIFT) build --show-bin-path)/authtui" $(SWIFT) test --skip-build \
		--parallel --disable-swift-testing --xunit-output .build/xunit.xml || status=$$?; \
	sh scripts/test-summary.sh .build/xunit.xml; exit $$status

test-e2e: deps
	$(SWIFT) build --build-tests
	AUTHTUI_BIN="$$($(SWIFT) build --show-bin-path)/authtui" $(SWIFT) test --skip-build --filter EndToEndTests

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

bench: bench-deps
	$(SWIFT) build $(RELEASE)
	"$$($(SWIFT) build $(RELEASE) --show-bin-path)/authtui-bench"
	AUTHTUI_BIN="$$($(SWIFT) build $(RELEASE) --show-bin-path)/authtui" python3 scripts/bench_app.py

install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 "$$($(SWIFT) build $(RELEASE) --show-bin-path)/authtui" "$(DESTDIR)$(PREFIX)/bin/authtui"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/authtui"

clean:
	rm -rf .build
