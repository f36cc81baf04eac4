import FoundationEssentials

/// One entry of a feed page, as a row of a feed list shows it.
public struct FeedEntry: Sendable, Equatable {
    /// What the entry is known by: Atom `id`; RSS `guid`, else `link`, else title and date;
    /// JSON Feed `id`. Never empty.
    public var id: String
    /// The entry's author's name, else the feed's title (empty when neither is given).
    public var author: String
    /// The title as the document gives it (markup not removed; see `bodyText`).
    public var title: String?
    /// The summary as the document gives it (Atom `summary` else `content`; RSS `description`
    /// else `content:encoded`; JSON Feed `summary`, else `content_text`, else `content_html`).
    public var summary: String?
    /// Atom `updated`, else `published`; RSS `pubDate`; JSON Feed `date_modified`, else
    /// `date_published`; nil when there is none or it cannot be read.
    public var date: Date?
    /// The entry's link resolved against its page's URL; nil unless it is http or https.
    public var link: URL?

    /// An entry from its parts.
    public init(
        id: String, author: String, title: String? = nil, summary: String? = nil,
        date: Date? = nil, link: URL? = nil
    ) {
        self.id = id
        self.author = author
        self.title = title
        self.summary = summary
        self.date = date
        self.link = link
    }

    /// The row's body: the title, else the summary, as plain text (`EntryText.plain`); empty
    /// when neither has any text.
    public var bodyText: String {
        let fromTitle = title.map(EntryText.plain) ?? ""
        if !fromTitle.isEmpty { return fromTitle }
        return summary.map(EntryText.plain) ?? ""
    }
}
