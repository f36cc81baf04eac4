internal import CCurl
import FoundationEssentials

/// One request on the network thread: its easy handle (one per hop: a redirect makes a new
/// one), the response's status and header fields, and its body, bounded as it arrives.
/// Touched only by the network thread, libcurl's callbacks included.
final class Transfer {
    let id: RequestID
    let request: FetchRequest
    /// When the request must be complete, redirects included.
    let deadline: ContinuousClock.Instant
    /// The URL of the current hop.
    private(set) var url: URL
    /// Redirects followed so far.
    var redirects = 0
    /// Whether the first redirect was permanent.
    var movedPermanently = false
    /// The current hop's easy handle while it lives.
    private(set) var easy: UnsafeMutableRawPointer?
    private var headerList: UnsafeMutablePointer<curl_slist>?

    /// The status of the current hop's last status line (0 before one, and for files).
    private(set) var status = 0
    /// The current hop's header fields, by lowercased name (the last of repeated ones).
    private(set) var fields: [String: String] = [:]
    /// The body so far, never more than `FetchLimits.maximumBodyBytes`.
    var body = BodyBuffer()
    /// Set when the body (decompressed or not) went over the limit and the transfer stopped.
    private(set) var tooLarge = false
    /// Set when the body of a redirect or an error was refused (nothing of it is wanted).
    private(set) var refusedBody = false

    init(id: RequestID, request: FetchRequest, sent: ContinuousClock.Instant) {
        self.id = id
        self.request = request
        self.url = request.url
        deadline = sent + .milliseconds(request.timeoutMilliseconds)
    }

    deinit { release() }

    /// What is left of the timeout, in whole milliseconds (at least 1 while any is left).
    var millisecondsLeft: Int {
        let left = deadline - ContinuousClock.now
        return Int((left / .milliseconds(1)).rounded(.up))
    }

    /// Makes the easy handle for a hop to `target`, with every option the request needs;
    /// nil when libcurl cannot make one.
    func prepare(_ target: URL, core: FetcherCore) -> UnsafeMutableRawPointer? {
        release()
        url = target
        status = 0
        fields = [:]
        body = BodyBuffer()
        refusedBody = false
        guard let easy = curl_easy_init() else { return nil }
        self.easy = easy
        let isFile = LinkRules.isFile(target)
        let left = max(1, millisecondsLeft)
        _ = ccurl_set_string(easy, CURLOPT_URL, target.absoluteString)
        // A file feed reads files only; a web feed never does (nor any other scheme).
        _ = ccurl_set_string(easy, CURLOPT_PROTOCOLS_STR, isFile ? "file" : "http,https")
        _ = ccurl_set_long(easy, CURLOPT_FOLLOWLOCATION, 0)
        _ = ccurl_set_long(easy, CURLOPT_NOSIGNAL, 1)
        _ = ccurl_set_long(easy, CURLOPT_TIMEOUT_MS, left)
        _ = ccurl_set_long(easy, CURLOPT_CONNECTTIMEOUT_MS, left)
        _ = ccurl_set_offset(
            easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(FetchLimits.maximumBodyBytes))
        _ = ccurl_set_string(easy, CURLOPT_ACCEPT_ENCODING, "gzip")
        _ = ccurl_set_string(easy, CURLOPT_USERAGENT, core.userAgent)
        if let certificates = core.certificateFile {
            _ = ccurl_set_string(easy, CURLOPT_CAINFO, certificates)
        }
        if !isFile {
            if let etag = request.validators.etag {
                headerList = curl_slist_append(headerList, "If-None-Match: \(etag)")
            }
            if let date = request.validators.lastModified {
                headerList = curl_slist_append(headerList, "If-Modified-Since: \(date)")
            }
            if let headerList { _ = ccurl_set_list(easy, CURLOPT_HTTPHEADER, headerList) }
        }
        let context = Unmanaged.passUnretained(self).toOpaque()
        _ = ccurl_set_pointer(easy, CURLOPT_WRITEDATA, context)
        _ = ccurl_set_data_callback(easy, CURLOPT_WRITEFUNCTION, Transfer.receiveBody)
        _ = ccurl_set_pointer(easy, CURLOPT_HEADERDATA, context)
        _ = ccurl_set_data_callback(easy, CURLOPT_HEADERFUNCTION, Transfer.receiveHeader)
        _ = ccurl_set_pointer(easy, CURLOPT_XFERINFODATA, context)
        _ = ccurl_set_progress_callback(easy, Transfer.progress)
        _ = ccurl_set_long(easy, CURLOPT_NOPROGRESS, 0)
        return easy
    }

    /// Frees the easy handle and the header list (the caller removed it from the multi).
    func release() {
        if let easy { curl_easy_cleanup(easy) }
        easy = nil
        if let headerList { curl_slist_free_all(headerList) }
        headerList = nil
    }

    // MARK: - libcurl's callbacks (on the network thread, inside curl_multi_perform)

    private static func transfer(_ context: UnsafeMutableRawPointer?) -> Transfer {
        Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
    }

    /// A piece of the body, decompressed: kept while within the limit; anything else stops
    /// the transfer (returning less than was given is libcurl's way to stop it).
    private static let receiveBody: ccurl_data_callback = { data, size, count, context in
        let transfer = Transfer.transfer(context)
        let length = size * count
        if transfer.status >= 300 {
            transfer.refusedBody = true
            return 0
        }
        guard transfer.body.count + length <= FetchLimits.maximumBodyBytes else {
            transfer.tooLarge = true
            return 0
        }
        data?.withMemoryRebound(to: UInt8.self, capacity: length) {
            transfer.body.append(UnsafeBufferPointer(start: $0, count: length))
        }
        return length
    }

    /// One header line; a status line starts a new response (a `100 Continue` came before).
    private static let receiveHeader: ccurl_data_callback = { data, size, count, context in
        let transfer = Transfer.transfer(context)
        let length = size * count
        guard let data else { return length }
        let line = data.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
        if line.hasPrefix("HTTP/") {
            transfer.fields = [:]
            let parts = line.split(separator: " ", maxSplits: 2)
            transfer.status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].lowercased()
            let value = String(line[line.index(after: colon)...]).trimmingWhitespace()
            transfer.fields[name] = value
        }
        return length
    }

    /// libcurl's progress: `now` counts the body's bytes as they came (before decompression).
    private static let progress: ccurl_progress_callback = { context, _, now, _, _ in
        let transfer = Transfer.transfer(context)
        guard now <= curl_off_t(FetchLimits.maximumBodyBytes) else {
            transfer.tooLarge = true
            return 1
        }
        return 0
    }
}
