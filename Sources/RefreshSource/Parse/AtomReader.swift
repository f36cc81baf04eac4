import FoundationEssentials

/// An Atom 1.0 document (RFC 4287) as a feed page; its paging links are RFC 5005's.
enum AtomReader {
    static let namespace = "http://www.w3.org/2005/Atom"

    /// The page whose root `<feed>` is `feed`, fetched from `url`.
    static func page(from feed: XMLElement, url: URL) -> FeedPage {
        let title = EntryText.plain(feed.first("title", in: namespace)?.innerText ?? "")
        let entries = feed.all("entry", in: namespace).map { entry in
            self.entry(entry, feedTitle: title, url: url)
        }
        return FeedPage(
            format: .atom, title: title, entries: entries,
            nextPage: nextPage(among: feed.all("link", in: namespace), url: url))
    }

    /// `<link rel="next">`, else `<link rel="prev-archive">`, among `links`.
    static func nextPage(among links: [XMLElement], url: URL) -> URL? {
        for relation in ["next", "prev-archive"] {
            for link in links where link.attributes["rel"] == relation {
                if let href = link.attributes["href"],
                    let next = LinkRules.nextPage(href, page: url)
                {
                    return next
                }
            }
        }
        return nil
    }

    private static func entry(_ entry: XMLElement, feedTitle: String, url: URL) -> FeedEntry {
        let title = entry.first("title", in: namespace)?.innerText
        let dateText =
            entry.value("updated", in: namespace)
            ?? entry.value("published", in: namespace)
        let links = entry.all("link", in: namespace)
        // The alternate link (rel absent means alternate), else any with an href.
        let alternate =
            links.first { ($0.attributes["rel"] ?? "alternate") == "alternate" } ?? links.first
        let link = alternate?.attributes["href"].flatMap { LinkRules.entryLink($0, page: url) }
        let id =
            entry.value("id", in: namespace) ?? alternate?.attributes["href"]
            ?? FeedParser.fallbackID(title: title, date: dateText, summary: nil)
        let author = entry.first("author", in: namespace)?.value("name", in: namespace)
        return FeedEntry(
            id: id, author: author ?? feedTitle, title: title,
            summary: (entry.first("summary", in: namespace)
                ?? entry.first("content", in: namespace))?.innerText,
            date: dateText.flatMap(FeedDate.parse), link: link)
    }
}
