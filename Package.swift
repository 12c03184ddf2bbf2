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
        .target(
            name: "AuthDomain", dependencies: ["CSQLite", "CSodium"],
            // _FoundationICU ships with the toolchain: Unicode normalization without Foundation.
            linkerSettings: [.linkedLibrary("m"), .linkedLibrary("_FoundationICU")]),
        .target(name: "AuthTUI", dependencies: ["AuthDomain", "CNcurses"]),
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
