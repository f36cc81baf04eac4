import FoundationEssentials

/// Reads a fetched document as a feed page, telling Atom, RSS and JSON Feed apart by the
/// content alone (a server's content type and the URL's name are often wrong).
public enum FeedParser {
    /// Why a document is not a feed (every case is the contract's `not a feed`).
    public struct NotAFeed: Error, Equatable, CustomStringConvertible {
        /// What was wrong, for a log or a test; not shown to a reader.
        public var description: String
    }

    /// The page `bytes` holds, fetched from `url` (relative links resolve against it).
    public static func page(from bytes: [UInt8], url: URL) throws(NotAFeed) -> FeedPage {
        var page: FeedPage
        if firstSignificantByte(of: bytes) == UInt8(ascii: "{") {
            page = try JSONFeedReader.page(from: bytes, url: url)
        } else {
            let root: XMLElement
            do {
                root = try XMLDocumentReader.root(of: bytes)
            } catch .declaresEntities {
                throw NotAFeed(description: "the document declares entities")
            } catch {
                throw NotAFeed(description: "not well-formed XML")
            }
            if root.name == "feed", root.namespace == AtomReader.namespace {
                page = AtomReader.page(from: root, url: url)
            } else if root.name == "rss", root.namespace == nil,
                let channel = root.first("channel", in: nil)
            {
                page = RSSReader.page(from: channel, url: url)
            } else {
                throw NotAFeed(description: "the root element <\(root.name)> is no feed's")
            }
        }
        page.entries = uniqued(page.entries)
        return page
    }

    /// The first byte that is neither white space nor a UTF-8 byte order mark.
    private static func firstSignificantByte(of bytes: [UInt8]) -> UInt8? {
        bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    }

    /// `entries` with each id once, the first kept.
    private static func uniqued(_ entries: [FeedEntry]) -> [FeedEntry] {
        var seen = Set<String>()
        return entries.filter { seen.insert($0.id).inserted }
    }

    /// An id from an entry's title and date, for entries with no id or link (RSS).
    static func fallbackID(title: String?, date: String?, summary: String?) -> String {
        let made = (title ?? "") + "\u{1F}" + (date ?? "")
        return made == "\u{1F}" ? "\u{1F}" + (summary ?? "") : made
    }
}
