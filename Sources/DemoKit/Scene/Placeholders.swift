import RefreshCore

/// How the placeholders look: a picture, a title and a button for the empty and error states,
/// shimmering grey rows in the list's own row shape while an empty list loads. Measured from the
/// content's top: a placeholder owns the view.
///
/// A value is the placeholder of one moment: its state, where the content's top is, the text
/// scale and the words; the list's surface makes one when asked
/// (`ListSurface.placeholders(scale:words:)`).
struct Placeholders {
    /// What shows instead of rows.
    let state: PlaceholderState
    /// Where the content starts in the view (it moves with a pull).
    let top: Double
    /// The text scale.
    let scale: Double
    /// The lists' texts and the language to read them in.
    let words: (texts: ListTexts, language: RefreshLanguage)

    /// The empty or error state's button in `view`, nil while neither shows.
    func button(in view: Rect) -> Rect? {
        guard state == .empty || state == .error else { return nil }
        return Self.buttonFrame(in: view, top: top, scale: scale)
    }

    /// The button's title ("Refresh", "Try again"), nil while neither state shows.
    var buttonTitle: String? {
        switch state {
        case .empty: words.texts.text(.emptyButton, words.language)
        case .error: words.texts.text(.errorButton, words.language)
        case .none, .loading: nil
        }
    }

    /// Draws it in `view` from the content's top, where the list's rows would be: the loading
    /// state's rows in `shape` shimmering at `time`, or the message and its button.
    func draw(
        into draw: inout DrawList, view: Rect, time: Double, shape: Shape, metrics: TextMetrics,
        palette: DemoPalette
    ) {
        guard state != .none else { return }
        let top = view.minY + top
        guard state != .loading else {
            return Self.drawLoading(
                into: &draw, view: view, top: top, time: time, scale: scale, shape: shape,
                palette: palette)
        }
        let empty = state == .empty
        Self.drawMessage(
            words.texts.text(empty ? .emptyTitle : .errorTitle, words.language),
            button: buttonTitle ?? "", tint: empty ? nil : Self.errorTint, into: &draw,
            view: view, top: top, scale: scale, metrics: metrics, palette: palette)
    }

    /// The frame of the avatars' sheet with the placeholders' picture (an empty tray).
    static let pictureFrame = 8
    /// The picture's side, points (the sheet's 40-point frame drawn twice as large).
    static let pictureSize = 80.0
    /// The picture's top below the content's end.
    static let pictureTop = 96.0
    /// The title's top below the content's end.
    static let titleTop = 192.0
    /// The button's top below the title's top, at text scale 1 (it grows with the scale).
    static let buttonBelowTitle = 36.0
    /// The button's size at text scale 1 (it grows with the scale, never wider than the view
    /// less 8 points at each side).
    static let buttonSize = Size(width: 140, height: 36)
    /// One shimmer's period, seconds.
    static let shimmerPeriod = 1.2
    /// A placeholder row's height (the plain row's).
    static let rowHeight = DemoTheme.rowHeight
    /// The title's style.
    static let titleStyle = TextStyle(weight: .bold, size: 17)
    /// The button's style.
    static let buttonStyle = TextStyle(weight: .bold, size: 15)
    /// The error picture's tint.
    static let errorTint = Color(r: 255, g: 150, b: 140)

    /// The button's frame in `view` when the content ends at `top`, at text scale `scale`.
    static func buttonFrame(in view: Rect, top: Double, scale: Double) -> Rect {
        let width = min(buttonSize.width * scale, view.width - 2 * TitleLook.edgeMargin)
        return Rect(
            x: view.midX - width / 2, y: top + titleTop + buttonBelowTitle * scale,
            width: width, height: buttonSize.height * scale)
    }

