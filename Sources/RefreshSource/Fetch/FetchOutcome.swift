import FoundationEssentials

/// How a request ended: a page landed, the server said nothing changed, or it failed.
public enum FetchOutcome: Sendable, Equatable {
    /// A document came and is a feed page (a `200`, or a `file://` read).
    case landed(FeedPage, FetchResponse)
    /// The server answered `304 Not Modified` to the validators sent.
    case notModified(FetchResponse)
    /// The request failed; `response.status` is the last status that came (0 for none).
    case failed(FetchFailure, FetchResponse)

    /// What the server (or the file) answered.
    public var response: FetchResponse {
        switch self {
        case .landed(_, let response), .notModified(let response), .failed(_, let response):
            response
        }
    }
}

/// What the last answer of a request said, beside its body.
public struct FetchResponse: Sendable, Equatable {
    /// The status of the last response that came, after redirects; 0 for none and for files.
    public var status: Int
    /// The URL of the last request made (the feed's, or where redirects led).
    public var finalURL: URL
    /// Whether the first redirect from the requested URL was permanent (`301`, `308`): the
    /// cache then keeps asking `finalURL` instead.
    public var movedPermanently: Bool
    /// The response's `ETag` and `Last-Modified` (a `304` without them: the request's own).
    public var validators: Validators
    /// The `Retry-After` of the last response, when it had one (a `429`, a `503`).
    public var retryAfter: RetryAfter?

    /// A response from its parts.
    public init(
        status: Int, finalURL: URL, movedPermanently: Bool = false,
        validators: Validators = Validators(), retryAfter: RetryAfter? = nil
    ) {
        self.status = status
        self.finalURL = finalURL
        self.movedPermanently = movedPermanently
        self.validators = validators
        self.retryAfter = retryAfter
    }
}
