/// The limits a request obeys, each from the contract's Failures.
enum FetchLimits {
    /// The largest body, before or after decompression: 10 MiB.
    static let maximumBodyBytes = 10 << 20
    /// The most redirects a request follows ("more than 5 redirects" fails).
    static let maximumRedirects = 5
    /// The statuses that redirect (RFC 9110 §15.4), and the permanent ones among them.
    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]
    static let permanentStatuses: Set<Int> = [301, 308]
}
