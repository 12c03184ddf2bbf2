# authtui: keyboard-driven login for the terminal.
# `make run` starts the app on the embedded default store; `make test` runs every suite.

PREFIX ?= /usr/local
SWIFT ?= swift
# What building and running needs (`make deps`, which `make run`, `make release`, `make install`
# and `make build` call): the headers of every C library the build compiles against (their
# libraries come with them, linked or loaded on first use), the terminal descriptions, and python3
# for scripts/c_headers.py. Nothing here runs a service.
RUN_PACKAGES := libncurses-dev ncurses-term libsqlite3-dev libsodium-dev libutf8proc-dev nettle-dev \
	libcurl4-openssl-dev libpng-dev libjpeg62-turbo-dev libpq-dev libqrencode-dev libzxcvbn-dev \
	libpam0g-dev python3
# What only the tests need besides (`make test-deps`, which `make test` calls): the servers and
# tools they start on their own sockets and consoles. scripts/deps.sh leaves none of their
# services running or enabled.
TEST_PACKAGES := tmux postgresql openssh-server openssh-client openssl oathtool zbar-tools \
	libpam-wrapper libpam-oath fenrir greetd fail2ban
BENCH_PACKAGES := dialog whiptail valgrind
# The Swift runtime linked statically into release binaries: about 4 MiB less resident memory
# and a third faster to the first frame than loading libswiftCore and friends at start-up. The
# C++ library it needs comes from libstdc++.a through scripts/link (38 % fewer
# instructions before main), lld packs the 27 000 relative relocations (DT_RELR, glibc 2.36+),
# no $ORIGIN run path sends the loader probing the build folder for every library, the C
# libraries the prompt needs come from their Debian archives (scripts/link again), every Swift
# function gets its own section, and the code that runs up to the prompt is laid out together
# (scripts/link/startup-order.py). The static runtime's link arguments ask for -export-dynamic,
# which put our 5 200 Swift symbols into the dynamic symbol table; the loader's symbol lookups
# read those tables, ~440 kB, all of it resident at the prompt: --no-export-dynamic (the later
# of the two wins) leaves only the 414 imports (nothing looks our symbols up at run time;
# debuggers read .symtab, which stays). Functions without a symbol (closure-context
# destroyers and other `.L` helpers) cannot be named in the order, so
# scripts/link/private-functions.ld gathers them into one 13 kB section ahead of .text: scattered,
# the few the start calls each kept another 64 KiB window of code resident. Concrete generic
# types' metadata is reached through accessor functions, not by demangling their names at run
# time: a name's first use made the runtime parse it and, for each Hashable or Error requirement,
# search every conformance record in the binary (1.5 M instructions before the first frame, 80 kB
# more code). See docs/DECISIONS.md.
RELEASE := -c release -Xswiftc -static-stdlib --disable-local-rpath -Xswiftc -use-ld=lld \
	-Xswiftc -Xfrontend -Xswiftc -function-sections -Xlinker --no-export-dynamic \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xlinker -z -Xlinker pack-relative-relocs -Xlinker -L$(CURDIR)/scripts/link \
	-Xlinker --symbol-ordering-file=$(CURDIR)/scripts/link/startup-order.txt \
	-Xlinker --no-warn-symbol-ordering -Xlinker -T -Xlinker $(CURDIR)/scripts/link/private-functions.ld

.PHONY: all deps test-deps bench-deps c-headers link-inputs build release run showcase test test-e2e mutate lint format bench screenshots install uninstall clean fuzz soak

all: build

# Installs only the Debian packages that are missing; silent when everything is there.
deps:
	@DEBIAN_PACKAGES="$(RUN_PACKAGES)" sh scripts/deps.sh

test-deps:
	@DEBIAN_PACKAGES="$(RUN_PACKAGES) $(TEST_PACKAGES)" sh scripts/deps.sh

bench-deps:
	@DEBIAN_PACKAGES="$(RUN_PACKAGES) $(TEST_PACKAGES) $(BENCH_PACKAGES)" sh scripts/deps.sh

# SwiftPM does not notice an edited C header (Sources/C*/shim.h, Sources/CDynamicLoader/loader.h:
# `[system]` modules, never checked against their precompiled copies): scripts/c_headers.py
# keeps their digests and, after an edit, makes the next build redo what uses them.
c-headers:
	@python3 scripts/c_headers.py

