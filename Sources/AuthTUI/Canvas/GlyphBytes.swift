/// A grapheme's UTF-8 bytes stored inline (up to 15), so a `Cell` is plain data: copying a
/// canvas is a memory copy with no reference counting, which is most of what compositing does.
///
/// A longer grapheme (long emoji ZWJ sequences, "zalgo" stacks of combining marks) keeps its
/// longest prefix of whole scalars that fits, minus a dangling joiner; its first scalar, and so
/// its display width, always survive.
struct GlyphBytes: Hashable, Sendable {
    static let capacity = 15

    /// Bytes 0–7.
    private var low: UInt64 = 0
    /// Bytes 8–14, and the byte count in the top byte.
    private var high: UInt64 = 0

    init(_ text: String) {
        // Nearly every grapheme fits: copy its bytes; only a longer one needs the scalar walk.
        let utf8 = text.utf8
        if utf8.count <= Self.capacity,
            let fitted = utf8.withContiguousStorageIfAvailable({ GlyphBytes(fitting: $0) })
        {
            self = fitted
            return
        }
        var count = 0
        var lastJoinerStart: Int?
        for scalar in text.unicodeScalars {
            let size = UTF8.width(scalar)
            guard count + size <= Self.capacity else {
                if let start = lastJoinerStart, start == count - 3 { count = start }
                break
            }
            if scalar == "\u{200D}" { lastJoinerStart = count }
            for byte in UTF8.encode(scalar)! {
                put(byte, at: count)
                count += 1
            }
        }
        // Clear bytes a trimmed joiner left behind, so equal graphemes compare equal.
        for index in count..<Self.capacity { put(0, at: index) }
        high = (high & 0x00FF_FFFF_FFFF_FFFF) | (UInt64(count) << 56)
    }

    /// One ASCII character, from its byte.
    init(ascii byte: UInt8) {
        low = UInt64(byte)
        high = 1 << 56
    }

    /// `bytes` (at most `capacity`) as they are.
    private init(fitting bytes: UnsafeBufferPointer<UInt8>) {
        for (index, byte) in bytes.enumerated() { put(byte, at: index) }
        high |= UInt64(bytes.count) << 56
    }

    var count: Int { Int(high >> 56) }

    /// The single byte of a one-byte (ASCII) grapheme, else nil; no String is built.
    var asciiByte: UInt8? { count == 1 ? UInt8(truncatingIfNeeded: low) : nil }

    /// Calls `body` with the grapheme's UTF-8 bytes; no String is built.
    func withUTF8<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        let count = self.count
        return withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) {
            body(UnsafeRawBufferPointer(rebasing: $0.prefix(count)))
        }
    }

    private mutating func put(_ byte: UInt8, at index: Int) {
        if index < 8 {
            let shift = UInt64(index * 8)
            low = (low & ~(0xFF << shift)) | (UInt64(byte) << shift)
        } else {
            let shift = UInt64((index - 8) * 8)
            high = (high & ~(0xFF << shift)) | (UInt64(byte) << shift)
        }
    }

    var string: String {
        let count = self.count
        if count == 1 { return String(UnicodeScalar(UInt8(truncatingIfNeeded: low))) }
        return withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { raw in
            String(decoding: raw.prefix(count), as: UTF8.self)
        }
    }
}
