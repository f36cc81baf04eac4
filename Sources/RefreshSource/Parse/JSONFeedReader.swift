import FoundationEssentials

/// A JSON Feed 1.1 document (1.0 too) as a feed page. Only `version` and `items` are required,
/// as the specification says; every other field may be missing or of another type (real feeds
/// write numeric ids) without the page failing.
enum JSONFeedReader {
    /// The version URLs of JSON Feed all start with this.
    private static let versionPrefix = "https://jsonfeed.org/version/"

    /// The page `bytes` holds, fetched from `url`.
    static func page(from bytes: [UInt8], url: URL) throws(FeedParser.NotAFeed) -> FeedPage {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: Data(bytes))
        } catch {
            throw FeedParser.NotAFeed(description: "not a JSON Feed object")
        }
        guard document.version?.hasPrefix(versionPrefix) == true, let items = document.items
        else { throw FeedParser.NotAFeed(description: "no JSON Feed version or items") }
        let title = EntryText.plain(document.title ?? "")
        let entries = items.compactMap { $0.value }.map { item in
            entry(item, feedTitle: title, url: url)
        }
        return FeedPage(
            format: .json, title: title, entries: entries,
            nextPage: document.nextURL.flatMap { LinkRules.nextPage($0, page: url) })
    }

    private static func entry(_ item: Item, feedTitle: String, url: URL) -> FeedEntry {
        let dateText = item.dateModified ?? item.datePublished
        let id =
            item.id?.text ?? item.url
            ?? FeedParser.fallbackID(title: item.title, date: dateText, summary: item.summary)
        let author = (item.authors?.first ?? item.author)?.name
        return FeedEntry(
            id: id, author: author ?? feedTitle, title: item.title,
            summary: item.summary ?? item.contentText ?? item.contentHTML,
            date: dateText.flatMap(FeedDate.parse),
            link: item.url.flatMap { LinkRules.entryLink($0, page: url) })
    }

    /// The fields of the top-level object the page needs.
    private struct Document: Decodable {
        var version: String?
        var title: String?
        var nextURL: String?
        var items: [Lenient<Item>]?

        enum CodingKeys: String, CodingKey {
            case version, title, items
            case nextURL = "next_url"
        }
    }

    private struct Item: Decodable {
        var id: Identifier?
        var url: String?
        var title: String?
        var summary: String?
        var contentText: String?
        var contentHTML: String?
        var datePublished: String?
        var dateModified: String?
        var author: Author?
        var authors: [Author]?

        enum CodingKeys: String, CodingKey {
            case id, url, title, summary, author, authors
            case contentText = "content_text"
            case contentHTML = "content_html"
            case datePublished = "date_published"
            case dateModified = "date_modified"
        }

        init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            id = try? values.decodeIfPresent(Identifier.self, forKey: .id)
            url = try? values.decodeIfPresent(String.self, forKey: .url)
            title = try? values.decodeIfPresent(String.self, forKey: .title)
            summary = try? values.decodeIfPresent(String.self, forKey: .summary)
            contentText = try? values.decodeIfPresent(String.self, forKey: .contentText)
            contentHTML = try? values.decodeIfPresent(String.self, forKey: .contentHTML)
            datePublished = try? values.decodeIfPresent(String.self, forKey: .datePublished)
            dateModified = try? values.decodeIfPresent(String.self, forKey: .dateModified)
            author = try? values.decodeIfPresent(Author.self, forKey: .author)
            authors = try? values.decodeIfPresent([Author].self, forKey: .authors)
        }
    }

    private struct Author: Decodable {
        var name: String?
    }

    /// An id written as a string or (against the specification, as real feeds do) a number.
    private struct Identifier: Decodable {
        var text: String?

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if let string = try? value.decode(String.self) {
                text = string.isEmpty ? nil : string
            } else if let number = try? value.decode(Int64.self) {
                text = String(number)
            } else {
                text = String(try value.decode(Double.self))
            }
        }
    }

    /// An array element that is dropped rather than failing the whole array when it is not
    /// an object of the expected shape.
    private struct Lenient<Value: Decodable>: Decodable {
        var value: Value?

        init(from decoder: any Decoder) throws {
            value = try? Value(from: decoder)
        }
    }
}
