import FoundationEssentials
import RefreshCore
import SpriteArt

/// The feed's rows as a social app shows them: an avatar, an author and a relative time on the
/// first line, one to four lines of body text wrapped to the width under them. A row's lines are
/// wrapped once per width and language (the list measures each row once per environment) and
/// kept for drawing, so a frame wraps nothing.
final class DemoFeed {
    /// Space around a row's content and between the avatar and the text.
    static let padding = 12.0
    /// The avatar's side at text scale 1.
    static let avatarSize = 40.0
    /// The least room between the author and the time, at text scale 1.
    static let nameTimeGap = 8.0
    /// The body's line height.
    static let lineHeight = 19.0
    /// The most lines a body shows; the rest of its text is cut with "…".
    static let maxLines = 4
    /// The author's style.
    static let authorStyle = TextStyle(weight: .bold, size: 14)
    /// The body's style.
    static let bodyStyle = TextStyle(weight: .regular, size: 14)
    /// The sheet of avatars (and the empty state's picture).
    static let sheet = SpriteSheetName.avatars
    /// Authors, by row number; names are not translated.
    static let authors = [
        "Mia Chen", "Leo Park", "Ana Petrova", "Sam Okafor", "Yuki Sato", "Olena Koval",
        "Tom Baker", "Lina Haddad",
    ]

    /// A `--feed` list's entries, which its rows show instead of the simulated feed's authors
    /// and sentences; nil for the simulated feed.
    var entries: FeedRows?
    /// The feed's URL, whose host names an entry without an author or feed title.
    var feedURL: URL?

    private let texts: ListTexts
    private let metrics: TextMetrics
    /// Each row's wrapped lines, by row id, for `cached`.
    private var lines: [Int: [String]] = [:]
    private var cached: ListEnvironment?

    /// A feed whose sentences come from `texts`, measured by `metrics`.
    init(texts: ListTexts, metrics: TextMetrics) {
        self.texts = texts
        self.metrics = metrics
    }

    /// The author of `row`.
    static func author(_ row: DemoRow) -> String { authors[(row.id - 1) % authors.count] }

    /// The name line of `row`: its entry's author, or the simulated feed's.
    func author(of row: DemoRow) -> String {
        guard let entry = entries?.entry(ofRow: row.id) else { return Self.author(row) }
        return FeedRows.author(of: entry, feed: feedURL)
    }

    /// Forgets `row`'s wrapped lines (its entry was replaced by a newer one).
    func forget(_ row: DemoRow) { lines[row.id] = nil }

    /// The avatar frame of `row`.
    static func avatar(_ row: DemoRow) -> Int { (row.id - 1) % authors.count }

    /// The avatar's side at text scale `scale`: what sits beside text grows with it.
    static func avatarSide(_ scale: Double) -> Double { avatarSize * scale }

    /// Where body text starts, from the row's left edge, at text scale `scale`.
    static func textInset(_ scale: Double) -> Double {
        DemoTheme.rowInset + avatarSide(scale) + padding
    }

    /// The author's line's height at text scale `scale`: the body starts under it.
    static func authorLine(_ scale: Double) -> Double { 20 * scale }

    /// The row's height at `environment`: its lines under the author's line, or the avatar's
    /// height, whichever is taller (both grow with the text scale).
    /// A row whose entry is still only in the cache, or which came in a big landing, is
    /// estimated at the avatar's height until it comes near the view (`FeedRows.isEstimated`).
    func height(of row: DemoRow, _ environment: ListEnvironment) -> Double {
        let scale = environment.textScale
        let least = 2 * Self.padding + Self.avatarSide(scale)
        if entries?.isEstimated(row.id) == true { return least }
        let count = Double(body(of: row, environment).count)
        return max(
            least,
            2 * Self.padding + Self.authorLine(scale) + count * Self.lineHeight * scale)
    }

    /// The row's body, wrapped at `environment` (kept from when it was measured).
    func body(of row: DemoRow, _ environment: ListEnvironment) -> [String] {
        if cached != environment {
            lines.removeAll(keepingCapacity: true)
            cached = environment
        }
        if let found = lines[row.id] { return found }
        let width =
            environment.width - Self.textInset(environment.textScale) - DemoTheme.rowInset
        let wrapped = LineBreaker.lines(
            text(of: row, environment.language), width: width,
            style: Self.bodyStyle.scaled(by: environment.textScale), maxLines: Self.maxLines,
            metrics: metrics)
        lines[row.id] = wrapped
        return wrapped
    }

    /// One sentence, or two for every third row, from the table in `language`; an entry's
    /// body text in a `--feed` list.
    private func text(of row: DemoRow, _ language: RefreshLanguage) -> String {
        if let entry = entries?.entry(ofRow: row.id) { return entry.bodyText }
        let first = texts.sentence(row.id * 5, language)
        guard row.id % 3 == 0 else { return first }
        return LineBreaker.joined(first, texts.sentence(row.id * 5 + 3, language))
    }
}
