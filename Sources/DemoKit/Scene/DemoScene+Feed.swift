import RefreshCore

extension DemoScene {
    // MARK: - The feed's rows

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
        draw.sprite(
            DemoFeed.sheet, frame: DemoFeed.avatar(row),
            in: Rect(
                x: rect.minX + DemoTheme.rowInset, y: rect.minY + padding,
                width: DemoFeed.avatarSize, height: DemoFeed.avatarSize))
        let left = rect.minX + DemoFeed.textInset
        let time = relativeTime(since: row.posted)
        let timeStyle = DemoTheme.subtitleStyle.scaled(by: scale)
        let width = metrics.size(of: time, style: timeStyle).width
        let timeX = rect.maxX - DemoTheme.rowInset - width
        // The author gives way to the time where both do not fit on the line (larger text).
        let author = FittedText.fit(
            DemoFeed.author(row), style: DemoFeed.authorStyle.scaled(by: scale),
            width: timeX - 8 - left, height: DemoFeed.authorLine(scale), wraps: false,
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
        drawSeparator(under: rect, into: &draw, palette: palette)
        draw.append(.endLayer)
    }
}
