# authtui: keyboard-driven login for the terminal.
# `make run` starts the app on the embedded default store; `make test` runs every suite.

PREFIX ?= /usr/local
SWIFT ?= swift
# What building and running needs (`make deps`, which `make run`, `make release`, `make install`
# and `make build` call): the headers of every C library the build compiles against (their
# libraries come with them, linked or loaded on first use), the terminal descriptions, and python3
# for scripts/c_headers.py, gettext's msgfmt for the translations `make install` puts in
# share/locale. Nothing here runs a service.
RUN_PACKAGES := libncurses-dev ncurses-term libsqlite3-dev libsodium-dev libutf8proc-dev nettle-dev \
	libcurl4-openssl-dev libpng-dev libjpeg62-turbo-dev libpq-dev libqrencode-dev libzxcvbn-dev \
	libpam0g-dev python3 gettext
# What only the tests need besides (`make test-deps`, which `make test` calls): the servers and
# tools they start on their own sockets and consoles. scripts/deps.sh leaves none of their
# services running or enabled.
TEST_PACKAGES := tmux postgresql openssh-server openssh-client openssl oathtool zbar-tools \
	libpam-wrapper libpam-oath fenrir greetd kbd fail2ban lintian zsh fish glewlwyd python3-cryptography
BENCH_PACKAGES := dialog whiptail valgrind
# What `make deb` needs besides building: dpkg-shlibdeps (for Depends), and msgfmt for the
# translations once po/ has any. The tests also check the package with lintian and complete
# with zsh and fish (TEST_PACKAGES).
DEB_PACKAGES := dpkg-dev binutils gettext
# Release binaries: the Swift runtime and the toolchain's own archives linked statically (about
# 4 MiB less resident memory and a third faster to the first frame than loading libswiftCore and
# friends at start-up); every Debian library (libsodium, SQLite, ncurses, utf8proc, libstdc++, ...)
# linked dynamically, so a security update reaches an installed authtui at its next start (see
# docs/DECISIONS.md). lld packs the 27 000 relative relocations (DT_RELR, glibc 2.36+); no $ORIGIN
# run path sends the loader probing the build folder for every library; --no-export-dynamic (the
# later of the two wins over the static runtime's -export-dynamic) keeps our 5 200 Swift symbols
# out of the dynamic symbol table, which the loader's lookups read at every start (nothing looks
# them up at run time; debuggers read .symtab, which stays).
RELEASE := -c release -Xswiftc -static-stdlib --disable-local-rpath -Xswiftc -use-ld=lld \
	-Xlinker --no-export-dynamic -Xlinker -z -Xlinker pack-relative-relocs
# SwiftPM writes -color-diagnostics into the build description only when it runs under a terminal,
# so a build under a pipe (CI, `make test | tee`, an editor) after one under a terminal, or the
# other way round, recompiled everything (58-96 s). Every build make starts goes without colour.
BUILD = $(SWIFT) build --no-color-diagnostics

.PHONY: po all deps test-deps bench-deps deb-deps c-headers build release run showcase test test-suites test-e2e deb test-deb mutate lint format bench screenshots install install-config uninstall clean fuzz soak

all: build

# Installs only the Debian packages that are missing; silent when everything is there.
deps:
	@DEBIAN_PACKAGES="$(RUN_PACKAGES)" sh scripts/deps.sh

test-deps:
	@DEBIAN_PACKAGES="$(RUN_PACKAGES) $(DEB_PACKAGES) $(TEST_PACKAGES)" sh scripts/deps.sh

deb-deps:
	@DEBIAN_PACKAGES="$(RUN_PACKAGES) $(DEB_PACKAGES)" sh scripts/deps.sh

bench-deps:
	@DEBIAN_PACKAGES="$(RUN_PACKAGES) $(DEB_PACKAGES) $(TEST_PACKAGES) $(BENCH_PACKAGES)" sh scripts/deps.sh

# SwiftPM does not notice an edited C header (Sources/C*/shim.h, Sources/CDynamicLoader/loader.h:
# `[system]` modules, never checked against their precompiled copies): scripts/c_headers.py
# keeps their digests and, after an edit, makes the next build redo what uses them.
c-headers:
	@python3 scripts/c_headers.py

build: deps c-headers
	$(BUILD)

# Quiet recipes: make echoing the two long command lines came before every start of the app.
release: deps c-headers
	@$(BUILD) $(RELEASE) --product authtui

