// swift-tools-version:6.0
// libFuzzer drivers for authtui (`make fuzz`), a package of its own so that only these builds get
// ASan and libFuzzer's coverage instrumentation (scripts/fuzz.sh passes the flags and links
// libFuzzer): the targets themselves live in the main package (Tools/FuzzTargets), where the
// test suites replay the saved corpus.
import PackageDescription

let package = Package(
    name: "authtui-fuzz",
    dependencies: [.package(name: "authtui", path: "..")],
    targets: [
        .executableTarget(
            name: "authtui-fuzz", dependencies: [.product(name: "FuzzTargets", package: "authtui")],
            path: "Driver")
    ],
    swiftLanguageModes: [.v6]
)
