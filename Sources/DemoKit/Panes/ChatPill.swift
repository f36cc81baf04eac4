import RefreshCore

/// The chat's pill: how many arrived messages the reader has not reached, in a capsule over
/// the list's bottom that takes the reader to the end. Its title is measured once per count
/// and language.
struct ChatPill {
    /// New messages it announces; 0 while it is not shown.
    var count = 0
    /// The title and its width, for the count and language they were made for.
    private var title: (count: Int, language: RefreshLanguage, text: String, width: Double)?

    /// The title and its width now, nil while the pill is not shown.
    mutating func title(
        _ texts: ListTexts, _ language: RefreshLanguage, _ metrics: TextMetrics
    ) -> (text: String, width: Double)? {
        guard count > 0 else { return nil }
        if let kept = title, kept.count == count, kept.language == language {
            return (kept.text, kept.width)
        }
        let text = texts.text(.newMessages, language, count: count)
        let width = metrics.size(of: text, style: DemoChat.pillStyle).width
        title = (count, language, text, width)
        return (text, width)
    }

    /// Where a pill whose title is `titleWidth` wide sits in a view of `view`: 32 points tall,
    /// centred, its bottom 16 points above the view's bottom, as wide as its title and padding.
    static func frame(titleWidth: Double, in view: Size) -> Rect {
        let width = titleWidth + 2 * DemoChat.pillPadding
        return Rect(
            x: (view.width - width) / 2,
            y: view.height - DemoChat.pillBottom - DemoChat.pillHeight, width: width,
            height: DemoChat.pillHeight)
    }

    /// Draws the pill at `frame` with `title`: its count in the title colour's capsule, ringed
    /// in the background colour so it stands apart from a bubble under it.
    static func draw(
        _ title: (text: String, width: Double), at frame: Rect, into draw: inout DrawList,
        metrics: TextMetrics, palette: DemoPalette
    ) {
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
