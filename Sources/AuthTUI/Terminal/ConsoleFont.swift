import AuthText

#if canImport(Glibc)
    import Glibc
#endif

/// The Linux console's font, as its Unicode map (`GIO_UNIMAP`) tells: which characters it can
/// draw. Console fonts hold a few hundred glyphs (Latin, Greek, Cyrillic, box drawing), never
/// Japanese or Chinese, which would show as boxes or question marks; a terminal emulator has no
/// such map and draws whatever its fonts have.
public enum ConsoleFont {
    /// `GIO_UNIMAP` (linux/kd.h): get the console's Unicode-to-font map.
    private static let getUnicodeMap: UInt = 0x4B66

    /// The characters the console on `descriptor` can draw, nil when it is no Linux console.
    public static func characters(descriptor: Int32) -> Set<UInt32>? {
        // struct unimapdesc { unsigned short entry_ct; struct unipair *entries; } (16 bytes on
        // 64-bit Linux), struct unipair { unsigned short unicode, fontpos; }.
        let header = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 8)
        defer { header.deallocate() }
        header.initializeMemory(as: UInt8.self, repeating: 0, count: 16)
        // Asked with no room, the console says how many entries it has (and fails with ENOMEM).
        if ioctl(descriptor, getUnicodeMap, header) != 0, errno != ENOMEM { return nil }
        let count = Int(header.load(as: UInt16.self))
        guard count > 0 else { return nil }
        let entries = UnsafeMutablePointer<UInt16>.allocate(capacity: count * 2)
        defer { entries.deallocate() }
        header.storeBytes(of: UInt16(count), as: UInt16.self)
        header.storeBytes(of: entries, toByteOffset: 8, as: UnsafeMutablePointer<UInt16>.self)
        guard ioctl(descriptor, getUnicodeMap, header) == 0 else { return nil }
        let got = Int(header.load(as: UInt16.self))
        return Set((0..<min(got, count)).map { UInt32(entries[$0 * 2]) })
    }

    /// Whether the terminal on `descriptor` can show `language`: always, unless it is a Linux
    /// console whose font lacks a letter the language's catalogue uses (any Japanese or Chinese;
    /// Cyrillic where no Cyrillic font is loaded).
    public static func canShow(_ language: Language, descriptor: Int32 = 0) -> Bool {
        let letters = language.letters
        guard !letters.isEmpty, let drawable = characters(descriptor: descriptor) else { return true }
        return letters.isSubset(of: drawable)
    }
}
