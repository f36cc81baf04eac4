import FoundationEssentials

/// An RSS 2.0 document (and the 0.9x ones shaped like it) as a feed page, with the Dublin Core
/// and content modules real feeds use, and Atom's paging links inside the channel.
enum RSSReader {
    private static let dublinCore = "http://purl.org/dc/elements/1.1/"
    private static let content = "http://purl.org/rss/1.0/modules/content/"

    /// The page whose `<channel>` is `channel`, fetched from `url`.
    static func page(from channel: XMLElement, url: URL) -> FeedPage {
        let title = EntryText.plain(channel.value("title", in: nil) ?? "")
        let entries = channel.all("item", in: nil).map { item in
            self.entry(item, feedTitle: title, url: url)
        }
        let links = channel.all("link", in: AtomReader.namespace)
        return FeedPage(
            format: .rss, title: title, entries: entries,
            nextPage: AtomReader.nextPage(among: links, url: url))
    }

    private static func entry(_ item: XMLElement, feedTitle: String, url: URL) -> FeedEntry {
        let title = item.first("title", in: nil)?.innerText
        let dateText = item.value("pubDate", in: nil) ?? item.value("date", in: dublinCore)
        // A guid that is a permalink (the default) and an absolute URL is the item's URL
        // when it has no link (many guids are no URL whatever the attribute says).
        let permalink = item.value("guid", in: nil).flatMap { guid in
            let isURL =
                guid.lowercased().hasPrefix("http://") || guid.lowercased().hasPrefix("https://")
            return isURL && item.first("guid", in: nil)?.attributes["isPermaLink"] != "false"
                ? guid : nil
        }
        let linkText = item.value("link", in: nil)
        let id =
            item.value("guid", in: nil) ?? linkText
            ?? FeedParser.fallbackID(
                title: title, date: dateText, summary: item.value("description", in: nil))
        let author =
            item.value("author", in: nil).map(name(fromAuthor:))
            ?? item.value("creator", in: dublinCore)
        return FeedEntry(
            id: id, author: author ?? feedTitle, title: title,
            summary: (item.first("description", in: nil)
                ?? item.first("encoded", in: content))?.innerText,
            date: dateText.flatMap(FeedDate.parse),
            link: (linkText ?? permalink).flatMap { LinkRules.entryLink($0, page: url) })
    }

    /// The name in RSS's `author` (an e-mail address, often `joe@example.com (Joe Bloggs)`).
    static func name(fromAuthor text: String) -> String {
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"),
            open < close
        else { return text }
        let inside = String(text[text.index(after: open)..<close]).trimmingWhitespace()
        return inside.isEmpty ? text : inside
    }
}
