#if canImport(Glibc)
    import Glibc
#endif

/// The process's arguments, as the kernel holds them (`/proc/self/cmdline`), falling back to
/// `CommandLine.arguments`.
///
/// Why not `CommandLine.arguments` alone: in a binary with the Swift runtime linked statically (the
/// release build), a preloaded library whose constructor changes the environment before the
/// program starts (pam_wrapper does, and the PAM tests preload it) left it with no arguments at
/// all, so `authtui login --pam …` ran as the plain app. The kernel's copy cannot be moved.
public enum ProcessArguments {
    public static var current: [String] {
        guard let bytes = readCommandLine(), !bytes.isEmpty else { return CommandLine.arguments }
        var arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        // The last argument ends with a NUL too, which leaves an empty piece after it.
        if arguments.last == "" { arguments.removeLast() }
        return arguments.isEmpty ? CommandLine.arguments : arguments
    }

    private static func readCommandLine() -> [UInt8]? {
        let fd = open("/proc/self/cmdline", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return bytes
    }
}
