import Foundation
import TestProcesses
import XCTest

/// A small OpenID provider on loopback for the device flow's tests (Tests/OIDCStandIn/provider.py:
/// Python's `http.server`), told what to answer by a JSON file the test rewrites at will (read
/// again at every request), and writing every request it gets to a log. It plays any provider, honest or not: the test decides
/// the discovery document, the key sets in the order they are served, the device authorization
/// and the token endpoint's answers in order.
///
/// With `tls`, it serves HTTPS with a certificate for 127.0.0.1 from a CA the test made with
/// `openssl` (`caFile`).
final class StandInProvider {
    let process = Process()
    let directory: String
    let port: Int
    let caFile: String?
    var base: String { "\(caFile == nil ? "http" : "https")://127.0.0.1:\(port)" }
    var configFile: String { directory + "/answers.json" }
    var logFile: String { directory + "/requests.jsonl" }

    /// What the provider answers. `jwks` are served in order, the last one again and again; so are
    /// `token` (each a status and a body); a `hang` path is answered after that many seconds.
    struct Answers {
        var discovery: [String: Any]
        var jwks: [String]
        var device: [String: Any]
        var deviceStatus = 200
        var token: [(Int, String)]
        var hang: [String: Double] = [:]
        /// The revocation endpoint's status and body.
        var revoke: (Int, String) = (200, "")
    }

    init(tls: Bool = false) throws {
        directory = NSTemporaryDirectory() + "authtui-standin-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try "{}".write(toFile: directory + "/answers.json", atomically: true, encoding: .utf8)
        var arguments = [
            Self.script, directory + "/answers.json", directory + "/requests.jsonl",
        ]
        if tls {
            try Self.makeCertificates(in: directory)
            arguments += [directory + "/server.pem", directory + "/server.key"]
            caFile = directory + "/ca.pem"
        } else {
            caFile = nil
        }
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = arguments
        process.standardOutput = output
        try process.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        port = try XCTUnwrap(Int(line.trimmingCharacters(in: .whitespacesAndNewlines)), "no port: \(line)")
    }

    deinit {
        stopServer(process)
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The usual discovery document of an issuer at `base`, offering revocation at `/revoke`
    /// unless not `revokes`.
    func discovery(issuer: String? = nil, revokes: Bool = true) -> [String: Any] {
        var document: [String: Any] = [
            "issuer": issuer ?? base, "device_authorization_endpoint": base + "/device",
            "token_endpoint": base + "/token", "jwks_uri": base + "/jwks",
            "response_types_supported": ["code"],
        ]
        if revokes { document["revocation_endpoint"] = base + "/revoke" }
        return document
    }

    /// The usual device authorization: the codes, a minute to approve, polls a second apart.
    nonisolated(unsafe) static let device: [String: Any] = [
        "device_code": "GmRhmhcxhwAzkoEqiMEg_DnyEysNkuNhszIySk9eS", "user_code": "WDJBMJHT",
        "verification_uri": "https://id.example.test/device",
        "verification_uri_complete": "https://id.example.test/device?user_code=WDJBMJHT",
        "expires_in": 60, "interval": 1,
    ]

    static let pending = (400, #"{"error":"authorization_pending"}"#)

    func answer(_ answers: Answers) throws {
        let object: [String: Any] = [
            "discovery": answers.discovery, "jwks": answers.jwks, "device": answers.device,
            "device_status": answers.deviceStatus,
            "token": answers.token.map { [$0.0, $0.1] as [Any] }, "hang": answers.hang,
            "revoke": [answers.revoke.0, answers.revoke.1] as [Any],
        ]
        let data = try JSONSerialization.data(withJSONObject: object)
        // Written aside and renamed over, so the provider never reads half of it.
        try data.write(to: URL(fileURLWithPath: configFile + ".new"))
        XCTAssertEqual(rename(configFile + ".new", configFile), 0)
    }

    /// The requests so far: each its path and its form fields.
    func requests() throws -> [(path: String, form: [String: String])] {
        guard let text = try? String(contentsOfFile: logFile, encoding: .utf8) else { return [] }
        return try text.split(separator: "\n").map { line in
            let object = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return (
                object["path"] as? String ?? "", object["form"] as? [String: String] ?? [:]
            )
        }
    }

    func requests(to path: String) throws -> [[String: String]] {
        try requests().filter { $0.path == path }.map(\.form)
    }

    /// The Authorization header of each request to `path`, nil where there was none.
    func authorizations(to path: String) throws -> [String?] {
        guard let text = try? String(contentsOfFile: logFile, encoding: .utf8) else { return [] }
        return try text.split(separator: "\n").compactMap { line in
            let object = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            guard object["path"] as? String == path else { return nil }
            return .some(object["authorization"] as? String)
        }
    }

    /// The provider itself, shared with the end-to-end tests.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("OIDCStandIn/provider.py").path

    /// A CA and a certificate it signed for 127.0.0.1, as a private CA hands out.
    static func makeCertificates(in directory: String) throws {
        try OpenSSL.run([
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=authtui test CA",
            "-keyout", directory + "/ca.key", "-out", directory + "/ca.pem",
        ])
        try "subjectAltName=IP:127.0.0.1\n".write(
            toFile: directory + "/san.ext", atomically: true, encoding: .utf8)
        try OpenSSL.run([
            "req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1", "-keyout",
            directory + "/server.key", "-out", directory + "/server.csr",
        ])
        try OpenSSL.run([
            "x509", "-req", "-in", directory + "/server.csr", "-CA", directory + "/ca.pem", "-CAkey",
            directory + "/ca.key", "-CAcreateserial", "-days", "2", "-extfile", directory + "/san.ext",
            "-out",
            directory + "/server.pem",
        ])
    }
}
