import FoundationEssentials

/// What to fetch: a feed's URL (or a next page's) with what the last successful response
/// said about it, and how long the request may take.
public struct FetchRequest: Sendable, Equatable {
    /// The URL: http or https, or file (`LinkRules.isFetchable`).
    public var url: URL
    /// The last successful response's validators, sent as `If-None-Match` and
    /// `If-Modified-Since` (http and https only).
    public var validators: Validators
    /// How long after it is sent the request must be complete, redirects included, in
    /// milliseconds (the contract's `--timeout`).
    public var timeoutMilliseconds: Int

    /// A request for `url`.
    public init(url: URL, validators: Validators = Validators(), timeoutMilliseconds: Int = 10_000)
    {
        self.url = url
        self.validators = validators
        self.timeoutMilliseconds = timeoutMilliseconds
    }
}

/// What a server said identifies the version of a document it sent (RFC 9110's validators).
public struct Validators: Sendable, Equatable, Hashable {
    /// The `ETag` header's value, as sent (weak ones included: `W/"…"`).
    public var etag: String?
    /// The `Last-Modified` header's value, as sent.
    public var lastModified: String?

    /// Validators from their header values.
    public init(etag: String? = nil, lastModified: String? = nil) {
        self.etag = etag
        self.lastModified = lastModified
    }

    /// Whether there is neither.
    public var isEmpty: Bool { etag == nil && lastModified == nil }
}

/// Names one request of a `FeedFetcher`, for its outcome and for cancelling it.
public struct RequestID: Sendable, Hashable, CustomStringConvertible {
    /// The fetcher's serial number of the request (from 1).
    public let serial: UInt64

    /// The description a trace or a log shows.
    public var description: String { "request \(serial)" }
}
