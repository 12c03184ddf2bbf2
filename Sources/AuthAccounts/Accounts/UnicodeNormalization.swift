import CSodium
import CUtf8proc

/// Unicode normalization through utf8proc (Debian `libutf8proc`), a small C library made for it.
///
/// Keys use NFKC_Casefold (NFKC plus full case folding, default ignorables removed: `ＡＬＩＣＥ` →
/// `alice`, `Straße` → `strasse`); passwords use plain NFKC. Every intermediate copy of the text
/// (its UTF-8, the code points, the re-encoded result) lives in buffers this type allocates and
/// zeroes before it returns, so a password leaves no copy it could not wipe.
enum UnicodeNormalization {
    /// NFKC + case fold: the form that carries uniqueness for emails (and compares usernames).
    static func caseFoldedKey(_ text: String) -> String {
        normalize(text, options: cutf8proc_nfkc_casefold_options()) {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// NFKC of `text` as UTF-8 bytes in a buffer that is zeroed when dropped.
    static func compatibilityComposedBytes(_ text: String) -> PasswordBytes {
        normalize(text, options: cutf8proc_nfkc_options()) { utf8 in
            var bytes = PasswordBytes(capacity: utf8.count)
            bytes.append(utf8: utf8)
            return bytes
        }
    }

    private static func normalize<Result: ~Copyable>(
        _ text: String, options: utf8proc_option_t, _ use: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        let input = WipedBuffer<UInt8>(capacity: text.utf8.count)
        defer { input.wipe() }
        _ = input.storage.initialize(from: text.utf8)
        // Decomposition can lengthen the text (a ligature or a compatibility form per code
        // point); utf8proc says how much room it needs when the first guess is short.
        var capacity = text.utf8.count + 16
        while true {
            let codePoints = WipedBuffer<utf8proc_int32_t>(capacity: capacity)
            defer { codePoints.wipe() }
            let decomposed = utf8proc_decompose(
                input.storage.baseAddress, text.utf8.count, codePoints.storage.baseAddress,
                capacity, options)
            guard decomposed >= 0 else {
                fatalError("utf8proc could not normalize: \(String(cString: utf8proc_errmsg(decomposed)))")
            }
            if decomposed > capacity {
                capacity = decomposed
                continue
            }
            // Composes and writes UTF-8 over the code points, in place.
            let length = utf8proc_reencode(codePoints.storage.baseAddress, decomposed, options)
            guard length >= 0 else {
                fatalError("utf8proc could not normalize: \(String(cString: utf8proc_errmsg(length)))")
            }
            let bytes = UnsafeRawPointer(codePoints.storage.baseAddress!).assumingMemoryBound(to: UInt8.self)
            return use(UnsafeBufferPointer(start: bytes, count: length))
        }
    }
}

/// Scratch memory for a secret's intermediate forms: zeroed with `sodium_memzero`, then freed.
private struct WipedBuffer<Element> {
    let storage: UnsafeMutableBufferPointer<Element>

    init(capacity: Int) {
        storage = .allocate(capacity: max(capacity, 1))
    }

    func wipe() {
        sodium_memzero(storage.baseAddress, storage.count * MemoryLayout<Element>.stride)
        storage.deallocate()
    }
}
