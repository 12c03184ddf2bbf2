import AuthProcess
import CCurl
import Synchronization

/// How this machine talks to an OpenID provider: HTTPS through libcurl (loaded on first use),
/// verified against the system's CAs or `caFile`, each request bounded in time and size, off the
/// calling thread and cancelled at once with its task.
///
/// Plain HTTP is refused for every address, the ones discovery hands back included, unless
/// `allowsInsecureLoopback` and the address is a loopback one (`127.0.0.0/8`, `[::1]`,
/// `localhost`): tests run a provider there, and nothing on the path to it can listen. No
/// redirect is followed: a provider's endpoints are the addresses its discovery document names.
public struct ProviderConnection: Sendable {
    /// A PEM file of the CAs to trust instead of the system's (a private CA); nil: the system's.
    public var caFile: String?
    /// Whether `http://` to a loopback address is allowed (for tests); never any other address.
    public var allowsInsecureLoopback: Bool
    /// How long one request may take, connection included.
    public var timeout: Duration
    /// The largest response body read; a larger one is refused (`ProviderProblem.tooLarge`).
    public var maxBytes: Int

    public init(
        caFile: String? = nil, allowsInsecureLoopback: Bool = false, timeout: Duration = .seconds(15),
        maxBytes: Int = 1 << 20
    ) {
        self.caFile = caFile
        self.allowsInsecureLoopback = allowsInsecureLoopback
        self.timeout = timeout
        self.maxBytes = maxBytes
    }

    /// A response of any status, with its body.
    public struct Response: Sendable {
        public let status: Int
        public let body: [UInt8]
    }

    /// GET `address`.
    public func get(_ address: String) async throws(ProviderProblem) -> Response {
        try await request(address, form: nil, basic: nil)
    }

    /// POST `fields` to `address` as a form (`application/x-www-form-urlencoded`), in order.
    public func post(_ address: String, form fields: [(String, String)]) async throws(ProviderProblem)
        -> Response
    {
        try await request(address, form: Self.formEncoded(fields), basic: nil)
    }

    /// POST a client's request: its form, with the client's credentials as `presented` says.
    func post(_ address: String, _ presented: ClientCredentials.Presented) async throws(ProviderProblem)
        -> Response
    {
        try await request(address, form: Self.formEncoded(presented.fields), basic: presented.basic)
    }

    /// Whether this connection may reach `address`: `https://` (any host), or `http://` to a
    /// loopback host when allowed. Throws the refusal that names the address otherwise.
    public func check(_ address: String) throws(ProviderProblem) {
        let lower = address.lowercased()
        if lower.hasPrefix("https://"), Self.host(of: address) != nil { return }
        if lower.hasPrefix("http://"), allowsInsecureLoopback, let host = Self.host(of: address),
            Self.isLoopback(host)
        {
            return
        }
        throw .insecureAddress(address)
    }

