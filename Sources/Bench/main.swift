import Glibc

if (CommandLine.arguments.dropFirst().first ?? "terminal") == "terminal" { TerminalBench.run() }
if CommandLine.arguments.dropFirst().first == "terminal" { exit(0) }
print("bench")
