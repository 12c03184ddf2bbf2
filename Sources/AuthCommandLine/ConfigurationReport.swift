import AuthDomain

/// What `--print-config` prints: the files looked at, then every setting that applies to the
/// mode, with its value in force and where it came from, as a configuration file would say it
/// (each origin a comment), so a line can be copied into one. A secret is never shown
/// (`LaunchOption.shown`: a store's password stays out).
public enum ConfigurationReport {
    static let heading = Message(
        "print-config.heading", "%1$s: the settings in force, and where each comes from")
    static let gateHeading = Message(
        "print-config.heading.gate",
        "%1$s through a set-user-ID copy: the gate's settings, and where each comes from")
    static let fileRead = Message("print-config.file-read", "%1$s: read")
    static let fileMissing = Message("print-config.file-missing", "%1$s: not there")
    static let notSet = Message("print-config.not-set", "%1$s is not set")

    public static func render(_ resolved: ResolvedLaunch) -> String {
        let usage =
            resolved.options.command.isAuthorizedKeys ? "authtui authorized-keys" : resolved.subcommand.usage
        var lines = ["# " + (resolved.isGate ? gateHeading(usage) : heading(usage))]
        lines += resolved.files.map {
            "# " + ($0.found ? fileRead($0.source.path) : fileMissing($0.source.path))
        }
        var rows: [(setting: String, origin: String)] = []
        for option in LaunchOption.table {
            guard let origin = resolved.origins[option.name] else { continue }
            let name = option.settingName
            let value: String?
            if let shown = option.shown {
                value = shown(resolved.options)?.toml
            } else {
                // An option without `shown` holds no secret: the values it was given, as given.
                value = resolved.arguments[option.name].map { arguments in
                    switch option.setting {
                    case .flag: "\(!arguments.isEmpty)"
                    case .number: arguments.compactMap { $0 }.joined()
                    case .texts: SettingValue.strings(arguments.compactMap { $0 }).toml
                    default: SettingValue.string(arguments.compactMap { $0 }.joined()).toml
                    }
                }
            }
            rows.append((value.map { "\(name) = \($0)" } ?? "# " + notSet(name), origin.text))
        }
        let width = rows.map(\.setting.count).max() ?? 0
        lines += rows.map {
            $0.setting + String(repeating: " ", count: width - $0.setting.count) + "  # " + $0.origin
        }
        return lines.joined(separator: "\n")
    }
}