# Nor does it know the files the release link reads (RELEASE's order, linker script and the
# scripts/link stand-ins): when one is newer than a release binary, the binary is removed so the
# next build links it again (`make release` after startup-order.py otherwise kept the old layout).
RELEASE_LINK_INPUTS := $(wildcard scripts/link/*.txt scripts/link/*.ld scripts/link/*.so)
link-inputs:
	@bin="$$($(SWIFT) build $(RELEASE) --show-bin-path)"; \
	for product in $(E2E_PRODUCTS) authtui-bench; do \
		for input in $(RELEASE_LINK_INPUTS); do \
			if [ -e "$$bin/$$product" ] && [ "$$input" -nt "$$bin/$$product" ]; then rm -f "$$bin/$$product"; fi; \
		done; \
	done

build: deps c-headers
	$(SWIFT) build

release: deps c-headers link-inputs
	$(SWIFT) build $(RELEASE) --product authtui

run: release
	"$$($(SWIFT) build $(RELEASE) --show-bin-path)/authtui" $(ARGS)

showcase: release
	"$$($(SWIFT) build $(RELEASE) --show-bin-path)/authtui" showcase

# What the end-to-end suite drives, built as users get them (`make run`, `make install`): the
# release binary, linked unlike the debug one (see RELEASE), and the programs the suite finds
# next to it (the two examples, the screenshot generator whose pictures must match the README's).
E2E_PRODUCTS := authtui GuardedHello CustomLogin authtui-screenshots

# Every suite: domain (headless), TUI (canvas + headless ncurses) and end-to-end (the release
# binary in tmux).
test: test-deps c-headers link-inputs
	python3 scripts/mutate.py --check
	$(SWIFT) build --build-tests
	for product in $(E2E_PRODUCTS); do $(SWIFT) build $(RELEASE) --product $$product || exit 1; done
	sh scripts/release-smoke.sh "$$($(SWIFT) build $(RELEASE) --show-bin-path)/authtui"
	@AUTHTUI_BIN="$$($(SWIFT) build $(RELEASE) --show-bin-path)/authtui" SWIFT="$(SWIFT)" sh scripts/run-tests.sh

test-e2e: test-deps c-headers link-inputs
	$(SWIFT) build --build-tests
	for product in $(E2E_PRODUCTS); do $(SWIFT) build $(RELEASE) --product $$product || exit 1; done
	AUTHTUI_BIN="$$($(SWIFT) build $(RELEASE) --show-bin-path)/authtui" $(SWIFT) test --skip-build --filter EndToEndTests

# The README's pictures, drawn by the real screens at 100x30 (a test fails when they are stale).
screenshots: build
	"$$($(SWIFT) build --show-bin-path)/authtui-screenshots" docs/screenshots

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
	$(SWIFT) build --build-tests
	SOAK_SECONDS=$(SOAK_SECONDS) AUTHTUI_SOAK=1 $(SWIFT) test --skip-build --filter FaultSoakTests

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tools Demos Tests Examples

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tools Demos Tests Examples

bench: bench-deps c-headers link-inputs
	$(SWIFT) build $(RELEASE) --product authtui
	$(SWIFT) build $(RELEASE) --product authtui-bench
	"$$($(SWIFT) build $(RELEASE) --show-bin-path)/authtui-bench"
	AUTHTUI_BIN="$$($(SWIFT) build $(RELEASE) --show-bin-path)/authtui" python3 scripts/bench_app.py
	AUTHTUI_BIN="$$($(SWIFT) build $(RELEASE) --show-bin-path)/authtui" python3 scripts/bench_launch_floor.py
	AUTHTUI_BIN="$$($(SWIFT) build $(RELEASE) --show-bin-path)/authtui" BENCH_PROFILE=1 python3 scripts/bench_instructions.py

# The binary, its manual page and its bash completion (both generated by the binary itself).
install: release
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man1" \
		"$(DESTDIR)$(PREFIX)/share/bash-completion/completions"
	install -m 0755 "$$($(SWIFT) build $(RELEASE) --show-bin-path)/authtui" "$(DESTDIR)$(PREFIX)/bin/authtui"
	"$(DESTDIR)$(PREFIX)/bin/authtui" --man > "$(DESTDIR)$(PREFIX)/share/man/man1/authtui.1"
	"$(DESTDIR)$(PREFIX)/bin/authtui" --bash-completion \
		> "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/authtui"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/authtui" "$(DESTDIR)$(PREFIX)/share/man/man1/authtui.1" \
		"$(DESTDIR)$(PREFIX)/share/bash-completion/completions/authtui"

clean:
	rm -rf .build
