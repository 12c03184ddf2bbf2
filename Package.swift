// swift-tools-version:6.0
// authtui and its libraries: MIT licence (LICENSE), as AuthNavigation, which the navigator descends from.
import PackageDescription

let package = Package(
    name: "authtui",
    products: [
        // Each library needs only what it uses: the navigator and the conversation alone pull in
        // no C library at all, and `AuthDomain` (the whole headless login) re-exports the five
        // below it.
        .library(name: "AuthNavigation", targets: ["AuthNavigation"]),
        .library(name: "AuthText", targets: ["AuthText"]),
        .library(name: "AuthConversation", targets: ["AuthConversation"]),
        .library(name: "AuthProcess", targets: ["AuthProcess"]),
        .library(name: "AuthAccounts", targets: ["AuthAccounts"]),
        .library(name: "AuthImages", targets: ["AuthImages"]),
        .library(name: "AuthDomain", targets: ["AuthDomain"]),
        .library(name: "AuthTUI", targets: ["AuthTUI"]),
        .library(name: "AuthLogin", targets: ["AuthLogin"]),
        .library(name: "AuthPAM", targets: ["AuthPAM"]),
        .library(name: "AuthGreetd", targets: ["AuthGreetd"]),
        .executable(name: "authtui", targets: ["authtui"]),
        // For the libFuzzer package in Fuzz/ only (`make fuzz`); not an API.
        .library(name: "FuzzTargets", targets: ["FuzzTargets"]),
    ],
    targets: [
        // MARK: C libraries, linked.
        // No pkgConfig for any C library: every header is on the default include path and each
        // module map links its library (the system's shared one, in release builds too), so the
        // build needs no pkg-config.
        .systemLibrary(name: "CNcurses", providers: [.apt(["libncurses-dev"])]),
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CSodium", providers: [.apt(["libsodium-dev"])]),
        // NFKC and NFKC_Casefold for account keys and passwords (see Sources/CUtf8proc/shim.h).
        .systemLibrary(name: "CUtf8proc", providers: [.apt(["libutf8proc-dev"])]),
        // libdispatch's main-queue hooks (the toolchain's own libdispatch; nothing to install).
        .systemLibrary(name: "CMainQueue"),

        // MARK: C libraries, loaded on first use.
        // Each is dlopen'ed by its shim.h the first time it is needed, through the one loader in
        // Sources/CDynamicLoader/loader.h, so its `-l` never reaches the linker and a launch that
        // does not need it pays nothing; only the header is needed to build. Each fails closed
        // when the library is missing (see its shim.h).
        // libcurl: the first `--image-url` download, the first request to an `--oidc` provider.
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // libpq: the first connection to a PostgreSQL store.
        .systemLibrary(name: "CLibpq", providers: [.apt(["libpq-dev"])]),
        // libpng and libjpeg: when a picture file is first read or written.
        .systemLibrary(name: "CPng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        // Nettle: the first two-factor code (HMAC-SHA1 for TOTP, RFC 6238).
        .systemLibrary(name: "CNettle", providers: [.apt(["nettle-dev"])]),
        // Nettle's public-key half, libhogweed: the first RS256 or ES256 ID token checked.
        .systemLibrary(name: "CHogweed", providers: [.apt(["nettle-dev"])]),
        // libqrencode and zxcvbn: an enrolment's QR code and a new password's estimate are never
        // on the way to the prompt.
        .systemLibrary(name: "CQrencode", providers: [.apt(["libqrencode-dev"])]),
        .systemLibrary(name: "CZxcvbn", providers: [.apt(["libzxcvbn-dev"])]),
        // Linux-PAM: `--pam` only. Looked up in the global scope once loaded, so a preloaded
        // pam_wrapper (the tests' real modules) interposes as on a program that links it.
        .systemLibrary(name: "CPam", providers: [.apt(["libpam0g-dev"])]),

        // MARK: The headless domain, bottom to top (dependencies point down only).
        // The navigator and the plain values screens share (Rect, RGBColor, PixelImage, Form).
        .target(name: "AuthNavigation"),
        // Every sentence a person reads, by id, in their language (the catalogue's runtime and
        // its translations, made from po/*.po): no C library.
        .target(name: "AuthText"),
        // The login conversation's API: `Authenticator`, its steps, replies and turns, `Identity`.
        // What an authenticator needs to be written and driven, and nothing else: no C library.
        .target(name: "AuthConversation", dependencies: ["AuthText"]),
        // JSON read strictly and written exactly: greetd's socket, an OpenID provider, `--json`.
        .target(name: "AuthJSON"),
        // A set-user-ID copy starts again in a clean environment before the Swift runtime reads
        // it (a constructor), and owns the list of variables such a process keeps. libc only.
        .target(name: "CSecureStart"),
        // The process itself: environment, hardening, threads, children. Glibc only.
        // Its async bridges (`SerialThread.run`, `DetachedThread.run`) start where their caller
        // runs, so a call from an actor on a `SerialThread` never detours through Swift's pool.
        .target(
            name: "AuthProcess", dependencies: ["AuthText", "CSecureStart"],
            swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
        // Accounts, their stores, password and session security, the second factor, operators.
        .target(
            name: "AuthAccounts",
            dependencies: [
                "AuthNavigation", "AuthText", "AuthConversation", "AuthProcess", "CSQLite", "CSodium",
                "CUtf8proc", "CNettle", "CLibpq", "CQrencode", "CZxcvbn",
            ],
            // A nonisolated async function runs where its caller runs (SE-0461): the stores'
            // methods, called by the service on its thread, stay on that thread (docs/DECISIONS.md).
            swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
        // Picture sources: decoders, the generated landscape, local files and downloads.
        .target(
            name: "AuthImages",
            dependencies: ["AuthNavigation", "AuthProcess", "AuthText", "CPng", "CJpeg", "CCurl"],
            linkerSettings: [.linkedLibrary("m")]),
        // Signing in through an OpenID provider with the device flow (RFC 8628): its HTTPS through
        // libcurl, discovery, polling, and the ID token's checks (OpenID Connect Core §3.1.3.7;
        // docs/oidc.md).
        .target(
            name: "AuthOIDC",
            dependencies: [
                "AuthJSON", "AuthText", "AuthConversation", "AuthProcess", "CCurl", "CHogweed", "CSodium",
            ],
            // `verify`'s async overload runs where its caller runs, so the caller's own closure that
            // fetches the keys again is not sent to another executor (SE-0461).
            swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
        // The login itself: the conversation, the flow's presenters and router, the connection
        // check. Re-exports the five targets above (Sources/AuthDomain/Exports.swift).
        .target(
            name: "AuthDomain",
            dependencies: ["AuthNavigation", "AuthConversation", "AuthProcess", "AuthAccounts", "AuthImages"]),

        // MARK: The terminal, the command line and the app.
        // The terminal: ncurses backend, canvas, compositor, fades, widgets, and the embedding API
        // (ScreenView, NavigatorView, GuardedScreen, RootScreen, FullScreen). Needs only ncurses
        // (and the toolchain's libdispatch) besides the navigator.
        .target(name: "AuthTUI", dependencies: ["AuthNavigation", "AuthText", "CNcurses", "CMainQueue"]),
        // The login on screen: the conversation's sheets, the loading screen, the app's hosts and
        // the ready-made LoginGate, on AuthTUI and the whole domain.
        .target(name: "AuthLogin", dependencies: ["AuthDomain", "AuthTUI"]),
        // The machine's accounts as an authenticator, through PAM (`--pam SERVICE`). Only
        // libpam's header: the conversation, not the account store.
        .target(name: "AuthPAM", dependencies: ["AuthConversation", "AuthProcess", "CPam"]),
        // A greeter's conversation with greetd over $GREETD_SOCK (`authtui greet`): greetd-ipc,
        // the desktop sessions, what the greeter remembers. No C library.
        .target(name: "AuthGreetd", dependencies: ["AuthConversation", "AuthJSON", "AuthProcess"]),
        // The command-line parser (options, subcommands, operator actions): the executable's,
        // not the domain's. A target of its own so the tests and the fuzz targets reach it.
        .target(name: "AuthCommandLine", dependencies: ["AuthDomain", "AuthGreetd", "AuthOIDC"]),
        .executableTarget(
            name: "authtui",
            dependencies: [
                "AuthCommandLine", "AuthDomain", "AuthTUI", "AuthLogin", "AuthPAM", "AuthGreetd", "AuthJSON",
                "AuthOIDC",
                "Showcase",
            ]),

        // MARK: Demos and examples: programs that use the library as another project would.
        // The modal-overlay demo (`authtui showcase`): built on AuthTUI's public API only, and not
        // part of the library products.
        .target(
            name: "Showcase", dependencies: ["AuthDomain", "AuthText", "AuthTUI"], path: "Demos/Showcase"),
        // Programs that embed the library as another project would (README "Embed it").
        .executableTarget(
            name: "GuardedHello", dependencies: ["AuthLogin"], path: "Examples/GuardedHello"),
        .executableTarget(
            name: "CustomLogin", dependencies: ["AuthNavigation", "AuthTUI"], path: "Examples/CustomLogin"),

        // MARK: Tools: benches, pictures, test helpers, fuzz targets. Not part of any product
        // but FuzzTargets' own.
        .executableTarget(
            name: "authtui-bench", dependencies: ["AuthDomain", "AuthTUI", "AuthLogin"], path: "Tools/Bench"),
        // The README's pictures, drawn by the real screens (`make screenshots`; a test compares).
        .executableTarget(
            name: "authtui-screenshots", dependencies: ["AuthDomain", "AuthTUI", "AuthLogin", "Showcase"],
            path: "Tools/Screenshots"),
        // Test-only helper: a second process for the concurrent sign-up and SIGKILL tests.
        .executableTarget(
            name: "accounts-stress", dependencies: ["AuthDomain"], path: "Tools/AccountsStress"),
        // What the fuzz targets run (driven by libFuzzer in Fuzz/, replayed by AuthTUITests).
        .target(
            name: "FuzzTargets", dependencies: ["AuthCommandLine", "AuthDomain", "AuthTUI", "AuthLogin"],
            path: "Tools/FuzzTargets"),
        // Test-only: where the PostgreSQL server programs are, for both suites that start one.
        .target(name: "PostgresBinaries", path: "Tests/PostgresBinaries"),
        // Test-only: running a command to its end, and stopping a server within a bound.
        .target(name: "TestProcesses", path: "Tests/TestProcesses"),
        // Test-only: greetd's side of its socket, scripted, for the greeter's headless tests.
        .target(name: "ScriptedGreetd", path: "Tests/ScriptedGreetd"),

        // MARK: Tests.
        .testTarget(
            // Every domain target by name, not only through AuthDomain's re-exports: SwiftPM relinks
            // the test bundle when a direct dependency changes (a mutant in AuthImages was not).
            name: "AuthDomainTests",
            dependencies: [
                "AuthDomain", "AuthNavigation", "AuthText", "AuthConversation", "AuthProcess", "AuthAccounts",
                "AuthImages", "AuthCommandLine", "AuthGreetd", "AuthJSON", "AuthOIDC",
                "PostgresBinaries", "ScriptedGreetd", "TestProcesses",
            ]),
        .testTarget(
            name: "AuthTUITests",
            dependencies: [
                "AuthTUI", "AuthLogin", "AuthDomain", "AuthGreetd", "Showcase", "FuzzTargets",
                "ScriptedGreetd", "TestProcesses",
            ]),
        .testTarget(name: "EndToEndTests", dependencies: ["PostgresBinaries", "TestProcesses"]),
    ],
    swiftLanguageModes: [.v6]
)
