/// A stand-in for the command-line parser's `LaunchOptions`, which moved to the executable's
/// `AuthCommandLine` target: it keeps only the one call the TUI still makes
/// (`LoginGate` finding the default data directory) and forwards it to its owner,
/// `DataDirectory.defaultPath(environment:)`.
///
/// Transitional: it goes once `LoginGate` calls `DataDirectory` itself. Where both this and
/// `AuthCommandLine` are imported, `AuthCommandLine.LaunchOptions` wins (a module shadows the
/// names of a module it imports), so the parser's callers see the real type.
public enum LaunchOptions {
    /// `DataDirectory.defaultPath(environment:)`.
    public static func defaultDataDirectory(environment: [String: String]) -> String {
        DataDirectory.defaultPath(environment: environment)
    }
}
