import FoundationEssentials

/// What a landing does to the feed's gaps, written in the landing's transaction so that a
/// kill never leaves entries without the gap they opened or closed.
public enum CacheGapChange: Sendable, Equatable {
    /// A refresh's page at the top met none of the cached entries: a gap opens just above the
    /// entry that was first, to be filled from `next`.
    case openAboveFirst(next: URL?)
    /// A page of the gap above `belowEntryID` landed without meeting it: its filling goes on
    /// from `next` (nil: no page is left).
    case advance(belowEntryID: String, next: URL?)
    /// A page of the gap above `belowEntryID` met the entries below it: the gap is gone.
    case close(belowEntryID: String)
}
