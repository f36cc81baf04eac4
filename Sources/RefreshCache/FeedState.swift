import FoundationEssentials
import RefreshSource

/// What a cache keeps about a feed beside its entries: what the next request sends and where
/// it goes, and when the feed was last refreshed successfully.
public struct FeedState: Sendable, Equatable {
    /// The last successful response's `ETag` and `Last-Modified`, for a conditional request.
    public var validators: Validators
    /// When the last refresh succeeded (a `200` or a `304`); nil before any.
    public var lastSuccess: Date?
    /// Where a permanent redirect (`301`, `308`) of the feed's URL led: later requests go
    /// there, while the cache keeps the feed under the URL first given.
    public var movedTo: URL?
    /// The next page of the last page fetched (where a footer load goes); nil for none.
    public var nextPage: URL?
    /// Older pages the footer has followed since the first page.
    public var olderPages: Int

    /// A state from its parts (the default: nothing known yet).
    public init(
        validators: Validators = Validators(), lastSuccess: Date? = nil, movedTo: URL? = nil,
        nextPage: URL? = nil, olderPages: Int = 0
    ) {
        self.validators = validators
        self.lastSuccess = lastSuccess
        self.movedTo = movedTo
        self.nextPage = nextPage
        self.olderPages = olderPages
    }
}
