// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "authtui",
    products: [
        .library(name: "AuthDomain", targets: ["AuthDomain"]),
        .library(name: "AuthTUI", targets: ["AuthTUI"]),
        .executable(name: "authtui", targets: ["authtui"]),
        // For the libFuzzer package in Fuzz/ only (`make fuzz`); not an API.
        .library(name: "FuzzTargets", targets: ["FuzzTargets"]),
    ],
    targets: [
        // No pkgConfig for any C library: every header is on the default include path and each
        // module map links its library. pkg-config's `-L/usr/lib/...` would put the system folder
        // ahead of scripts/link/, whose linker scripts make release builds take the archives of
        // the libraries the prompt needs (see docs/DECISIONS.md).
        .systemLibrary(name: "CNcurses", providers: [.apt(["libncurses-dev"])]),
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CSodium", providers: [.apt(["libsodium-dev"])]),
        // No pkgConfig: libcurl is dlopen'ed on first download (see Sources/CCurl/shim.h), so
        // its `-lcurl` must not reach the linker; the header lives on the default include path.
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // No pkgConfig either: libpq is dlopen'ed on first connection (see Sources/CLibpq/shim.h).
        .systemLibrary(name: "CLibpq", providers: [.apt(["libpq-dev"])]),
        // NFKC and NFKC_Casefold for account keys and passwords (see Sources/CUtf8proc/shim.h).
        .systemLibrary(name: "CUtf8proc", providers: [.apt(["libutf8proc-dev"])]),
        // No pkgConfig: libpng and libjpeg are dlopen'ed when a picture file is first read (see
        // their shim.h); png.h and jpeglib.h are on the default include path.
        .systemLibrary(name: "CPng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        // The second factor: HMAC-SHA1 for TOTP (RFC 6238) and QR codes for its enrolment.
        .systemLibrary(name: "CNettle", providers: [.apt(["nettle-dev"])]),
        // libqrencode and zxcvbn are dlopen'ed on first use (their shim.h): an enrolment's QR code
        // and a new password's estimate are never on the way to the prompt.
        .systemLibrary(name: "CQrencode", providers: [.apt(["libqrencode-dev"])]),
        .systemLibrary(name: "CZxcvbn", providers: [.apt(["libzxcvbn-dev"])]),
        .target(
            name: "AuthDomain",
            dependencies: [
                "CSQLite", "CSodium", "CUtf8proc", "CCurl", "CLibpq", "CPng", "CJpeg", "CNettle", "CQrencode",
                "CZxcvbn",
            ],
            linkerSettings: [.linkedLibrary("m")]),
        // libdispatch's main-queue hooks (the toolchain's own libdispatch; nothing to install).
        .systemLibrary(name: "CMainQueue"),
        .target(name: "AuthTUI", dependencies: ["AuthDomain", "CNcurses", "CMainQueue"]),
        // The modal-overlay demo (`authtui showcase`): built on AuthTUI's public API only, and not
        // part of the library products.
        .target(name: "Showcase", dependencies: ["AuthDomain", "AuthTUI"]),
        .executableTarget(name: "authtui", dependencies: ["AuthDomain", "AuthTUI", "Showcase"]),
        .executableTarget(
            name: "authtui-bench", dependencies: ["AuthDomain", "AuthTUI"],
            path: "Sources/Bench"),
        // Programs that embed the library as another project would (README "Embed it").
        .executableTarget(
            name: "GuardedHello", dependencies: ["AuthDomain", "AuthTUI"], path: "Examples/GuardedHello"),
        .executableTarget(
            name: "CustomLogin", dependencies: ["AuthDomain", "AuthTUI"], path: "Examples/CustomLogin"),
        // The README's pictures, drawn by the real screens (`make screenshots`; a test compares).
        .executableTarget(
            name: "authtui-screenshots", dependencies: ["AuthDomain", "AuthTUI", "Showcase"],
            path: "Sources/Screenshots"),
        // Test-only helper: a second process for the concurrent sign-up and SIGKILL tests.
        .executableTarget(
            name: "accounts-stress", dependencies: ["AuthDomain"], path: "Sources/AccountsStress"),
        // Test-only: where the PostgreSQL server programs are, for both suites that start one.
        .target(name: "PostgresBinaries", path: "Tests/PostgresBinaries"),
        // What the fuzz targets run (driven by libFuzzer in Fuzz/, replayed by AuthTUITests).
        .target(name: "FuzzTargets", dependencies: ["AuthDomain", "AuthTUI"]),
        .testTarget(name: "AuthDomainTests", dependencies: ["AuthDomain", "PostgresBinaries"]),
        .testTarget(
            name: "AuthTUITests", dependencies: ["AuthTUI", "AuthDomain", "Showcase", "FuzzTargets"]),
        .testTarget(name: "EndToEndTests", dependencies: ["PostgresBinaries"]),
    ],
    swiftLanguageModes: [.v6]
)
