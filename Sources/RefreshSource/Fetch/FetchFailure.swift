/// Why a request failed, as the contract's Failures lists the reasons.
public enum FetchFailure: Sendable, Equatable, Hashable {
    /// No connection: refused, unreachable, a name that does not resolve, the connection lost;
    /// a `file://` feed that cannot be read.
    case offline
    /// A TLS failure: an untrusted certificate, a name that does not match.
    case tls
    /// Not complete the request's timeout after it was sent (redirects included).
    case timeout
    /// A final status of 400 or more.
    case http(Int)
    /// More than five redirects, or one to another scheme than http or https, or from https
    /// to http.
    case redirect
    /// A body of more than 10 MiB, before or after decompression.
    case tooLarge
    /// A document that is not well-formed, declares entities, or is neither Atom, RSS nor
    /// JSON Feed.
    case notAFeed

    /// The reason as the trace's `source_error` writes it: `offline`, `tls`, `timeout`,
    /// `http 404`, `redirect`, `too large`, `not a feed`.
    public var traceName: String {
        switch self {
        case .offline: "offline"
        case .tls: "tls"
        case .timeout: "timeout"
        case .http(let status): "http \(status)"
        case .redirect: "redirect"
        case .tooLarge: "too large"
        case .notAFeed: "not a feed"
        }
    }
}
