import RefreshCore
import RefreshSource

extension DemoScene {
    // MARK: - The feed's rows

    /// With `--feed`, the web feed's requests and what they left.
    var feedSource: FeedSource? { webFeed?.source }
    /// The entries behind the rows of a `--feed` list, nil otherwise.
    var feedRows: FeedRows? { webFeed?.rows }
    /// The gap rows of a `--feed` list, nil otherwise.
    var feedGaps: FeedGaps? { feedRows?.gaps }

    /// Writes the reading position now: call it when the run ends (a window closed, the
    /// script done), so the next run opens where this one was left.
    public func saveReadingPosition() {
        webFeed?.saveReadingPosition()
    }

    /// The relative time of an entry's date ("3 h ago", "2 d ago"), nil without a date.
    func relativeTime(of entry: FeedEntry) -> String? {
        guard let date = entry.date else { return nil }
        let now = resources.clock.epoch(at: timeline.now)
        let minutes = max(0, Int(((now - date.timeIntervalSince1970) / 60).rounded(.down)))
        if minutes == 0 { return listTexts.text(.justNow, language) }
        if minutes < 60 { return listTexts.text(.minutesAgo, language, minutes) }
        if minutes < 24 * 60 { return listTexts.text(.hoursAgo, language, minutes / 60) }
        return listTexts.text(.daysAgo, language, minutes / (24 * 60))
    }

    /// "2 min ago" for a row posted at `posted`, in the scene's language.
    func relativeTime(since posted: Double) -> String {
        let minutes = max(0, Int(((timeline.now - posted) / 60).rounded(.down)))
        if minutes == 0 { return listTexts.text(.justNow, language) }
        if minutes < 60 { return listTexts.text(.minutesAgo, language, minutes) }
        return listTexts.text(.hoursAgo, language, minutes / 60)
    }

    /// An avatar, the author and the time on the first line, the wrapped body under them. The
    /// layer's version changes with the minute and the language, when the row's pixels do.
    func drawFeedRow(
        _ row: DemoRow, in rect: Rect, into draw: inout DrawList, metrics: TextMetrics,
        palette: DemoPalette
    ) {
        guard let feed = list.feed else { return }
        let entry = feedRows?.entry(ofRow: row.id)
        let minutes = max(0, Int(((timeline.now - row.posted) / 60).rounded(.down)))
        let languages = RefreshLanguage.allCases
        let version = minutes * languages.count + (languages.firstIndex(of: language) ?? 0)
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
            drawBadge(FeedRows.initial(of: name), in: avatar, into: &draw, metrics: metrics)
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
}

extension DemoScene {
    /// Badge colours, picked by the initial: strong enough for white text on either theme.
    private static let badgeColors = [
        Color(r: 0x1E, g: 0x6F, b: 0xD9), Color(r: 0x2E, g: 0x8B, b: 0x57),
        Color(r: 0xC2, g: 0x4E, b: 0x1B), Color(r: 0x8E, g: 0x44, b: 0xAD),
        Color(r: 0x00, g: 0x7C, b: 0x89), Color(r: 0xB0, g: 0x30, b: 0x60),
    ]

    /// A round badge with `initial` in it, in place of an entry's avatar picture.
    func drawBadge(
        _ initial: String, in rect: Rect, into draw: inout DrawList, metrics: TextMetrics
    ) {
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
}
