import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// greetd's side of the socket for a headless test: each request the greeter writes is kept as
/// the bytes it wrote (length prefix and JSON), and answered with the next of `answers`, which
/// the test takes from what the real greetd answers (the end-to-end suite runs it).
public final class ScriptedGreetd: @unchecked Sendable {
    // @unchecked: `frames` and `answers` are read and written only under `lock`; the socket
    // descriptors are written once before the serving thread starts.
    public let path: String
    private let listener: Int32
    private let lock = NSLock()
    /// The frames still to send, one per request, exactly as they go on the socket.
    private var answers: [[UInt8]]
    private let closesAfterTheLast: Bool
    private var frames: [[UInt8]] = []

    public convenience init(answers: [String]) throws {
        try self.init(frames: answers.map(Self.frame), closesAfterTheLast: false)
    }

    /// Answers each request with the next of `frames`, sent as they are: a frame whose length
    /// prefix says something else than its body is greetd misbehaving (or not greetd at all).
    /// After the last one the connection is closed (unless `closesAfterTheLast` is false: then
    /// the next request is read and the connection closed without an answer).
    public init(frames: [[UInt8]], closesAfterTheLast: Bool = true) throws {
        self.closesAfterTheLast = closesAfterTheLast
        let directory = NSTemporaryDirectory() + "authtui-greetd-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        path = directory + "/greetd.sock"
        self.answers = frames
        listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0, listen(listener, 4) == 0 else {
            throw NSError(domain: "ScriptedGreetd", code: Int(errno))
        }
        Thread.detachNewThread { [self] in serve() }
    }

    /// Every request so far, exactly as written.
    public var requests: [[UInt8]] {
        lock.lock()
        defer { lock.unlock() }
        return frames
    }

    /// The requests' JSON texts.
    public var requestTexts: [String] { requests.map { String(decoding: $0.dropFirst(4), as: UTF8.self) } }

    /// Stops listening and removes the socket's folder.
    public func close() {
        shutdown(listener, Int32(SHUT_RDWR))
        Glibc.close(listener)
        unlink(path)
        rmdir((path as NSString).deletingLastPathComponent)
    }

    /// The frame greetd-ipc(7) describes: a 32-bit length in native byte order, then the JSON.
    public static func frame(_ json: String) -> [UInt8] {
        var length = UInt32(json.utf8.count)
        return withUnsafeBytes(of: &length) { Array($0) } + Array(json.utf8)
    }

    private func serve() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            // Each greeter's connection on a thread of its own, as greetd serves them.
            Thread.detachNewThread { [self] in converse(on: connection) }
        }
    }

    private func converse(on connection: Int32) {
        defer { Glibc.close(connection) }
        while let request = readFrame(connection) {
            lock.lock()
            frames.append(request)
            let answer = answers.isEmpty ? nil : answers.removeFirst()
            let last = answers.isEmpty
            lock.unlock()
            guard let bytes = answer else { return }
            let sent = bytes.withUnsafeBytes {
                send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent == bytes.count, !(last && closesAfterTheLast) else { return }
        }
    }

    private func readFrame(_ connection: Int32) -> [UInt8]? {
        guard let header = read(connection, count: 4) else { return nil }
        let length = header.withUnsafeBytes { Int($0.loadUnaligned(as: UInt32.self)) }
        guard length <= 64 * 1024, let body = read(connection, count: length) else { return nil }
        return header + body
    }

    private func read(_ connection: Int32, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var received = 0
        while received < count {
            let got = bytes[received...].withUnsafeMutableBytes {
                recv(connection, $0.baseAddress, $0.count, 0)
            }
            guard got > 0 else { return nil }
            received += got
        }
        return bytes
    }
}
