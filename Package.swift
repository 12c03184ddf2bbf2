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
        .systemLibrary(
            name: "CNcurses", pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]),
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(
            name: "CSodium", pkgConfig: "libsodium",
            providers: [.apt(["libsodium-dev"])]),
        // No pkgConfig: libcurl is dlopen'ed on first download (see Sources/CCurl/shim.h), so
        // its `-lcurl` must not reach the linker; the header lives on the default include path.
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // No pkgConfig either: libpq is dlopen'ed on first connection (see Sources/CLibpq/shim.h).
        .systemLibrary(name: "CLibpq", providers: [.apt(["libpq-dev"])]),
        .systemLibrary(
            name: "CPng", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CJpeg", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]),
        // No pkg-config file ships with it; module.modulemap links -lzxcvbn.
        .systemLibrary(name: "CZxcvbn", providers: [.apt(["libzxcvbn-dev"])]),
        .target(
            name: "AuthDomain",
            dependencies: ["CSQLite", "CSodium", "CCurl", "CLibpq", "CPng", "CJpeg", "CZxcvbn"],
            // _FoundationICU ships with the toolchain: Unicode normalization without Foundation.
            linkerSettings: [.linkedLibrary("m"), .linkedLibrary("_FoundationICU")]),
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
        // What the fuzz targets run (driven by libFuzzer in Fuzz/, replayed by AuthTUITests).
        .target(name: "FuzzTargets", dependencies: ["AuthDomain", "AuthTUI"]),
        .testTarget(name: "AuthDomainTests", dependencies: ["AuthDomain"]),
        .testTarget(
            name: "AuthTUITests", dependencies: ["AuthTUI", "AuthDomain", "Showcase", "FuzzTargets"]),
        .testTarget(name: "EndToEndTests", dependencies: []),
    ],
    swiftLanguageModes: [.v6]
)