    /// The picture, the title and the button, centred in the view's width, the texts `scale`
    /// times their styles' size and fitted to the view and to the button.
    static func drawMessage(
        _ title: String, button: String, tint: Color?, into draw: inout DrawList, view: Rect,
        top: Double, scale: Double, metrics: TextMetrics, palette: DemoPalette
    ) {
        draw.sprite(
            DemoFeed.sheet.rawValue, frame: pictureFrame,
            in: Rect(
                x: view.midX - pictureSize / 2, y: top + pictureTop, width: pictureSize,
                height: pictureSize), tint: tint)
        let frame = buttonFrame(in: view, top: top, scale: scale)
        let heading = FittedText.fit(
            title, style: titleStyle.scaled(by: scale),
            width: view.width - 2 * TitleLook.edgeMargin,
            height: frame.minY - (top + titleTop), metrics: metrics)
        heading.draw(
            centeredIn: Rect(
                x: view.minX, y: top + titleTop, width: view.width, height: heading.height),
            color: palette.title, into: &draw, metrics: metrics)
        draw.fill(frame, palette.placeholderButton)
        let label = FittedText.fit(
            button, style: buttonStyle.scaled(by: scale),
            width: frame.width - 2 * TitleLook.edgeMargin, height: frame.height, wraps: false,
            metrics: metrics)
        label.draw(
            centeredIn: frame, color: palette.placeholderButtonText, into: &draw,
            metrics: metrics)
    }

    /// The rows a loading skeleton stands for.
    enum Shape {
        /// The plain and section lists' row: a title and a subtitle.
        case plain
        /// The feed's row: the avatar, the author's line and two lines of body.
        case feed
    }

    /// Grey rows of `shape` from `top` to the view's bottom, each brightening and dimming in
    /// turn; rows and bars `scale` times their height at text scale 1, as the rows they stand
    /// for (the feed's avatar too).
    static func drawLoading(
        into draw: inout DrawList, view: Rect, top: Double, time: Double, scale: Double,
        shape: Shape, palette: DemoPalette
    ) {
        let rowHeight =
            shape == .feed
            ? 2 * DemoFeed.padding + DemoFeed.authorLine(scale) + 2 * DemoFeed.lineHeight * scale
            : rowHeight * scale
        var y = max(top, view.minY - rowHeight)
        var index = Int(((y - top) / rowHeight).rounded(.down))
        y = top + Double(index) * rowHeight
        while y < view.maxY {
            let rect = Rect(x: view.minX, y: y, width: view.width, height: rowHeight)
            draw.fill(rect, palette.rowEven)
            let bar = shimmer(time: time, index: index, palette: palette)
            switch shape {
            case .plain: drawPlainBars(into: &draw, row: rect, scale: scale, bar: bar)
            case .feed: drawFeedBars(into: &draw, row: rect, scale: scale, bar: bar)
            }
            y += rowHeight
            index += 1
        }
    }

    /// Row `index`'s grey at `time`: a triangle wave, bright at its phase's ends, dim in its
    /// middle, each row a little behind the one above.
    private static func shimmer(time: Double, index: Int, palette: DemoPalette) -> Color {
        let wave = time / shimmerPeriod - Double(index) * 0.15
        let phase = wave - wave.rounded(.down)
        let lift = UInt8(20 * abs(2 * phase - 1))
        let base = palette.shimmer
        return Color(r: base.r + lift, g: base.g + lift, b: base.b + lift)
    }

    private static func drawPlainBars(
        into draw: inout DrawList, row: Rect, scale: Double, bar: Color
    ) {
        let x = row.minX + DemoTheme.rowInset
        draw.fill(
            Rect(x: x, y: row.minY + 9 * scale, width: row.width * 0.45, height: 12 * scale), bar)
        draw.fill(
            Rect(x: x, y: row.minY + 27 * scale, width: row.width * 0.3, height: 8 * scale), bar)
    }

    /// The feed row's shape (`DemoFeed`): a round avatar at the left, the author's line, two
    /// body lines (the second shorter), where the row draws them.
    private static func drawFeedBars(
        into draw: inout DrawList, row: Rect, scale: Double, bar: Color
    ) {
        let side = DemoFeed.avatarSide(scale)
        draw.fillRounded(
            Rect(
                x: row.minX + DemoTheme.rowInset, y: row.minY + DemoFeed.padding, width: side,
                height: side), radius: side / 2, bar)
        let x = row.minX + DemoFeed.textInset(scale)
        let width = row.maxX - DemoTheme.rowInset - x
        let body = row.minY + DemoFeed.padding + DemoFeed.authorLine(scale)
        draw.fill(
            Rect(
                x: x, y: row.minY + DemoFeed.padding + 3 * scale, width: width * 0.4,
                height: 12 * scale), bar)
        draw.fill(Rect(x: x, y: body + 4 * scale, width: width, height: 10 * scale), bar)
        draw.fill(
            Rect(
                x: x, y: body + (4 + DemoFeed.lineHeight) * scale, width: width * 0.6,
                height: 10 * scale), bar)
    }
}
