#if canImport(Glibc)
    import Glibc
#endif

/// The process environment as a dictionary, read once through libc (no Foundation needed).
public enum ProcessEnvironment {
    public static var current: [String: String] {
        var result: [String: String] = [:]
        var cursor = environ
        while let entry = cursor.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            cursor += 1
        }
        return result
    }
}
