import RefreshCore
import RefreshSource

/// Draws the rows of the plain, sections and feed lists and the section headers: each row in a
/// layer whose version changes when its pixels do (the language, the theme, the text scale, a
/// feed row's minute), so a renderer reuses a row's pixels while it is unchanged.
struct RowPainter {
    /// The list whose rows are drawn.
    let list: DemoList
    /// The lists' texts.
    let texts: ListTexts
    /// The language the rows are in.
    let language: RefreshLanguage
    /// Its place in the scene's languages, which the rows' layer versions name.
    let languageIndex: Int
    /// The scene's clock now, which the simulated feed's posting times count on.
    let now: Double
    /// The calendar time now (seconds since 1970), which a web feed's entries are dated on.
    let calendarNow: Double
    /// The entries behind a web feed's rows, nil for every other list.
    let entries: FeedRows?
    /// The colours.
    let palette: DemoPalette
    /// How text measures.
    let metrics: TextMetrics

    /// Badge colours, picked by the initial: strong enough for white text on either theme.
    private static let badgeColors = [
        Color(r: 0x1E, g: 0x6F, b: 0xD9), Color(r: 0x2E, g: 0x8B, b: 0x57),
        Color(r: 0xC2, g: 0x4E, b: 0x1B), Color(r: 0x8E, g: 0x44, b: 0xAD),
        Color(r: 0x00, g: 0x7C, b: 0x89), Color(r: 0xB0, g: 0x30, b: 0x60),
    ]

    /// How many languages a feed row's layer version tells apart within a minute.
    private static let languageRoom = 256

    /// A row's or card's layer version for `palette` and `textScale`: a change of theme or of
    /// text scale redraws cached layers (a card keeps its size at every scale).
    static func layerVersion(_ base: Int, _ palette: DemoPalette, textScale: Double = 1) -> Int {
        (base | (palette == .light ? 0 : 2)) + Int(((textScale - 1) * 1000).rounded()) << 48
    }

    /// The hairline under a row, from its text's inset to its end.
    static func drawSeparator(under rect: Rect, into draw: inout DrawList, palette: DemoPalette) {
        draw.fill(
            Rect(
                x: rect.minX + DemoTheme.rowInset, y: rect.maxY - 1,
                width: rect.width - DemoTheme.rowInset, height: 1), palette.separator)
    }

    /// Item `item` of the layout in `rect`: row `row`, or with none a section's header (the
    /// carousel's band draws itself).
    func draw(item: Int, row: Int?, in rect: Rect, into draw: inout DrawList) {
        if let row {
            drawRow(row, in: rect, into: &draw)
        } else if item != list.bandItem {
            drawSectionHeader(
                list.layout.row(ofItem: item) / DemoList.sectionSize, in: rect, into: &draw)
        }
    }

    /// Row `index` in `rect`: a feed's row, or a plain one with its title and subtitle.
    func drawRow(_ index: Int, in rect: Rect, into draw: inout DrawList) {
        let row = list.rows[index]
        if list.kind == .feed { return drawFeedRow(row, in: rect, into: &draw) }
        let scale = list.layout.environment.textScale
        // The row's words are the language's ("Row 3", "第 3 行"): a new language redraws it.
        let version = (index & 1) | languageIndex * 4
        draw.append(
            .beginLayer(
                id: row.id, version: Self.layerVersion(version, palette, textScale: scale),
                rect: rect))
        draw.fill(rect, index & 1 == 0 ? palette.rowEven : palette.rowOdd)
        draw.text(
            row.title, style: DemoTheme.titleStyle.scaled(by: scale), color: palette.title,
            at: Point(x: rect.minX + DemoTheme.rowInset, y: rect.minY + 5 * scale))
        draw.text(
            row.subtitle, style: DemoTheme.subtitleStyle.scaled(by: scale),
            color: palette.subtitle,
            at: Point(x: rect.minX + DemoTheme.rowInset, y: rect.minY + 25 * scale))
        Self.drawSeparator(under: rect, into: &draw, palette: palette)
        draw.append(.endLayer)
    }

    /// Section `section` (from 0)'s header: "Section N" on the grouped background.
    func drawSectionHeader(_ section: Int, in rect: Rect, into draw: inout DrawList) {
        let scale = list.layout.environment.textScale
        draw.fill(rect, palette.sectionHeader)
        draw.text(
            texts.text(.section, language, section + 1),
            style: DemoTheme.sectionStyle.scaled(by: scale), color: palette.subtitle,
            at: Point(x: rect.minX + DemoTheme.rowInset, y: rect.minY + 7 * scale))
    }

