import FoundationEssentials
import RefreshSource

/// What one landing (a refresh's page, an older page, a gap's page) writes to the cache, all
/// of it in one transaction: the new entries at their place, the newer versions of entries
/// already cached, and the feed's state after it.
public struct CacheLanding: Sendable, Equatable {
    /// Where new entries go in the feed's order.
    public enum Place: Sendable, Equatable {
        /// Above every cached entry (a refresh).
        case top
        /// Below every cached entry (an older page).
        case bottom
        /// Just below the entry of this id (a gap being filled); at the bottom when the entry
        /// is not cached.
        case after(entryID: String)
    }

    /// The new entries in the document's order (an id already cached is left where it is).
    public var entries: [FeedEntry]
    /// Where they go.
    public var place: Place
    /// Newer versions of cached entries, each replacing its entry in place.
    public var replacing: [FeedEntry]
    /// The next-page link of the page the entries came in (kept with each of them).
    public var pageNext: URL?
    /// The feed's state after the landing (validators, last success, redirect, older pages).
    public var state: FeedState
    /// What the landing does to the feed's gaps, nil for nothing.
    public var gap: CacheGapChange?

    /// A landing from its parts.
    public init(
        entries: [FeedEntry], place: Place, replacing: [FeedEntry] = [], pageNext: URL? = nil,
        state: FeedState, gap: CacheGapChange? = nil
    ) {
        self.entries = entries
        self.place = place
        self.replacing = replacing
        self.pageNext = pageNext
        self.state = state
        self.gap = gap
    }
}