    private func request(_ address: String, form: String?, basic: (user: String, password: String)?)
        async throws(ProviderProblem) -> Response
    {
        try check(address)
        let protocols = address.lowercased().hasPrefix("https://") ? "https" : "http,https"
        let transfer = Transfer(maxBytes: maxBytes)
        let (caFile, maxBytes) = (caFile, maxBytes)
        let milliseconds = max(
            1, Int(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        )
        let outcome = await withTaskCancellationHandler {
            await DetachedThread.run { () -> Result<Response, ProviderProblem> in
                Self.perform(
                    address, protocols: protocols, form: form, basic: basic, caFile: caFile,
                    milliseconds: milliseconds, maxBytes: maxBytes, transfer: transfer)
            }
        } onCancel: {
            transfer.cancelled.store(true, ordering: .relaxed)
        }
        return try outcome.get()
    }

    /// The transfer itself, blocking this thread.
    private static func perform(
        _ address: String, protocols: String, form: String?, basic: (user: String, password: String)?,
        caFile: String?, milliseconds: Int, maxBytes: Int, transfer: Transfer
    ) -> Result<Response, ProviderProblem> {
        let context = Unmanaged.passUnretained(transfer).toOpaque()
        let formBytes = form.map { Array($0.utf8) }
        let result = withExtendedLifetime(transfer) {
            ccurl_request(
                address, protocols, form, formBytes.map { $0.count } ?? 0, basic?.user, basic?.password,
                caFile,
                milliseconds, milliseconds,
                curl_off_t(maxBytes),
                { data, size, count, context in
                    let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
                    let length = size * count
                    return transfer.append(data, length) ? length : 0  // anything else aborts it
                },
                { context, _, _, _, _ in
                    let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
                    return transfer.cancelled.load(ordering: .relaxed) ? 1 : 0
                },
                context)
        }
        if result.library_missing != 0 { return .failure(.libraryMissing) }
        let detail = withUnsafeBytes(of: result.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch UInt32(result.code) {
        case CURLE_OK.rawValue:
            return .success(Response(status: result.http_status, body: transfer.body))
        case CURLE_ABORTED_BY_CALLBACK.rawValue: return .failure(.cancelled)
        case CURLE_OPERATION_TIMEDOUT.rawValue: return .failure(.timedOut(host: host(of: address) ?? address))
        case CURLE_FILESIZE_EXCEEDED.rawValue: return .failure(.tooLarge)
        case CURLE_WRITE_ERROR.rawValue where transfer.overflowed: return .failure(.tooLarge)
        case CURLE_PEER_FAILED_VERIFICATION.rawValue, CURLE_SSL_CACERT_BADFILE.rawValue,
            CURLE_SSL_CONNECT_ERROR.rawValue:
            return .failure(.untrusted(host: host(of: address) ?? address, detail: detail))
        default:
            return .failure(.unreachable(host: host(of: address) ?? address, detail: detail))
        }
    }

    /// The host of an `http(s)://` address, brackets kept off an IPv6 literal; nil when there is
    /// none.
    static func host(of address: String) -> String? {
        guard let schemeEnd = address.firstRange(of: "://") else { return nil }
        var authority = address[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            let host = authority[authority.index(after: authority.startIndex)..<close]
            return host.isEmpty ? nil : String(host)
        }
        let host = authority.prefix { $0 != ":" }
        return host.isEmpty ? nil : String(host)
    }

    /// `127.0.0.0/8`, `::1` or `localhost` (which libcurl resolves to loopback itself).
    static func isLoopback(_ host: String) -> Bool {
        let lower = host.lowercased()
        if lower == "localhost" || lower == "::1" { return true }
        let parts = lower.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "127" else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber)
                && Int(part).map { $0 <= 255 } == true
        }
    }

    /// `fields` as a form body: each name and value percent-encoded but for RFC 3986's unreserved
    /// characters (so a space is `%20`, which every form reader takes).
    static func formEncoded(_ fields: [(String, String)]) -> String {
        fields.map { percentEncoded($0.0) + "=" + percentEncoded($0.1) }.joined(separator: "&")
    }

    static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}

/// One request's body as it arrives, and the flag its task's cancellation raises.
private final class Transfer: @unchecked Sendable {
    // `body` and `overflowed` are touched only by the thread inside `curl_easy_perform` and read
    // after it returned (the detached thread's result is handed over through a continuation,
    // which orders the two); `cancelled` is atomic, as any thread may raise it.
    let maxBytes: Int
    let cancelled = Atomic<Bool>(false)
    var body: [UInt8] = []
    var overflowed = false

    init(maxBytes: Int) { self.maxBytes = maxBytes }

    func append(_ data: UnsafeMutablePointer<CChar>?, _ length: Int) -> Bool {
        guard body.count + length <= maxBytes else {
            overflowed = true
            return false
        }
        if let data, length > 0 {
            body.append(contentsOf: UnsafeRawBufferPointer(start: data, count: length))
        }
        return true
    }
}
