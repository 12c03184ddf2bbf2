import Foundation
import Glibc

/// A tiny HTTP/1.1 server on 127.0.0.1 for download tests: one thread accepts, one thread per
/// connection answers from a fixed table of routes, then closes the connection.
final class ImageTestServer: @unchecked Sendable {
    // @unchecked: `routes` is immutable after init and `listener` is only written in `stop()`,
    // after which the accept loop only sees a closed descriptor and returns.

    /// How one path is answered.
    struct Route {
        var status = 200
        var headers: [String: String] = [:]
        var body: [UInt8] = []
        /// Sleep before answering at all (for timeouts).
        var delay: TimeInterval = 0
        /// Omit Content-Length (body ends when the connection closes).
        var announceLength = true
    }

    let port: UInt16
    private let routes: [String: Route]
    private var listener: Int32

    init(routes: [String: Route]) throws {
        self.routes = routes
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && listen(descriptor, 16) == 0
                    && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        listener = descriptor
        port = UInt16(bigEndian: address.sin_port)
        let table = routes
        Thread.detachNewThread {
            while true {
                let connection = accept(descriptor, nil, nil)
                if connection < 0 { return }
                Thread.detachNewThread { Self.answer(connection, routes: table) }
            }
        }
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        listener = -1
    }

    private static func answer(_ connection: Int32, routes: [String: Route]) {
        defer { close(connection) }
        var request: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1024)
        while !request.ends(with: [13, 10, 13, 10]), request.count < 16_384 {
            let count = recv(connection, &chunk, chunk.count, 0)
            if count <= 0 { return }
            request += chunk[0..<count]
        }
        let firstLine = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self)
        let parts = firstLine.split(separator: " ")
        let path = parts.count > 1 ? String(parts[1]) : "/"
        let route = routes[path] ?? Route(status: 404, body: Array("not found".utf8))
        if route.delay > 0 { Thread.sleep(forTimeInterval: route.delay) }
        var head = "HTTP/1.1 \(route.status) Status\r\nConnection: close\r\n"
        if route.announceLength { head += "Content-Length: \(route.body.count)\r\n" }
        for (name, value) in route.headers { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        let bytes = Array(head.utf8) + route.body
        var sent = 0
        while sent < bytes.count {
            // MSG_NOSIGNAL: a client that gave up must not kill the test process with SIGPIPE.
            let count = bytes[sent...].withUnsafeBytes {
                send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count <= 0 { return }
            sent += count
        }
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
