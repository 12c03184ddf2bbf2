import Glibc

/// Reads `--image`: one file, or a folder from which one PNG/JPEG is picked.
///
/// Plain POSIX calls (no Foundation). The file size is checked with `fstat` before reading, so an
/// oversized file is refused without loading it.
enum LocalPictures {
    /// The bytes of `path` (a folder: of one picture in it, chosen with `random`).
    static func bytes(at path: String, limits: ImageLimits, random: inout SeededRandom) throws(ImageProblem)
        -> [UInt8]
    {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .unreadableFile(path: path, detail: errorText()) }
        if info.st_mode & S_IFMT == S_IFDIR {
            let names = try pictureNames(inFolder: path)
            guard !names.isEmpty else { throw .noPicturesInFolder(path: path) }
            let chosen = names[Int(random.next() % UInt64(names.count))]
            return try readFile(path.hasSuffix("/") ? path + chosen : path + "/" + chosen, limits: limits)
        }
        return try readFile(path, limits: limits)
    }

    /// Names of the `.png`, `.jpg` and `.jpeg` files in a folder (not hidden), sorted so a seed
    /// picks the same one every time.
    static func pictureNames(inFolder path: String) throws(ImageProblem) -> [String] {
        guard let folder = opendir(path) else { throw .unreadableFile(path: path, detail: errorText()) }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            let lower = name.lowercased()
            if lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") {
                names.append(name)
            }
        }
        return names.sorted()
    }

    static func readFile(_ path: String, limits: ImageLimits) throws(ImageProblem) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadableFile(path: path, detail: errorText()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadableFile(path: path, detail: errorText()) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .unreadableFile(path: path, detail: "not a regular file")
        }
        guard Int(info.st_size) <= limits.maxBytes else { throw .tooLarge }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadableFile(path: path, detail: errorText())
            }
            if count == 0 { break }
            // The file may grow after fstat; the limit still holds.
            guard bytes.count + count <= limits.maxBytes else { throw .tooLarge }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
