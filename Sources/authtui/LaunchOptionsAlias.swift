import AuthCommandLine

// The parser's type. `AuthDomain` still has a same-named forwarder for `LoginGate` (see
// Sources/AuthDomain/LaunchOptionsForwarder.swift), and imported types do not shadow each other:
// this alias, declared in the executable's own module, wins. Both go when LoginGate calls
// `DataDirectory.defaultPath(environment:)` itself.
typealias LaunchOptions = AuthCommandLine.LaunchOptions
