#if canImport(Glibc)
    import Glibc
#endif

/// `authtui-bench [suite…]`: prints figures for the named suites, or for all of them.
/// (`authtui-bench sign-in-worker …` is one process of the load suite.)
let suites: [(name: String, run: () async -> Void)] = [
    ("compose", { await ComposeBench.run() }),
    ("image", { ImageBench.run() }),
    ("accounts", { await AccountsBench.run() }),
    ("terminal", { TerminalBench.run() }),
    ("postgres", { await PostgresBench.run() }),
    ("load", { await SignInLoadBench.run() }),
]
// The processes the load suite starts.
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "sign-in-worker" {
    exit(await SignInLoadBench.worker(Array(CommandLine.arguments.dropFirst(2))))
}
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
