print("bench")
// `authtui-bench NAME…` runs only the named benchmarks; no argument runs them all.
let selectedBenchmarks = Set(CommandLine.arguments.dropFirst())
if selectedBenchmarks.isEmpty || selectedBenchmarks.contains("accounts") { await AccountsBench.run() }
