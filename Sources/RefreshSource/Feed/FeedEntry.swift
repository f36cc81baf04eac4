import FoundationEssentials

/// One entry of a feed page, as a row of a feed list shows it.
public struct FeedEntry: Sendable, Equatable {
    /// What the entry is known by: Atom `id`; RSS `guid`, else `link`, else title and date;
    /// JSON Feed `id`. Never empty.
    public var id: String
    /// The entry's author's name, else the feed's title (empty when neither is given).
    public var author: String
    /// The title as the document gives it (markup not removed; see `bodyText`).
    public let title: String?
    /// The summary as the document gives it (Atom `summary` else `content`; RSS `description`
    /// else `content:encoded`; JSON Feed `summary`, else `content_text`, else `content_html`).
    public let summary: String?
    /// Atom `updated`, else `published`; RSS `pubDate`; JSON Feed `date_modified`, else
    /// `date_published`; nil when there is none or it cannot be read.
    public var date: Date?
    /// The entry's link resolved against its page's URL; nil unless it is http or https.
    public var link: URL?
    /// The row's body: the title, else the summary, as plain text (`EntryText.plain`); empty
    /// when neither has any text. Made once, when the entry is (on the network thread for a
    /// fetched page), so no frame strips markup.
    public let bodyText: String

    /// An entry from its parts.
    public init(
        id: String, author: String, title: String? = nil, summary: String? = nil,
        date: Date? = nil, link: URL? = nil
    ) {
        let fromTitle = title.map(EntryText.plain) ?? ""
        self.init(
            id: id, author: author, title: title, summary: summary, date: date, link: link,
            bodyText: fromTitle.isEmpty ? summary.map(EntryText.plain) ?? "" : fromTitle)
    }

    /// An entry whose body was made before (as a cache kept it), so no markup is read again.
    public init(
        id: String, author: String, title: String?, summary: String?, date: Date?, link: URL?,
        bodyText: String
    ) {
        self.id = id
        self.author = author
        self.title = title
        self.summary = summary
        self.date = date
        self.link = link
        self.bodyText = bodyText
    }
}
