import CSecureStart

#if canImport(Glibc)
    import Glibc
#endif

/// A set-user-ID (or set-group-ID) copy of authtui: the SSH recipe's gate (issue 26 #2), which
/// runs as the user who owns the account store while the person's program runs as themselves.
///
/// Whoever starts it chooses its environment, its arguments, its signals and its limits, so:
/// an elevated process starts again with only the variables that neither load code nor name a
/// file (`CSecureStart`, before the Swift runtime reads any) and puts `HOME` at the store owner's
/// home; `AUTHTUI_STORE`, `PG*`, `XDG_*`, `TERMINFO`, `SSL_CERT_FILE`, `SWIFT_*` and the rest are
/// gone before anything reads them (glibc's `AT_SECURE` has already removed `LD_*`). Its store,
/// data directory and session lifetime come from the machine's configuration file, never from
/// the caller (`TrustedFile`), and its store work runs in a process that is the store's owner
/// through and through (`StoreKeeper`), which the caller cannot stop.
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

    /// The user who started this process: its real user before `StoreKeeper` made the keeper
    /// the store's owner entirely (recorded by `confineEnvironment`).
    public static var caller: uid_t { recordedCaller ?? getuid() }

    // Written once, by `confineEnvironment` first thing in `main`, before any thread starts;
    // only read after that.
    nonisolated(unsafe) private static var recordedCaller: uid_t?

    /// Whether an elevated process keeps the variable `name`: the terminal, the language, the
    /// documented switches, what sshd says about the connection (believed only with a key ticket
    /// sshd handed over: `KeyTicket`), and the command the client asked for
    /// (`SSH_ORIGINAL_COMMAND`: the gate accepts three words from it, `GateRequest`, and runs
    /// nothing it names). The list is `CSecureStart`'s, which applies it first.
    public static func isKeptWhenElevated(_ name: String) -> Bool {
        authtui_is_kept_when_elevated(name) != 0
    }

    /// Confines an elevated process's own environment (see the type's comment) and returns the
    /// environment for the program it starts: for a process that is not elevated, the
    /// environment as it came; for an elevated one, what a login gives (as sudo's `env_reset`):
    /// the kept variables but the key ticket, and the caller's `USER`, `LOGNAME`, `HOME`, `SHELL`
    /// and a standard `PATH`. Call it first thing in `main`, before any library reads a variable.
    public static func confineEnvironment() -> [String: String] {
        recordedCaller = getuid()
        let inherited = ProcessEnvironment.current
        guard isElevated else { return inherited }
        clearenv()
        var forProgram: [String: String] = [:]
        for (name, value) in inherited where isKeptWhenElevated(name) {
            setenv(name, value, 1)
            if name != "AUTHTUI_KEY_TICKET" { forProgram[name] = value }
        }
        setenv("PATH", "/usr/bin:/bin", 1)
        if let owner = getpwuid(geteuid()), let home = owner.pointee.pw_dir {
            setenv("HOME", String(cString: home), 1)
        }
        forProgram["PATH"] = "/usr/local/bin:/usr/bin:/bin"
        if let caller = getpwuid(getuid()) {
            let name = String(cString: caller.pointee.pw_name)
            forProgram["USER"] = name
            forProgram["LOGNAME"] = name
            forProgram["HOME"] = String(cString: caller.pointee.pw_dir)
            forProgram["SHELL"] = String(cString: caller.pointee.pw_shell)
        }
        return forProgram
    }

    /// Why this process should not hold locks that other people's sign-ins wait for, or nil:
    /// the caller lowered its scheduling (an idle or batch policy, a positive nice value) and
    /// can keep a store transaction waiting for the CPU for as long as it likes; nobody is
    /// started that way by sshd, and an unprivileged process cannot undo it.
    public static var loweredScheduling: String? {
        let policy = sched_getscheduler(0)
        if policy == 5 /* SCHED_IDLE */ || policy == 3 /* SCHED_BATCH */ {
            return "it was started with an idle or batch scheduling policy"
        }
        errno = 0
        let nice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        if errno == 0, nice > 0 { return "it was started with a nice value of \(nice)" }
        return nil
    }

    /// Gives up the elevated user and group for good (real, effective and saved), for the
    /// subcommands that are no gate (operators') and for the gate's half that starts the
    /// person's program: they then reach only what the caller could. False if the kernel
    /// refused, and then nothing may run.
    public static func dropPermanently() -> Bool { setEveryID(user: getuid(), group: getgid()) }

    /// Becomes the elevated user and group entirely (real, effective and saved), leaving none of
    /// the caller's: the kernel then lets the caller send this process no signal but SIGCONT,
    /// read none of its memory and trace none of it (`StoreKeeper`). There is no way back.
    public static func becomeElevatedEntirely() -> Bool { setEveryID(user: geteuid(), group: getegid()) }

    private static func setEveryID(user: uid_t, group: gid_t) -> Bool {
        // setresgid/setresuid are not in the Glibc module either.
        typealias SetIDs = @convention(c) (UInt32, UInt32, UInt32) -> Int32
        guard let setGroups = dlsym(nil, "setresgid"), let setUsers = dlsym(nil, "setresuid") else {
            return false
        }
        // The group first: without the user's rights it could no longer be changed.
        guard unsafeBitCast(setGroups, to: SetIDs.self)(group, group, group) == 0,
            unsafeBitCast(setUsers, to: SetIDs.self)(user, user, user) == 0
        else { return false }
        var real: uid_t = 0
        var effective: uid_t = 0
        var saved: uid_t = 0
        typealias GetIDs =
            @convention(c) (
                UnsafeMutablePointer<uid_t>, UnsafeMutablePointer<uid_t>, UnsafeMutablePointer<uid_t>
            ) -> Int32
        guard let getUsers = dlsym(nil, "getresuid"),
            unsafeBitCast(getUsers, to: GetIDs.self)(&real, &effective, &saved) == 0
        else { return false }
        return real == user && effective == user && saved == user && getgid() == group && getegid() == group
    }
}
