// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "authtui",
    products: [
        .library(name: "AuthDomain", targets: ["AuthDomain"]),
        .library(name: "AuthTUI", targets: ["AuthTUI"]),
        .executable(name: "authtui", targets: ["authtui"]),
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
        // NFKC and NFKC_Casefold for account keys and passwords (see Sources/CUtf8proc/shim.h).
        .systemLibrary(
            name: "CUtf8proc", pkgConfig: "libutf8proc",
            providers: [.apt(["libutf8proc-dev"])]),
        // No pkgConfig: libpng and libjpeg are dlopen'ed when a picture file is first read (see
        // their shim.h); png.h and jpeglib.h are on the default include path.
        .systemLibrary(name: "CPng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .target(
            name: "AuthDomain",
            dependencies: ["CSQLite", "CSodium", "CUtf8proc", "CCurl", "CLibpq", "CPng", "CJpeg"],
            linkerSettings: [.linkedLibrary("m")]),
        // libdispatch's main-queue hooks (the toolchain's own libdispatch; nothing to install).
        .systemLibrary(name: "CMainQueue"),
        .target(name: "AuthTUI", dependencies: ["AuthDomain", "CNcurses", "CMainQueue"]),
        .executableTarget(name: "authtui", dependencies: ["AuthDomain", "AuthTUI"]),
        .executableTarget(
            name: "authtui-bench", dependencies: ["AuthDomain", "AuthTUI"],
            path: "Sources/Bench"),
        // Test-only helper: a second process for the concurrent sign-up and SIGKILL tests.
        .executableTarget(
            name: "accounts-stress", dependencies: ["AuthDomain"], path: "Sources/AccountsStress"),
        .testTarget(name: "AuthDomainTests", dependencies: ["AuthDomain"]),
        .testTarget(name: "AuthTUITests", dependencies: ["AuthTUI", "AuthDomain"]),
        .testTarget(name: "EndToEndTests", dependencies: []),
    ],
    swiftLanguageModes: [.v6]
)