    /// An avatar, the author and the time on the first line, the wrapped body under them. The
    /// layer's version changes with the minute and the language, when the row's pixels do.
    private func drawFeedRow(_ row: DemoRow, in rect: Rect, into draw: inout DrawList) {
        guard let feed = list.feed else { return }
        let entry = entries?.entry(ofRow: row.id)
        let minutes = max(0, Int(((now - row.posted) / 60).rounded(.down)))
        let version = minutes * Self.languageRoom + languageIndex
        let scale = list.layout.environment.textScale
        draw.append(
            .beginLayer(
                id: row.id, version: Self.layerVersion(version * 4, palette, textScale: scale),
                rect: rect))
        draw.fill(rect, palette.rowEven)
        let padding = DemoFeed.padding
        let side = DemoFeed.avatarSide(scale)
        let avatar = Rect(
            x: rect.minX + DemoTheme.rowInset, y: rect.minY + padding, width: side, height: side)
        let name = feed.author(of: row)
        if entry != nil {
            drawBadge(FeedRows.initial(of: name), in: avatar, into: &draw)
        } else {
            draw.sprite(DemoFeed.sheet.rawValue, frame: DemoFeed.avatar(row), in: avatar)
        }
        let left = rect.minX + DemoFeed.textInset(scale)
        let time = entry.map { relativeTime(of: $0) ?? "" } ?? relativeTime(since: row.posted)
        let timeStyle = DemoTheme.subtitleStyle.scaled(by: scale)
        let width = metrics.size(of: time, style: timeStyle).width
        let timeX = rect.maxX - DemoTheme.rowInset - width
        // The author gives way to the time where both do not fit on the line (larger text),
        // and never comes nearer to it than the gap, which grows with the text.
        let author = FittedText.fit(
            name, style: DemoFeed.authorStyle.scaled(by: scale),
            width: timeX - DemoFeed.nameTimeGap * scale - left, height: DemoFeed.authorLine(scale),
            wraps: false,
            metrics: metrics)
        draw.text(
            author.first, style: author.style, color: palette.title,
            at: Point(x: left, y: rect.minY + padding))
        draw.text(
            time, style: timeStyle, color: palette.subtitle,
            at: Point(x: timeX, y: rect.minY + padding + 2 * scale))
        let bodyStyle = DemoFeed.bodyStyle.scaled(by: scale)
        var y = rect.minY + padding + DemoFeed.authorLine(scale)
        for line in feed.body(of: row, list.layout.environment) {
            draw.text(line, style: bodyStyle, color: palette.title, at: Point(x: left, y: y))
            y += DemoFeed.lineHeight * scale
        }
        Self.drawSeparator(under: rect, into: &draw, palette: palette)
        draw.append(.endLayer)
    }

    /// A round badge with `initial` in it, in place of an entry's avatar picture.
    private func drawBadge(_ initial: String, in rect: Rect, into draw: inout DrawList) {
        let code = initial.unicodeScalars.first.map { Int($0.value) } ?? 0
        draw.fillRounded(
            rect, radius: rect.width / 2, Self.badgeColors[code % Self.badgeColors.count])
        // 18 pt in a 40-point badge, and as much more as the badge grows with the text.
        let style = TextStyle(weight: .bold, size: 18 * rect.width / DemoFeed.avatarSize)
        let size = metrics.size(of: initial, style: style)
        draw.text(
            initial, style: style, color: Color(r: 255, g: 255, b: 255),
            at: Point(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2))
    }

    /// The relative time of an entry's date ("3 h ago", "2 d ago"), nil without a date.
    private func relativeTime(of entry: FeedEntry) -> String? {
        guard let date = entry.date else { return nil }
        let minutes = max(
            0, Int(((calendarNow - date.timeIntervalSince1970) / 60).rounded(.down)))
        if minutes == 0 { return texts.text(.justNow, language) }
        if minutes < 60 { return texts.text(.minutesAgo, language, minutes) }
        if minutes < 24 * 60 { return texts.text(.hoursAgo, language, minutes / 60) }
        return texts.text(.daysAgo, language, minutes / (24 * 60))
    }

    /// "2 min ago" for a row posted at `posted`.
    private func relativeTime(since posted: Double) -> String {
        let minutes = max(0, Int(((now - posted) / 60).rounded(.down)))
        if minutes == 0 { return texts.text(.justNow, language) }
        if minutes < 60 { return texts.text(.minutesAgo, language, minutes) }
        return texts.text(.hoursAgo, language, minutes / 60)
    }
}
