import RefreshCore

/// How the placeholders look: a picture, a title and a button for the empty and error states,
/// shimmering grey rows while an empty list loads. Measured from the content's end (the top of
/// the view's empty part).
enum Placeholders {
    /// The frame of the avatars' sheet with the placeholders' picture (an empty tray).
    static let pictureFrame = 8
    /// The picture's side, points (the sheet's 40-point frame drawn twice as large).
    static let pictureSize = 80.0
    /// The picture's top below the content's end.
    static let pictureTop = 96.0
    /// The title's top below the content's end.
    static let titleTop = 192.0
    /// The button's top below the content's end.
    static let buttonTop = 228.0
    /// The button's size.
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

    /// The picture, the title and the button, centred in the view's width.
    static func drawMessage(
        _ title: String, button: String, tint: Color?, into draw: inout DrawList, view: Rect,
        top: Double, metrics: TextMetrics, palette: DemoPalette
    ) {
        draw.sprite(
            DemoFeed.sheet, frame: pictureFrame,
            in: Rect(
                x: view.midX - pictureSize / 2, y: top + pictureTop, width: pictureSize,
                height: pictureSize), tint: tint)
        let size = metrics.size(of: title, style: titleStyle)
        draw.text(
            title, style: titleStyle, color: palette.title,
            at: Point(x: view.midX - size.width / 2, y: top + titleTop))
        let frame = Rect(
            x: view.midX - buttonSize.width / 2, y: top + buttonTop, width: buttonSize.width,
            height: buttonSize.height)
        draw.fill(frame, palette.placeholderButton)
        let label = metrics.size(of: button, style: buttonStyle)
        draw.text(
            button, style: buttonStyle, color: palette.placeholderButtonText,
            at: Point(x: frame.midX - label.width / 2, y: frame.midY - label.height / 2))
    }

    /// Grey rows from `top` to the view's bottom, each bar brightening and dimming in turn.
    static func drawLoading(
        into draw: inout DrawList, view: Rect, top: Double, time: Double, palette: DemoPalette
    ) {
        var y = max(top, view.minY - rowHeight)
        var index = Int(((y - top) / rowHeight).rounded(.down))
        y = top + Double(index) * rowHeight
        while y < view.maxY {
            let rect = Rect(x: view.minX, y: y, width: view.width, height: rowHeight)
            draw.fill(rect, palette.rowEven)
            let wave = time / shimmerPeriod - Double(index) * 0.15
            let phase = wave - wave.rounded(.down)
            // A triangle wave: bright at the phase's ends, dim in its middle.
            let light = abs(2 * phase - 1)
            let base = palette.shimmer
            let lift = UInt8(20 * light)
            let bar = Color(r: base.r + lift, g: base.g + lift, b: base.b + lift)
            let x = rect.minX + DemoTheme.rowInset
            draw.fill(Rect(x: x, y: y + 9, width: view.width * 0.45, height: 12), bar)
            draw.fill(Rect(x: x, y: y + 27, width: view.width * 0.3, height: 8), bar)
            y += rowHeight
            index += 1
        }
    }
}
