import AuthJSON
import AuthText

#if canImport(Glibc)
    import Glibc
#endif

/// A connection to greetd's socket (`$GREETD_SOCK`): one request, one response, each framed as a
/// 32-bit length in native byte order and that many bytes of UTF-8 JSON (greetd-ipc(7)).
///
/// Every call blocks on the socket, so callers make them off the drawing thread
/// (`GreetdAuthenticator` runs each round trip on a thread of its own). One round trip at a time.
public final class GreetdSocket: Sendable {
    /// The most a response may be: greetd's are a few hundred bytes; more is not greetd.
    static let largestResponse = 64 * 1024

    private let descriptor: Int32

    /// Connects to the socket at `path`.
    public init(path: String) throws(GreetdError) {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .connection(path: path, reason: Self.reason()) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard !bytes.isEmpty, bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            close(fd)
            throw .connection(path: path, reason: "not a socket path")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            let reason = Self.reason()
            close(fd)
            throw .connection(path: path, reason: reason)
        }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// Sends `request` and waits for greetd's response.
    public func send(_ request: GreetdRequest) throws(GreetdError) -> GreetdResponse {
        let payload = Array(request.json.text.utf8)
        var length = UInt32(payload.count)
        var frame = withUnsafeBytes(of: &length) { Array($0) }
        frame += payload
        try write(frame)
        let header = try read(count: 4)
        let size = header.withUnsafeBytes { Int($0.loadUnaligned(as: UInt32.self)) }
        guard size <= Self.largestResponse else { throw .protocolViolation("a response of \(size) bytes") }
        let body = try read(count: size)
        guard let json = JSONValue.parse(body), let response = GreetdResponse(json: json) else {
            throw .protocolViolation(String(decoding: body.prefix(80), as: UTF8.self))
        }
        return response
    }

    private func write(_ bytes: [UInt8]) throws(GreetdError) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw .closed(Self.reason()) }
            sent += count
        }
    }

    private func read(count: Int) throws(GreetdError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var received = 0
        while received < count {
            let got = bytes[received...].withUnsafeMutableBytes {
                Glibc.recv(descriptor, $0.baseAddress, $0.count, 0)
            }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { throw .closed(got == 0 ? "greetd closed the connection" : Self.reason()) }
            received += got
        }
        return bytes
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}

/// Why talking to greetd failed, as one line.
public enum GreetdError: Error, Equatable, Sendable {
    case connection(path: String, reason: String)
    case closed(String)
    case protocolViolation(String)

    public var message: String {
        switch self {
        case .connection(let path, let reason):
            Message("greetd.unreachable", "cannot reach greetd at %1$s: %2$s")(path, reason)
        case .closed(let reason): Message("greetd.closed", "the connection to greetd ended: %1$s")(reason)
        case .protocolViolation(let what):
            Message("greetd.not-greetd-ipc", "greetd sent something that is not greetd-ipc: %1$s")(what)
        }
    }
}
