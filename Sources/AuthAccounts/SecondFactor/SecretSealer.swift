import CSodium

#if canImport(Glibc)
    import Glibc
#endif

/// Seals TOTP secrets for the database with libsodium's secretbox (XSalsa20-Poly1305) under a key
/// kept outside it: a 0600 file of 32 random bytes, `totp.key` in the data directory by default,
/// or the file `AUTHTUI_TOTP_KEY_FILE` names (for a shared PostgreSQL store every machine needs
/// the same key file). A database dump alone does not reveal any secret.
public struct SecretSealer: Sendable {
    public static let keyFileName = "totp.key"
    private let key: [UInt8]

    init(key: [UInt8]) {
        self.key = key
    }

    /// Where the key lives for `dataDirectory` and `environment`, and whether it may be made
    /// there when missing (only the default one: a key named for many machines must be copied).
    public static func keyLocation(dataDirectory: String, environment: [String: String]) -> KeyLocation {
        if let path = environment["AUTHTUI_TOTP_KEY_FILE"], !path.isEmpty {
            return KeyLocation(path: path, createsWhenMissing: false)
        }
        return KeyLocation(path: "\(dataDirectory)/\(keyFileName)", createsWhenMissing: true)
    }

    /// A key file's path and whether a missing one is made.
    public struct KeyLocation: Sendable, Equatable {
        public var path: String
        public var createsWhenMissing: Bool

        public init(path: String, createsWhenMissing: Bool) {
            self.path = path
            self.createsWhenMissing = createsWhenMissing
        }
    }

    /// The sealer for the key at `path`. With `create`, a missing key is made (0600, written
    /// atomically); otherwise a missing key is an error: nobody with the factor can sign in.
    public static func load(path: String, create: Bool) throws(AccountError) -> SecretSealer {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        if descriptor < 0 {
            guard errno == ENOENT, create else {
                throw .secondFactorUnavailable("cannot read the two-factor key \(path)")
            }
            return try make(path: path)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & 0o077 == 0 else {
            throw .secondFactorUnavailable("the two-factor key \(path) must be readable by its owner only")
        }
        var key = [UInt8](repeating: 0, count: Int(crypto_secretbox_KEYBYTES) + 1)
        let count = read(descriptor, &key, key.count)
        guard count == Int(crypto_secretbox_KEYBYTES) else {
            throw .secondFactorUnavailable("the two-factor key \(path) is not a key")
        }
        return SecretSealer(key: Array(key.prefix(count)))
    }

    private static func make(path: String) throws(AccountError) -> SecretSealer {
        let key = Sodium.randomBytes(Int(crypto_secretbox_KEYBYTES))
        let temporary = "\(path).\(getpid()).tmp"
        let descriptor = Glibc.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .secondFactorUnavailable("cannot create the two-factor key \(path)")
        }
        let written = key.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        // Never replace a key another process made meanwhile: link fails if the name exists.
        guard written == key.count, synced, link(temporary, path) == 0 else {
            unlink(temporary)
            if errno == EEXIST { return try load(path: path, create: false) }
            throw .secondFactorUnavailable("cannot create the two-factor key \(path)")
        }
        unlink(temporary)
        return SecretSealer(key: key)
    }

    /// `secret` sealed: a fresh random nonce followed by the box.
    func seal(_ secret: [UInt8]) -> [UInt8] {
        let nonce = Sodium.randomBytes(Int(crypto_secretbox_NONCEBYTES))
        var box = [UInt8](repeating: 0, count: secret.count + Int(crypto_secretbox_MACBYTES))
        _ = crypto_secretbox_easy(&box, secret, UInt64(secret.count), nonce, key)
        return nonce + box
    }

    /// The secret in `sealed`, or nil when this key did not seal it (a wrong key file).
    func unseal(_ sealed: [UInt8]) -> [UInt8]? {
        let nonceCount = Int(crypto_secretbox_NONCEBYTES)
        let macCount = Int(crypto_secretbox_MACBYTES)
        guard sealed.count > nonceCount + macCount else { return nil }
        let nonce = Array(sealed.prefix(nonceCount))
        let box = Array(sealed.dropFirst(nonceCount))
        var secret = [UInt8](repeating: 0, count: box.count - macCount)
        guard crypto_secretbox_open_easy(&secret, box, UInt64(box.count), nonce, key) == 0 else { return nil }
        return secret
    }
}
