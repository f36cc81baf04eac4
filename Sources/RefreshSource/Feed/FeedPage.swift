import FoundationEssentials

/// One fetched document of a feed: its entries in the document's order and where the next
/// (older) page is.
public struct FeedPage: Sendable, Equatable {
    /// Which of the three formats the document was, told by its content.
    public enum Format: String, Sendable, Equatable {
        /// Atom 1.0 (RFC 4287).
        case atom
        /// RSS 2.0 (and the 0.9x documents shaped like it).
        case rss
        /// JSON Feed 1.1 (and 1.0).
        case json
    }

    /// The document's format.
    public var format: Format
    /// The feed's title as text; empty when it has none.
    public var title: String
    /// The entries in the document's order, each id once (the first of duplicates kept).
    public var entries: [FeedEntry]
    /// The next page: Atom `<link rel="next">`, else `rel="prev-archive"` (RFC 5005), the same
    /// `atom:link` in an RSS channel, JSON Feed `next_url`; resolved against the page's URL
    /// and allowed by `LinkRules.nextPage`; nil when there is none.
    public var nextPage: URL?

    /// A page from its parts.
    public init(format: Format, title: String, entries: [FeedEntry], nextPage: URL?) {
        self.format = format
        self.title = title
        self.entries = entries
        self.nextPage = nextPage
    }
}
