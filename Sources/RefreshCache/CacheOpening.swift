/// What opening a cache gave: the cache (nil when nothing can be kept) and what to tell the
/// user about the file, one line each.
public struct CacheOpening {
    /// The cache, nil when its file is newer than this code or cannot be created.
    public let cache: FeedCache?
    /// Warnings for the user (a damaged file set aside, a newer or uncreatable one).
    public let messages: [String]
}
