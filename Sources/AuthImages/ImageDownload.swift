import CCurl
import Synchronization

/// One HTTP(S) GET of a picture through libcurl (loaded on first use), blocking the calling
/// thread; `ImageSource` calls it from a detached thread.
///
/// The body is bounded twice: by `CURLOPT_MAXFILESIZE` when the server announces a length, and by
/// the write callback, which stops the transfer as soon as the limit is passed.
enum ImageDownload {
    /// Where redirects may lead: a download that starts on https never follows one to plain
    /// http (anyone on the path could then serve the picture); one that starts on http may go
    /// either way.
    static func redirectProtocols(for address: String) -> String {
        address.lowercased().hasPrefix("https://") ? "https" : "http,https"
    }

    static func get(
        _ address: String, timeout: Duration, maxBytes: Int, maxRedirects: Int = 5,
        redirectProtocols: String? = nil, cancel: CancelFlag
    ) throws(ImageProblem) -> [UInt8] {
        let lower = address.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://") else {
            throw .invalidAddress(address)
        }
        let transfer = Transfer(maxBytes: maxBytes, cancel: cancel)
        let context = Unmanaged.passUnretained(transfer).toOpaque()
        let milliseconds = max(
            1, Int(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        )
        let result = withExtendedLifetime(transfer) {
            ccurl_get(
                address, redirectProtocols ?? Self.redirectProtocols(for: address), milliseconds,
                curl_off_t(maxBytes), maxRedirects,
                { data, size, count, context in
                    let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
                    let length = size * count
                    guard transfer.body.count + length <= transfer.maxBytes else {
                        transfer.overflowed = true
                        return 0  // anything but `length` aborts the transfer
                    }
                    if let data, length > 0 {
                        transfer.body.append(contentsOf: UnsafeRawBufferPointer(start: data, count: length))
                    }
                    return length
                },
                { context, _, _, _, _ in
                    let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
                    return transfer.cancel.isRaised ? 1 : 0
                },
                context)
        }
        if result.library_missing != 0 { throw .downloaderMissing }
        let detail = withUnsafeBytes(of: result.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch UInt32(result.code) {
        case CURLE_OK.rawValue:
            return transfer.body
        case CURLE_OPERATION_TIMEDOUT.rawValue:
            throw .timedOut
        case CURLE_HTTP_RETURNED_ERROR.rawValue:
            throw .httpStatus(result.http_status)
        case CURLE_FILESIZE_EXCEEDED.rawValue:
            throw .tooLarge
        case CURLE_WRITE_ERROR.rawValue where transfer.overflowed:
            throw .tooLarge
        case CURLE_URL_MALFORMAT.rawValue, CURLE_UNSUPPORTED_PROTOCOL.rawValue:
            throw .invalidAddress(address)
        default:
            throw .unreachable(detail: detail)
        }
    }
}

/// A flag another thread raises to stop a download at its next progress tick.
final class CancelFlag: Sendable {
    private let raised = Atomic<Bool>(false)
    var isRaised: Bool { raised.load(ordering: .relaxed) }
    func raise() { raised.store(true, ordering: .relaxed) }
}

/// The state of one transfer, touched only by the thread inside `curl_easy_perform`.
private final class Transfer {
    let maxBytes: Int
    let cancel: CancelFlag
    var body: [UInt8] = []
    var overflowed = false

    init(maxBytes: Int, cancel: CancelFlag) {
        self.maxBytes = maxBytes
        self.cancel = cancel
    }
}