# `make run` asks SwiftPM only when something the binary is built from is newer than it: SwiftPM's
# check of an unchanged package plans the whole build first (1.5-3 s on two busy cores), and
# c-headers touches the Swift files an edited C header reaches. touch: a build that found nothing to
# do leaves the binary's time, and the newer file would send every later run to SwiftPM again.
RELEASE_BIN := .build/release/authtui
$(RELEASE_BIN): Package.swift Makefile $(shell find Sources -type f)
	@$(BUILD) $(RELEASE) --product authtui
	@touch $@

run: deps c-headers $(RELEASE_BIN)
	@$(RELEASE_BIN) $(ARGS)

showcase: deps c-headers $(RELEASE_BIN)
	@$(RELEASE_BIN) showcase

# What the end-to-end suite drives, built as users get them (`make run`, `make install`): the
# release binary, linked unlike the debug one (see RELEASE), and the programs the suite finds
# next to it (the two examples, the screenshot generator whose pictures must match the README's).
E2E_PRODUCTS := authtui GuardedHello CustomLogin authtui-screenshots

# The catalogue (docs/translating.md): po/authtui.pot from the sources' messages, each po/LANG.po
# merged with it (new ids untranslated, changed English fuzzy), and the table the program reads,
# Sources/AuthText/Translations.swift, from the .po files. `make test` fails while any is stale.
po:
	python3 scripts/po.py update

# The Debian package (docs/packaging.md): authtui_VERSION_ARCH.deb in DEB_DIR, from the release
# binary, staged and built with dpkg-deb by scripts/deb.py.
DEB_DIR := .build/deb
deb: deb-deps c-headers $(RELEASE_BIN)
	@python3 scripts/deb.py $(RELEASE_BIN) $(DEB_DIR)

# Every suite: domain (headless), TUI (canvas + headless ncurses) and end-to-end (the release
# binary in tmux, and the Debian package built from it: lintian, then installed, used and purged
# in a mount namespace). It runs with TMPDIR at a folder of its own, removed when it ends, so it
# leaves nothing in /tmp: SwiftPM leaves five TemporaryDirectory.* folders and its lock files in
# TMPDIR at every call (thousands after a day of runs), and the suites' own files go there too.
# LANGUAGE=en: the suites read the programs' English; a test of another language sets its own.
test: test-deps c-headers
	@export LANGUAGE=en TMPDIR="$$(mktemp -d /tmp/authtui-test-XXXXXX)" && chmod 755 "$$TMPDIR" && \
		$(MAKE) --no-print-directory test-suites; status=$$?; rm -rf "$$TMPDIR"; exit $$status

test-suites:
	python3 scripts/mutate.py --check
	python3 scripts/po.py check
	$(BUILD) --build-tests
	for product in $(E2E_PRODUCTS); do $(BUILD) $(RELEASE) --product $$product || exit 1; done
	sh scripts/release-smoke.sh "$$($(BUILD) $(RELEASE) --show-bin-path)/authtui"
	MAKE="$(MAKE)" sh scripts/quiet-build.sh "$$($(BUILD) $(RELEASE) --show-bin-path)/authtui"
	python3 scripts/deb.py "$$($(BUILD) $(RELEASE) --show-bin-path)/authtui" $(DEB_DIR) >/dev/null
	@AUTHTUI_BIN="$$($(BUILD) $(RELEASE) --show-bin-path)/authtui" AUTHTUI_DEB="$$(ls $(DEB_DIR)/authtui_*.deb)" \
		SWIFT="$(SWIFT)" sh scripts/run-tests.sh

# Only the package's tests: lintian, then the install, the gate, the greeter and the purge.
test-deb: test-deps deb
	$(BUILD) --build-tests
	AUTHTUI_DEB="$$(ls $(DEB_DIR)/authtui_*.deb)" SWIFT="$(SWIFT)" sh scripts/run-tests.sh \
		--filter 'DebianPackageEndToEndTests|ShellCompletionEndToEndTests'

test-e2e: test-deps c-headers
	$(BUILD) --build-tests
	for product in $(E2E_PRODUCTS); do $(BUILD) $(RELEASE) --product $$product || exit 1; done
	AUTHTUI_BIN="$$($(BUILD) $(RELEASE) --show-bin-path)/authtui" $(SWIFT) test --skip-build --filter EndToEndTests

# The README's pictures, drawn by the real screens at 100x30 (a test fails when they are stale).
screenshots: build
	"$$($(BUILD) --show-bin-path)/authtui-screenshots" docs/screenshots

# The mutation check (not part of `test`): each fault in Tests/Mutants/mutants.txt is planted in a
# scratch copy, one at a time, and the tests that cover it must fail. `make mutate M='sanitiser'`
# runs only the mutants whose name contains that text. `make test` only checks that each
# mutant's original text is still in its file, once (`mutate.py --check`).
mutate: test-deps
	SWIFT="$(SWIFT)" python3 scripts/mutate.py $(M)

