#if canImport(Glibc)
    import Glibc
#endif

/// `authtui-bench [suite…]`: prints figures for the named suites, or for all of them.
let suites: [(name: String, run: () async -> Void)] = [
    ("compose", { ComposeBench.run() }),
    ("image", { ImageBench.run() }),
    ("accounts", { await AccountsBench.run() }),
    ("terminal", { TerminalBench.run() }),
    ("postgres", { await PostgresBench.run() }),
]
let wanted = Array(CommandLine.arguments.dropFirst())
let unknown = wanted.filter { name in !suites.contains { $0.name == name } }
if !unknown.isEmpty {
    print(
        "authtui-bench: unknown suite \(unknown.joined(separator: ", ")); suites: \(suites.map(\.name).joined(separator: " "))"
    )
    exit(2)
}
for suite in suites where wanted.isEmpty || wanted.contains(suite.name) {
    print("== \(suite.name)")
    await suite.run()
}
