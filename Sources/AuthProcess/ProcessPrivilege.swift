#if canImport(Glibc)
    import Glibc
#endif

/// A set-user-ID (or set-group-ID) copy of authtui: the SSH recipe's gate (issue 26 #2), which
/// runs as the user who owns the account store while the person's program runs as themselves.
///
/// Whoever starts it chooses its environment, so an elevated process keeps only the variables
/// that neither load code nor name a file (`keptWhenElevated`) and puts `HOME` at the store
/// owner's home: `AUTHTUI_STORE`, `PG*` (libpq: a password file, a TLS mode), `XDG_DATA_HOME`,
/// `TERMINFO`, `SSL_CERT_FILE`, `OPENSSL_CONF` and the rest are gone before anything reads them.
/// glibc (`AT_SECURE`) has already removed `LD_*`, `GCONV_PATH`, `TMPDIR` and its other unsafe
/// variables, and the Swift runtime reads no `SWIFT_*` variable (nor starts its backtracer) in
/// such a process. The environment as it came is what the gated program gets back.
public enum ProcessPrivilege {
    /// Whether the kernel started this process with more rights than its caller (set-user-ID or
    /// set-group-ID): `AT_SECURE`, and the ids themselves, in case the aux vector says nothing.
    public static var isElevated: Bool {
        getuid() != geteuid() || getgid() != getegid() || secureExecution
    }

    /// `getauxval(AT_SECURE)`, which the Glibc module does not declare: looked up like `prctl`.
    private static var secureExecution: Bool {
        typealias GetAuxiliaryValue = @convention(c) (UInt) -> UInt
        guard let symbol = dlsym(nil, "getauxval") else { return false }
        return unsafeBitCast(symbol, to: GetAuxiliaryValue.self)(23 /* AT_SECURE */) != 0
    }

    /// The variables an elevated process keeps: the terminal, the language, the documented
    /// switches, and what sshd says about the connection (`SSH_USER_AUTH` and the address in
    /// `SSH_CONNECTION` are believed only when sshd itself started the process:
    /// `SSHSessionAncestry`), and the command the client asked for (`SSH_ORIGINAL_COMMAND`: the
    /// gate accepts three words from it, `GateRequest`, and runs nothing it names).
    public static let keptWhenElevated: Set<String> = [
        "TERM", "LANG", "LANGUAGE", "NO_COLOR", "ESCDELAY", "ACCESSIBLE", "GH_ACCESSIBLE_PROMPTER",
        "COLUMNS", "LINES", "SSH_CONNECTION", "SSH_CLIENT", "SSH_TTY", "SSH_USER_AUTH",
        "SSH_ORIGINAL_COMMAND",
    ]

    /// Confines an elevated process's own environment (see the type's comment) and returns the
    /// environment as it came, for the program it starts; a process that is not elevated is left
    /// as it is. Call it first thing in `main`, before any library reads a variable.
    public static func confineEnvironment() -> [String: String] {
        let inherited = ProcessEnvironment.current
        guard isElevated else { return inherited }
        clearenv()
        for (name, value) in inherited where keptWhenElevated.contains(name) || name.hasPrefix("LC_") {
            setenv(name, value, 1)
        }
        setenv("PATH", "/usr/bin:/bin", 1)
        if let owner = getpwuid(geteuid()), let home = owner.pointee.pw_dir {
            setenv("HOME", String(cString: home), 1)
        }
        return inherited
    }

    /// `body` run with the real user as the effective one, for a file that is the caller's own
    /// (sshd's auth info is theirs, 0600); nil when the user cannot be switched. The user ids are
    /// the whole process's, so only while no other thread opens files (start-up).
    public static func asRealUser<T>(_ body: () -> T) -> T? {
        let elevated = geteuid()
        guard elevated != getuid() else { return body() }
        guard seteuid(getuid()) == 0 else { return nil }
        defer { _ = seteuid(elevated) }
        return body()
    }

    /// Gives up the elevated user and group for good (real, effective and saved), for the
    /// subcommands that are no gate (operators'): they then reach only what the caller could.
    /// False if the kernel refused, and then nothing may run.
    public static func dropPermanently() -> Bool {
        // setresgid/setresuid are not in the Glibc module either.
        typealias SetIDs = @convention(c) (UInt32, UInt32, UInt32) -> Int32
        guard let setGroups = dlsym(nil, "setresgid"), let setUsers = dlsym(nil, "setresuid") else {
            return false
        }
        let group = getgid()
        let user = getuid()
        // The group first: without the user's rights it could no longer be changed.
        guard unsafeBitCast(setGroups, to: SetIDs.self)(group, group, group) == 0,
            unsafeBitCast(setUsers, to: SetIDs.self)(user, user, user) == 0
        else { return false }
        return geteuid() == user && getegid() == group
    }
}