# libFuzzer (-sanitize=fuzzer,address) on each target of Tools/FuzzTargets for FUZZ_SECONDS each;
# inputs that reach new code are merged into Tests/FuzzCorpus/<target>/, which `make test` replays.
FUZZ_SECONDS ?= 60
fuzz: deps c-headers
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT="$(SWIFT)" sh scripts/fuzz.sh $(FUZZ_TARGETS)

# Bounded fault soak (not part of `make test`): processes doing sign-ups, sign-ins, deletes and
# password changes against SQLite and PostgreSQL, SIGKILLed at random, a server restart, then
# the invariants. SOAK_SECONDS per store.
SOAK_SECONDS ?= 60
soak: test-deps c-headers
	$(BUILD) --build-tests
	SOAK_SECONDS=$(SOAK_SECONDS) AUTHTUI_SOAK=1 $(SWIFT) test --skip-build --filter FaultSoakTests

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tools Demos Tests Examples

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tools Demos Tests Examples

bench: bench-deps c-headers
	$(BUILD) $(RELEASE) --product authtui
	$(BUILD) $(RELEASE) --product authtui-bench
	"$$($(BUILD) $(RELEASE) --show-bin-path)/authtui-bench"
	AUTHTUI_BIN="$$($(BUILD) $(RELEASE) --show-bin-path)/authtui" python3 scripts/bench_app.py
	AUTHTUI_BIN="$$($(BUILD) $(RELEASE) --show-bin-path)/authtui" python3 scripts/bench_launch_floor.py
	AUTHTUI_BIN="$$($(BUILD) $(RELEASE) --show-bin-path)/authtui" BENCH_PROFILE=1 python3 scripts/bench_instructions.py

# The binary, its manual page and its bash, zsh and fish completions (generated by the binary).
# The machine's configuration, /etc/authtui/config.toml whatever PREFIX is (authtui reads it
# there): the commented example, put in place only when there is none, so an administrator's own
# is never replaced (and only as root, or into a DESTDIR). `make uninstall` removes it unchanged.
CONFIG := $(DESTDIR)/etc/authtui/config.toml
install-config:
	@if [ -e "$(CONFIG)" ]; then echo "$(CONFIG) is there already: kept (packaging/config.toml is the example)"; \
	elif [ -n "$(DESTDIR)" ] || [ "$$(id -u)" = 0 ]; then \
		install -d -m 0755 "$(DESTDIR)/etc/authtui" && install -m 0644 packaging/config.toml "$(CONFIG)"; \
	else echo "not root: $(CONFIG) not installed (packaging/config.toml is the example)"; fi

install: release install-config
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man1" \
		"$(DESTDIR)$(PREFIX)/share/bash-completion/completions" \
		"$(DESTDIR)$(PREFIX)/share/zsh/site-functions" "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d"
	install -m 0755 "$$($(BUILD) $(RELEASE) --show-bin-path)/authtui" "$(DESTDIR)$(PREFIX)/bin/authtui"
	"$(DESTDIR)$(PREFIX)/bin/authtui" --man > "$(DESTDIR)$(PREFIX)/share/man/man1/authtui.1"
	"$(DESTDIR)$(PREFIX)/bin/authtui" --bash-completion \
		> "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/authtui"
	"$(DESTDIR)$(PREFIX)/bin/authtui" --zsh-completion > "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_authtui"
	"$(DESTDIR)$(PREFIX)/bin/authtui" --fish-completion \
		> "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/authtui.fish"
	for po in po/*.po; do [ -e "$$po" ] || continue; lang=$$(basename "$$po" .po); \
		install -d "$(DESTDIR)$(PREFIX)/share/locale/$$lang/LC_MESSAGES"; \
		msgfmt --check -o "$(DESTDIR)$(PREFIX)/share/locale/$$lang/LC_MESSAGES/authtui.mo" "$$po"; done

uninstall:
	if cmp -s packaging/config.toml "$(CONFIG)"; then rm -f "$(CONFIG)"; rmdir "$(DESTDIR)/etc/authtui" 2>/dev/null || true; fi
	rm -f "$(DESTDIR)$(PREFIX)/bin/authtui" "$(DESTDIR)$(PREFIX)/share/man/man1/authtui.1" \
		"$(DESTDIR)$(PREFIX)/share/bash-completion/completions/authtui" \
		"$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_authtui" \
		"$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/authtui.fish" \
		"$(DESTDIR)$(PREFIX)"/share/locale/*/LC_MESSAGES/authtui.mo

clean:
	rm -rf .build
