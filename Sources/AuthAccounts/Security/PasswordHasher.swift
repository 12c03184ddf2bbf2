import CSodium

/// Argon2id password hashing through libsodium's `crypto_pwhash_str` (PHC strings that carry their
/// own salt and parameters).
///
/// Verification always reads the parameters from the stored string, so changing `limits` never
/// locks anyone out: `needsRehash` tells the service to re-hash with the new limits at the next
/// successful sign-in. Calls block for the hash's duration (about 70 ms at INTERACTIVE), and with
/// `slots` also while they wait for a free one: run them off any UI thread.
public struct PasswordHasher: Sendable {
    /// Argon2id cost: passes over memory and memory in bytes.
    public struct Limits: Sendable, Equatable {
        public var operations: UInt64
        public var memoryBytes: Int

        public init(operations: UInt64, memoryBytes: Int) {
            self.operations = operations
            self.memoryBytes = memoryBytes
        }

        /// libsodium's INTERACTIVE preset (t=2, 64 MiB), the default.
        public static let interactive = Limits(
            operations: UInt64(crypto_pwhash_opslimit_interactive()),
            memoryBytes: Int(crypto_pwhash_memlimit_interactive()))
        /// The smallest limits libsodium accepts (t=1, 8 KiB): for tests only, offers no protection.
        public static let minimum = Limits(
            operations: UInt64(crypto_pwhash_opslimit_min()),
            memoryBytes: Int(crypto_pwhash_memlimit_min()))
    }

    public let limits: Limits
    /// What bounds how many computations run at once across processes (each holds its memory
    /// cost throughout); nil: only the caller's own queue does.
    public let slots: HashingSlots?

    /// A hasher bounded only by its caller's own queue.
    public init(limits: Limits = .interactive) {
        self.init(limits: limits, slots: nil)
    }

    /// A hasher whose computations wait for one of `slots` first.
    public init(limits: Limits, slots: HashingSlots?) {
        self.limits = limits
        self.slots = slots
    }

    /// A PHC string (`$argon2id$v=19$m=…`) for `password` with a fresh random salt.
    func hash(_ password: borrowing PasswordBytes) throws(AccountError) -> String {
        guard Sodium.isReady else { throw .hashingFailed }
        var output = [CChar](repeating: 0, count: Int(crypto_pwhash_STRBYTES))
        let rc = inSlot(memoryBytes: limits.memoryBytes) {
            password.withCString { bytes, count in
                crypto_pwhash_str(&output, bytes, UInt64(count), limits.operations, limits.memoryBytes)
            }
        }
        guard rc == 0 else { throw .hashingFailed }
        return String(decoding: output.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// True when `password` matches `storedHash` (constant-time inside libsodium).
    func verify(_ password: borrowing PasswordBytes, against storedHash: String) -> Bool {
        guard Sodium.isReady else { return false }
        // The stored string's own cost is what this computation takes, whatever `limits` say.
        let memoryBytes = Self.memoryBytes(of: storedHash) ?? limits.memoryBytes
        return inSlot(memoryBytes: memoryBytes) {
            password.withCString { bytes, count in
                crypto_pwhash_str_verify(storedHash, bytes, UInt64(count)) == 0
            }
        }
    }

    private func inSlot<Value>(memoryBytes: Int, _ body: () -> Value) -> Value {
        guard let slots else { return body() }
        return slots.holding(memoryBytes: memoryBytes, body)
    }

    /// The memory cost in bytes a PHC string names (`m=65536` is in KiB), or nil when it names
    /// none that makes sense.
    static func memoryBytes(of storedHash: String) -> Int? {
        let fields = storedHash.split(separator: "$", omittingEmptySubsequences: false)
        guard fields.count == 6 else { return nil }
        for setting in fields[3].split(separator: ",") where setting.hasPrefix("m=") {
            guard let kibibytes = Int(setting.dropFirst(2)), kibibytes > 0 else { return nil }
            let (bytes, overflow) = kibibytes.multipliedReportingOverflow(by: 1024)
            return overflow ? nil : bytes
        }
        return nil
    }

    /// True when `storedHash` was made with other limits (or another algorithm) than `limits`.
    func needsRehash(_ storedHash: String) -> Bool {
        crypto_pwhash_str_needs_rehash(storedHash, limits.operations, limits.memoryBytes) != 0
    }

    /// Hashes a password given as text (NFKC-normalized into a wiped buffer first); for imports,
    /// other stores and benchmarks. Blocks for the hash's duration.
    public func hash(password: String) throws(AccountError) -> String {
        try hash(UnicodeNormalization.compatibilityComposedBytes(password))
    }

    /// Verifies a password given as text against a stored PHC string. Blocks for the hash's duration.
    public func verify(password: String, against storedHash: String) -> Bool {
        verify(UnicodeNormalization.compatibilityComposedBytes(password), against: storedHash)
    }

    /// The public head of a PHC string, everything before the salt (`$argon2id$v=19$m=65536,t=2,p=1`):
    /// the algorithm and the limits a stored hash was made with. Empty for a string that has none.
    public static func parameters(of storedHash: String) -> String {
        let fields = storedHash.split(separator: "$", omittingEmptySubsequences: false)
        guard fields.count == 6, fields[0].isEmpty else { return "" }
        return "$" + fields[1...3].joined(separator: "$")
    }

    /// A hash of 32 random bytes that nobody can match: verifying unknown emails against it costs
    /// the same time as a real wrong password, so response time does not reveal which emails exist.
    func makeDummyHash() throws(AccountError) -> String {
        let secret = PasswordBytes(copying: Sodium.randomBytes(32))
        return try hash(secret)
    }
}
