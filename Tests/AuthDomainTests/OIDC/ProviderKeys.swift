import Foundation
import TestProcesses
import XCTest

@testable import AuthOIDC

/// A signing key made by `openssl` the way a provider makes one, its public half written as the
/// provider's JWK, and signatures made by `openssl` with it: no crypto of the tests' own, so the
/// verifier is checked against the same library a provider's tokens come from.
struct ProviderKey: Sendable {
    enum Kind: Sendable {
        case rsa(bits: Int)
        case p256
        case ed25519
    }

    let kind: Kind
    /// The header's `alg` for this key.
    let algorithm: String
    /// Its `kid`.
    let id: String
    let privateKeyFile: String
    /// The public key as PEM, a provider's "public key" text (for the HMAC confusion attack).
    let publicPEM: [UInt8]
    /// The JWK object the provider would publish, as JSON text.
    let jwk: String

    /// A new key of `kind` in `directory`.
    init(_ kind: Kind, id: String, in directory: String) throws {
        self.kind = kind
        self.id = id
        privateKeyFile = "\(directory)/\(id).pem"
        switch kind {
        case .rsa(let bits):
            try OpenSSL.run(
                [
                    "genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:\(bits)", "-out",
                    privateKeyFile,
                ])
        case .p256:
            try OpenSSL.run(
                [
                    "genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out",
                    privateKeyFile,
                ])
        case .ed25519:
            try OpenSSL.run(["genpkey", "-algorithm", "ED25519", "-out", privateKeyFile])
        }
        publicPEM = try OpenSSL.run(["pkey", "-in", privateKeyFile, "-pubout"])
        let publicDER = try OpenSSL.run(["pkey", "-in", privateKeyFile, "-pubout", "-outform", "DER"])
        switch kind {
        case .rsa:
            algorithm = "RS256"
            let modulusLine = String(
                decoding: try OpenSSL.run(["rsa", "-in", privateKeyFile, "-noout", "-modulus"]), as: UTF8.self
            )
            let modulus = try XCTUnwrap(
                Self.bytes(
                    hex: String(modulusLine.dropFirst("Modulus=".count)).trimmingCharacters(
                        in: .whitespacesAndNewlines)))
            let text = String(
                decoding: try OpenSSL.run(["pkey", "-in", privateKeyFile, "-noout", "-text_pub"]),
                as: UTF8.self)
            let exponentHex = try XCTUnwrap(text.firstMatch(of: #/Exponent: \d+ \(0x([0-9a-f]+)\)/#)).1
            let exponent = try XCTUnwrap(
                Self.bytes(hex: (exponentHex.count % 2 == 1 ? "0" : "") + exponentHex))
            jwk =
                #"{"kty":"RSA","kid":"\#(id)","use":"sig","n":"\#(Base64URLText.encode(modulus))","e":"\#(Base64URLText.encode(exponent))"}"#
        case .p256:
            algorithm = "ES256"
            // SubjectPublicKeyInfo ends with the uncompressed point: 0x04, x, y.
            let point = Array(publicDER.suffix(65))
            XCTAssertEqual(point.first, 0x04)
            jwk =
                #"{"kty":"EC","crv":"P-256","kid":"\#(id)","x":"\#(Base64URLText.encode(Array(point[1..<33])))","y":"\#(Base64URLText.encode(Array(point[33...])))"}"#
        case .ed25519:
            algorithm = "EdDSA"
            jwk =
                #"{"kty":"OKP","crv":"Ed25519","kid":"\#(id)","x":"\#(Base64URLText.encode(Array(publicDER.suffix(32))))"}"#
        }
    }

    /// `input` signed as JWS needs it: RSASSA-PKCS1-v1_5 with SHA-256, ECDSA with SHA-256 turned
    /// from openssl's DER into r and s of 32 bytes each, or Ed25519 over the bytes themselves.
    func sign(_ input: [UInt8]) throws -> [UInt8] {
        switch kind {
        case .rsa: return try OpenSSL.run(["dgst", "-sha256", "-sign", privateKeyFile], input: input)
        case .p256:
            return try OpenSSL.rawECDSA(
                try OpenSSL.run(["dgst", "-sha256", "-sign", privateKeyFile], input: input))
        case .ed25519:
            return try OpenSSL.run(["pkeyutl", "-sign", "-inkey", privateKeyFile, "-rawin"], input: input)
        }
    }

    static func bytes(hex: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        var rest = Substring(hex)
        while !rest.isEmpty {
            guard let byte = UInt8(rest.prefix(2), radix: 16) else { return nil }
            bytes.append(byte)
            rest = rest.dropFirst(2)
        }
        return bytes
    }
}

/// The `openssl` command line, run with its input from a file and its output read back whole.
enum OpenSSL {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    @discardableResult
    static func run(_ arguments: [String], input: [UInt8] = []) throws -> [UInt8] {
        let directory = NSTemporaryDirectory() + "authtui-openssl-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let inputFile = "\(directory)/in", outputFile = "\(directory)/out"
        _ = FileManager.default.createFile(atPath: inputFile, contents: Data(input))
        var words = arguments
        // pkeyutl's -rawin reads the message from a file, not standard input.
        if words.first == "pkeyutl" { words += ["-in", inputFile] }
        // The output through a file of its own: it may be binary (a DER key, a signature).
        if !words.contains("-out") { words += ["-out", outputFile] }
        let result = try runCommand("/usr/bin/openssl", words, input: inputFile)
        guard result.status == 0 else {
            throw Failure(description: "openssl \(arguments.joined(separator: " ")): \(result.stderr)")
        }
        return Array((try? Data(contentsOf: URL(fileURLWithPath: outputFile))) ?? Data())
    }

    /// An ECDSA-Sig-Value (SEQUENCE of the INTEGERs r and s, DER) as JWS writes it: r and s
    /// unsigned, big-endian, 32 bytes each (RFC 7518 §3.4).
    static func rawECDSA(_ der: [UInt8]) throws -> [UInt8] {
        guard der.count > 2, der[0] == 0x30, Int(der[1]) == der.count - 2 else {
            throw Failure(description: "not a short DER SEQUENCE")
        }
        var index = 2
        var halves: [UInt8] = []
        for _ in 0..<2 {
            guard der[index] == 0x02 else { throw Failure(description: "not a DER INTEGER") }
            let length = Int(der[index + 1])
            let integer = der[(index + 2)..<(index + 2 + length)].drop { $0 == 0 }
            guard integer.count <= 32 else { throw Failure(description: "an integer over 32 bytes") }
            halves += [UInt8](repeating: 0, count: 32 - integer.count) + integer
            index += 2 + length
        }
        return halves
    }
}

/// Unpadded base64url for the tests to write tokens with (the product only reads it).
enum Base64URLText {
    static func encode(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    static func encode(_ text: String) -> String { encode(Array(text.utf8)) }
}
