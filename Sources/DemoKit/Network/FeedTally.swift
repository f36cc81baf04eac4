import RefreshSource

/// What a web feed's answers leave for the trace: the last response's status, the last
/// failure's reason, and the refreshes, loads and failures counted. An outcome shows only once
/// it is published (`publish()`): in the frame it lands in, or a window's landing written to
/// the cache first in the frame after its write (the contract counts data that has landed).
struct FeedTally {
    /// The trace's `http_status`: the last response's status (0 for none, and for files).
    private(set) var httpStatus = 0
    /// The trace's `source_error`: the last failed request's reason, "" after a success.
    private(set) var sourceError = ""
    /// Refreshes that landed (a `304` too).
    private(set) var refreshes = 0
    /// Older pages that landed.
    private(set) var loads = 0
    /// Requests that failed.
    private(set) var failures = 0
    /// The last outcome and what it asked for, until it shows.
    private var unpublished: (FetchOutcome, FeedSource.Purpose)?

    /// An outcome that landed for `purpose`: it shows when published.
    mutating func note(_ outcome: FetchOutcome, of purpose: FeedSource.Purpose) {
        unpublished = (outcome, purpose)
    }

    /// Counts the last outcome noted, once.
    mutating func publish() {
        guard let (outcome, purpose) = unpublished else { return }
        unpublished = nil
        httpStatus = outcome.response.status
        switch outcome {
        case .landed, .notModified:
            sourceError = ""
            // A gap's pages count as neither (the contract).
            switch purpose {
            case .refresh: refreshes += 1
            case .more: loads += 1
            case .gap: break
            }
        case .failed(let reason, _):
            sourceError = reason.traceName
            failures += 1
        }
    }
}
