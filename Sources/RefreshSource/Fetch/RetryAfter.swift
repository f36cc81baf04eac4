import FoundationEssentials

/// A `Retry-After` header (RFC 9110 §10.2.3), which a `429` or `503` answer may carry.
public enum RetryAfter: Sendable, Equatable, Hashable {
    /// A delay in seconds after the answer.
    case seconds(Int)
    /// An HTTP date before which not to ask again.
    case date(Date)

    /// The header's value read, nil when it is neither form.
    init?(header value: String) {
        let trimmed = value.trimmingWhitespace()
        if !trimmed.isEmpty, trimmed.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            self = .seconds(Int(trimmed) ?? Int.max)
        } else if let date = FeedDate.rfc822(trimmed) {
            self = .date(date)
        } else {
            return nil
        }
    }
}
