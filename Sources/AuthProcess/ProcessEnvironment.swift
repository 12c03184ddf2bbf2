#if canImport(Glibc)
    import Glibc
#endif

/// The process environment as a dictionary, read once through libc (no Foundation needed).
public enum ProcessEnvironment {
    public static var current: [String: String] {
        // Sized for every entry at once: growing from empty rehashed every key six times over
        // for an ordinary environment of about fifty.
        var count = 0
        while environ[count] != nil { count += 1 }
        var result = [String: String](minimumCapacity: count)
        var cursor = environ
        while let entry = cursor.pointee {
            // Split at the first `=` byte, as libc does: no grapheme breaking of long values
            // (LS_COLORS, PATH) just to find it.
            let bytes = UnsafeBufferPointer(
                start: UnsafeRawPointer(entry).assumingMemoryBound(to: UInt8.self), count: strlen(entry))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                result[String(decoding: bytes[..<equals], as: UTF8.self)] = String(
                    decoding: bytes[(equals + 1)...], as: UTF8.self)
            }
            cursor += 1
        }
        return result
    }
}
