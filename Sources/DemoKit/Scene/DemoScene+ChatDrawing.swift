import RefreshCore

extension DemoScene {
    // MARK: - Drawing the chat: bubbles, day separators, the top loader and the pill

    /// The component at the top: the header, or in a chat its top loader.
    func drawTopComponent(into draw: inout DrawList, view: Rect, metrics: TextMetrics) {
        guard let loader = chat?.loader else {
            return header.draw(into: &draw, frame: header.frame(in: view), metrics: metrics)
        }
        loader.draw(into: &draw, frame: loader.frame(in: view), metrics: metrics)
    }

    /// A message's bubble in its row: the reader's own at the trailing side in the accent, the
    /// other person's at the leading side on the row colour, the text wrapped in it and the
    /// time under it. The row's layer changes with the language and the theme, when its pixels
    /// do. (A right-to-left language mirrors the whole frame, bubbles with it.)
    func drawMessage(_ row: DemoRow, in rect: Rect, into draw: inout DrawList, palette: DemoPalette)
    {
        guard let chat = list.chat else { return }
        let environment = list.layout.environment
        let languages = RefreshLanguage.allCases
        let version = (languages.firstIndex(of: language) ?? 0) * 4
        draw.append(
            .beginLayer(id: row.id, version: Self.layerVersion(version, palette), rect: rect))
        draw.fill(rect, palette.background)
        let scale = environment.textScale
        let bubble = chat.bubble(of: row, environment)
        let own = chat.isOwn(row)
        let side = DemoChat.sideInset * scale
        let frame = Rect(
            x: own ? rect.maxX - side - bubble.size.width : rect.minX + side,
            y: rect.minY + DemoChat.gap * scale, width: bubble.size.width,
            height: bubble.size.height)
        draw.fillRounded(
            frame, radius: DemoChat.cornerRadius * scale,
            own ? palette.placeholderButton : palette.rowEven)
        let text = own ? palette.placeholderButtonText : palette.title
        let body = DemoChat.scaled(DemoChat.bodyStyle, scale)
        var y = frame.minY + DemoChat.paddingY * scale
        for line in bubble.lines {
            draw.text(
                line, style: body, color: text,
                at: Point(x: frame.minX + DemoChat.paddingX * scale, y: y))
            y += DemoChat.lineHeight * scale
        }
        draw.text(
            chat.stamp(of: row).time, style: DemoChat.scaled(DemoChat.timeStyle, scale),
            color: own ? palette.placeholderButtonText : palette.subtitle,
            at: Point(x: frame.maxX - DemoChat.paddingX * scale - bubble.timeWidth, y: y + 1))
        draw.append(.endLayer)
    }

    /// The separator over row `row`'s day: its title in a capsule, centred.
    func drawDaySeparator(
        above row: Int, in rect: Rect, _ draw: inout DrawList, _ palette: DemoPalette
    ) {
        guard let chat = list.chat, rows.indices.contains(row) else { return }
        draw.fill(rect, palette.background)
        let scale = list.layout.environment.textScale
        let style = DemoChat.scaled(DemoChat.dayStyle, scale)
        let title = chat.dayTitle(of: rows[row], now: timeline.now, language)
        let size = chat.metrics.size(of: title, style: style)
        let height = DemoChat.separatorCapsule * scale
        let capsule = Rect(
            x: rect.midX - size.width / 2 - height / 2, y: rect.midY - height / 2,
            width: size.width + height, height: height)
        draw.fillRounded(capsule, radius: height / 2, palette.sectionHeader)
        draw.text(
            title, style: style, color: palette.subtitle,
            at: Point(x: capsule.minX + height / 2, y: rect.midY - size.height / 2))
    }

    /// The pill, while it shows: its count in the title colour's capsule, over the list.
    func drawPill(into draw: inout DrawList, metrics: TextMetrics, palette: DemoPalette) {
        guard let frame = pillFrame, let title = pillTitle(metrics) else { return }
        // Ringed in the background colour, so it stands apart from a bubble under it.
        let ring = Rect(
            x: frame.minX - 2, y: frame.minY - 2, width: frame.width + 4, height: frame.height + 4)
        draw.fillRounded(ring, radius: ring.height / 2, palette.background)
        draw.fillRounded(frame, radius: frame.height / 2, palette.title)
        let height = metrics.size(of: title.text, style: DemoChat.pillStyle).height
        draw.text(
            title.text, style: DemoChat.pillStyle, color: palette.rowEven,
            at: Point(x: frame.midX - title.width / 2, y: frame.midY - height / 2))
    }
}
