import CSodium

/// The UTF-8 bytes of a password in memory this type owns and wipes with `sodium_memzero` when it
/// goes away; non-copyable so no silent second copy of the secret can exist.
///
/// Build it with `UnicodeNormalization.compatibilityComposedBytes` (NFKC, so `é` typed as one or
/// two code points hashes the same). The caller's `String` cannot be wiped by anyone (Swift strings
/// are immutable and shared), which is why `AccountService` converts it at once and drops it.
struct PasswordBytes: ~Copyable {
    private let storage: UnsafeMutableRawBufferPointer
    private(set) var count = 0

    init(capacity: Int) {
        storage = .allocate(byteCount: max(capacity, 1), alignment: 1)
        storage.initializeMemory(as: UInt8.self, repeating: 0)
    }

    init(copying bytes: [UInt8]) {
        self.init(capacity: bytes.count)
        bytes.withUnsafeBytes { storage.copyMemory(from: $0) }
        count = bytes.count
    }

    deinit {
        sodium_memzero(storage.baseAddress, storage.count)
        storage.deallocate()
    }

    /// Appends UTF-8 `bytes` (capacity must allow them).
    mutating func append(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        precondition(count + bytes.count <= storage.count, "PasswordBytes capacity exceeded")
        UnsafeMutableRawBufferPointer(rebasing: storage[count..<count + bytes.count])
            .copyMemory(from: UnsafeRawBufferPointer(bytes))
        count += bytes.count
    }

    /// The bytes as C characters, for libsodium.
    func withCString<R>(_ body: (UnsafePointer<CChar>, Int) throws -> R) rethrows -> R {
        try body(storage.baseAddress!.assumingMemoryBound(to: CChar.self), count)
    }
}
