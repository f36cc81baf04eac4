import RefreshCore

/// The list's items on the core's `ListLayout`: its rows, numbered as they were made, the
/// carousel's band after the first `afterRows` of them when `--carousel` asked for one (an item
/// of its own height, not a row), in `sections` a 28-point header before every 5 rows, and in
/// `chat` the messages with a day separator (a header) over each day's first (at text scale 1;
/// rows and headers grow with it).
final class DemoList {
    /// Rows in each section of `sections`.
    static let sectionSize = 5
    /// A section header's height (the contract's 28 points).
    static let sectionHeaderHeight = 28.0

    /// Which list this is.
    let kind: ListKind
    /// The rows now (the chat's extension changes them too).
    var rows: [DemoRow] = []
    /// The id the next row made gets (ids are never reused).
    var nextRowID = 1
    /// The carousel item, if there is one.
    let carousel: DemoCarousel?
    /// The band's item in the layout, if there is a carousel.
    private(set) var bandItem: Int?
    /// The feed's texts and wrapping (`feed` only).
    let feed: DemoFeed?
    /// The chat's messages and bubbles (`chat` only).
    let chat: DemoChat?
    /// A refresh of the empty list under way (`loading`) or failed (`error`); else `none`.
    var phase = PlaceholderState.none
    /// A width the rows are to wrap at once the content is still (a resize while it was held or
    /// moving); nil when they wrap at the view's.
    var pendingWidth: Double?
    /// Where every item is. Heights are measured once per environment and kept.
    private(set) lazy var layout = ListLayout(environment: ListEnvironment(width: width)) {
        [unowned self] item, environment in self.height(ofItem: item, environment)
    }
    private let width: Double
    /// The texts rows are titled from, in the layout's language.
    var texts = ListTexts.english

    /// A `kind` list with `carousel` (nil: none), `width` points wide, and no rows yet.
    init(
        kind: ListKind, width: Double, feed: DemoFeed?, chat: DemoChat? = nil,
        carousel: DemoCarousel?
    ) {
        self.kind = kind
        self.feed = kind == .feed ? feed : nil
        self.chat = kind == .chat ? chat : nil
        self.carousel = carousel
        self.width = width
    }

    /// The rows', the headers' and the band's height.
    var contentHeight: Double { layout.contentHeight }

    /// Replaces every row with `count` new ones, subtitled "`note` · `time`" in the list's
    /// language.
    func replaceRows(count: Int, note: RowNote, time: String, now: Double) {
        if chat != nil { return fillChat(count: count) }
        layout.removeAll()
        rows.removeAll(keepingCapacity: true)
        bandItem = nil
        appendRows(count: count, note: note, time: time, now: now)
        if carousel != nil, bandItem == nil {
            // Fewer rows than the band follows: it goes after the last one.
            bandItem = layout.count
            layout.insert([.header], at: layout.count)
        }
    }

    /// Adds `count` new rows at the end (in `sections`, with a header before every 5th).
    func appendRows(count: Int, note: RowNote, time: String, now: Double) {
        let start = rows.count
        // Older pages were posted before the last row: 2.5 minutes apart, going back.
        let last = rows.last?.posted ?? now
        rows.append(
            contentsOf: made(count, note: note, time: time) { last - 150 * Double($0 + 1) })
        var kinds: [ListItemKind] = []
        kinds.reserveCapacity(count + count / Self.sectionSize + 2)
        for row in start..<rows.count {
            if kind == .sections, row % Self.sectionSize == 0 { kinds.append(.header) }
            if let carousel, bandItem == nil, row == carousel.afterRows {
                bandItem = layout.count + kinds.count
                kinds.append(.header)
            }
            kinds.append(.row)
        }
        layout.insert(kinds, at: layout.count)
    }

    /// Puts `count` new rows above the first one (the feed's refresh); the band keeps its rows.
    func prependRows(count: Int, note: RowNote, time: String, now: Double) {
        // The newest on top, all posted just now.
        let page = made(count, note: note, time: time) { _ in now }
        rows.insert(contentsOf: page.reversed(), at: 0)
        bandItem = bandItem.map { $0 + count }
        layout.insertRows(count, at: 0)
    }

    /// The row shown as item `item`, or nil for a header or the band.
    func row(atItem item: Int) -> Int? {
        guard layout.kind(of: item) == .row else { return nil }
        // A feed's gap rows are items between rows, as a section's headers are.
        if kind != .plain { return layout.row(ofItem: item) }
        return item - (bandItem.map { item > $0 ? 1 : 0 } ?? 0)
    }

    /// The item showing row `row`.
    func item(ofRow row: Int) -> Int {
        if kind != .plain { return layout.item(ofRow: row) }
        return row + (bandItem.map { row >= $0 ? 1 : 0 } ?? 0)
    }

    /// Row `index`'s rectangle in the content.
    func rowFrame(_ index: Int) -> Rect { layout.frame(of: item(ofRow: index)) }

    /// The index (from 0) of the row with id `id`, nil when it is not in the list.
    func rowIndex(ofRowID id: Int) -> Int? { rows.firstIndex { $0.id == id } }

    /// An item's height: rows and section headers grow with the text scale (the contract's
    /// 44 × X and 28 × X), the carousel's band keeps its 180 points.
    private func height(ofItem item: Int, _ environment: ListEnvironment) -> Double {
        if item == bandItem { return DemoCarousel.bandHeight }
        let scale = environment.textScale
        if let chat { return chatHeight(ofItem: item, chat, environment) }
        // A feed's only other items are its gap rows: as tall as a plain row (44 × X).
        if layout.kind(of: item) == .header {
            return (kind == .feed ? DemoTheme.rowHeight : Self.sectionHeaderHeight) * scale
        }
        // Only the feed's rows differ; a section's row number is not known while it is inserted.
        guard let feed, let row = row(atItem: item) else { return DemoTheme.rowHeight * scale }
        return feed.height(of: rows[row], environment)
    }

    /// `count` new rows, numbered on from the last one made.
    private func made(
        _ count: Int, note: RowNote, time: String, posted: (Int) -> Double
    ) -> [DemoRow] {
        let first = nextRowID
        nextRowID += count
        let language = layout.environment.language
        let subtitle = texts.rowSubtitle(note, time: time, language)
        let origin = RowOrigin(note: note, time: time)
        return (first..<first + count).map {
            DemoRow(
                id: $0, title: texts.text(.row, language, $0), subtitle: subtitle, origin: origin,
                posted: posted($0 - first))
        }
    }

    /// Titles every plain and section row anew in the layout's language (a language switch).
    func reword() {
        let language = layout.environment.language
        for index in rows.indices {
            guard let note = rows[index].note else { continue }
            rows[index].title = texts.text(.row, language, rows[index].id)
            rows[index].subtitle = texts.rowSubtitle(note, time: rows[index].time, language)
        }
    }
}
