import FoundationEssentials

/// A gap row kept in the cache: where a refresh met none of the cached entries, the missing
/// entries between its page and the older ones, still to be filled from `next`. It outlives
/// the run, so a reader who comes back finds the hole where it was rather than a list that
/// silently skips the missing posts.
public struct CachedGap: Sendable, Equatable {
    /// The id of the entry just below the gap (the newest of the older entries).
    public var belowEntryID: String
    /// The page its filling asks for next; nil once none is left ("No more posts to load").
    public var next: URL?

    /// A gap from its parts.
    public init(belowEntryID: String, next: URL?) {
        self.belowEntryID = belowEntryID
        self.next = next
    }
}
