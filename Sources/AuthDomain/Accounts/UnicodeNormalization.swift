import CSodium
import _FoundationICU

/// Unicode normalization through the ICU copy that ships with the Swift toolchain
/// (`lib_FoundationICU`), so AuthDomain needs neither Foundation nor a system ICU.
///
/// Keys use ICU's NFKC_Casefold (NFKC plus full case folding: `ＡＬＩＣＥ` → `alice`,
/// `Straße` → `strasse`); passwords use plain NFKC written straight into a buffer that is wiped.
enum UnicodeNormalization {
    /// NFKC + case fold: the form that carries uniqueness for emails (and compares usernames).
    static func caseFoldedKey(_ text: String) -> String {
        var status = U_ZERO_ERROR
        let normalizer = swift_unorm2_getNFKCCasefoldInstance(&status)
        return normalize(Array(text.utf16), with: normalizer, status: status) {
            String(decoding: $0, as: UTF16.self)
        }
    }

    /// NFKC of `text` as UTF-8 bytes in a buffer that is zeroed when dropped; the intermediate
    /// UTF-16 copies are zeroed before this returns.
    static func compatibilityComposedBytes(_ text: String) -> PasswordBytes {
        var status = U_ZERO_ERROR
        let normalizer = swift_unorm2_getNFKCInstance(&status)
        var input = Array(text.utf16)
        defer { wipe(&input) }
        return normalize(input, with: normalizer, status: status) { units in
            var bytes = PasswordBytes(capacity: units.count * 3)
            bytes.append(utf16: units)
            return bytes
        }
    }

    private static func normalize<Result: ~Copyable>(
        _ input: [UInt16], with normalizer: OpaquePointer?, status: UErrorCode,
        _ use: (UnsafeBufferPointer<UInt16>) -> Result
    ) -> Result {
        guard status.rawValue <= U_ZERO_ERROR.rawValue, let normalizer else {
            fatalError("ICU normalization data is missing from this Swift installation")
        }
        var capacity = input.count * 2 + 16
        while true {
            let output = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: capacity)
            output.initialize(repeating: 0)
            defer {
                sodium_memzero(output.baseAddress, capacity * MemoryLayout<UInt16>.stride)
                output.deallocate()
            }
            var status = U_ZERO_ERROR
            let length = swift_unorm2_normalize(
                normalizer, input, Int32(input.count), output.baseAddress, Int32(capacity), &status)
            if status == U_BUFFER_OVERFLOW_ERROR {
                capacity = Int(length)
                continue
            }
            guard status.rawValue <= U_ZERO_ERROR.rawValue else {
                fatalError("ICU normalization failed with status \(status.rawValue)")
            }
            return use(UnsafeBufferPointer(rebasing: output[0..<Int(length)]))
        }
    }

    private static func wipe(_ units: inout [UInt16]) {
        units.withUnsafeMutableBytes { sodium_memzero($0.baseAddress, $0.count) }
    }
}
