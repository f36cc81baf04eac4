/// A text set to fit a box: on one line at its style's size when it fits; else shrunk, in
/// half-point steps, to at most `minimumScale` of that size; else wrapped to two lines at that
/// size (where `LineBreaker` lets a line break: at a space, between wide characters),
/// shrinking on if even two lines are too wide or too tall. So a title never leaves its view.
public struct FittedText: Equatable, Sendable {
    /// The style the lines are set in.
    public var style: TextStyle
    /// The first line (the whole text when it fits on one).
    public var first: String
    /// The second line, nil on one line.
    public var second: String?
    /// The widest line's width, points.
    public var width: Double
    /// The lines' height together, points.
    public var height: Double

    /// How far a title shrinks before it wraps (the 0.8×).
    public static let minimumScale = 0.8
    /// The smallest size a text that fits nowhere is set at.
    public static let smallestSize = 6.0

    /// `text` in `style`, fitted into `width` × `height` points; without `wraps`, on one line
    /// however far it must shrink (a menu's item, a column of a table).
    public static func fit(
        _ text: String, style: TextStyle, width: Double, height: Double = .infinity,
        wraps: Bool = true, metrics: TextMetrics
    ) -> FittedText {
        let natural = metrics.size(of: text, style: style)
        // The common case costs one measurement and no new string.
        guard natural.width > width || natural.height > height else {
            return FittedText(
                style: style, first: text, second: nil, width: natural.width,
                height: natural.height)
        }
        guard wraps else { return oneLine(text, style: style, natural, width, height, metrics) }
        let floor = (style.size * minimumScale * 2).rounded(.up) / 2
        var shrunk = style
        // The half-point steps from the style's size down to `floor`, those that cannot fit
        // skipped (none below it: a size off the steps would not be the one they find).
        shrunk.size = nextSize(below: style.size, natural, width, height)
        while shrunk.size >= floor {
            let size = metrics.size(of: text, style: shrunk)
            if size.width <= width, size.height <= height {
                return FittedText(
                    style: shrunk, first: text, second: nil, width: size.width,
                    height: size.height)
            }
            shrunk.size = nextSize(below: shrunk.size, size, width, height)
        }
        shrunk.size = floor
        var wrapped = wrap(text, style: shrunk, metrics: metrics)
        while wrapped.width > width || wrapped.height > height,
            wrapped.style.size - 0.5 >= smallestSize
        {
            shrunk.size = max(
                smallestSize,
                nextSize(
                    below: shrunk.size, Size(width: wrapped.width, height: wrapped.height), width,
                    height))
            wrapped = wrap(text, style: shrunk, metrics: metrics)
        }
        return wrapped
    }

    /// The next size to try below `size`, at which the text measured `measured` did not fit
    /// `width` × `height`: half a point less, or less still where text in proportion to its
    /// size would stay more than `skipMargin` too large all the way. Each size measured opens
    /// a font at it, so skipping the sizes that cannot fit spares a title shrinking far (text
    /// scale 2 in a narrow header: 17 sizes) a font for each, and the result is the one the
    /// half-point steps would find.
    private static func nextSize(
        below size: Double, _ measured: Size, _ width: Double,
        _ height: Double
    ) -> Double {
        let ratio = min(width / max(measured.width, 0.001), height / max(measured.height, 0.001))
        // The largest size that may fit, on the half-point steps from `size`.
        let hopeful = size * ratio * (1 + skipMargin)
        let steps = max(1, ((size - hopeful) / 0.5).rounded(.up))
        return size - 0.5 * steps
    }

    /// How far from proportional a text's measure may be at another size and a size still be
    /// skipped (hinting moves a line's width by a pixel or two, well under 5 %).
    static let skipMargin = 0.05

    /// `text` of `natural` size in `style` shrunk, in half-point steps from the size in
    /// proportion, until one line fits `width` × `height` (or reaches `smallestSize`).
    private static func oneLine(
        _ text: String, style: TextStyle, _ natural: Size, _ width: Double, _ height: Double,
        _ metrics: TextMetrics
    ) -> FittedText {
        let ratio = min(width / max(natural.width, 1), height / max(natural.height, 1))
        var shrunk = style
        shrunk.size = max(smallestSize, (style.size * ratio * 2).rounded(.down) / 2)
        var size = metrics.size(of: text, style: shrunk)
        while size.width > width || size.height > height, shrunk.size - 0.5 >= smallestSize {
            shrunk.size -= 0.5
            size = metrics.size(of: text, style: shrunk)
        }
        return FittedText(
            style: shrunk, first: text, second: nil, width: size.width, height: size.height)
    }

    /// `text` on two lines in `style`, broken where the wider line is narrowest (at one of
    /// `LineBreaker`'s places).
    static func wrap(_ text: String, style: TextStyle, metrics: TextMetrics) -> FittedText {
        var best: FittedText?
        for index in LineBreaker.breaks(in: text) {
            let head = LineBreaker.trimmingSpaces(text[..<index])
            let tail = LineBreaker.trimmingSpaces(text[index...])
            guard !head.isEmpty, !tail.isEmpty else { continue }
            let a = metrics.size(of: head, style: style)
            let b = metrics.size(of: tail, style: style)
            let candidate = FittedText(
                style: style, first: head, second: tail, width: max(a.width, b.width),
                height: a.height + b.height)
            if best.map({ candidate.width < $0.width }) ?? true { best = candidate }
        }
        let size = metrics.size(of: text, style: style)
        return best
            ?? FittedText(
                style: style, first: text, second: nil, width: size.width, height: size.height)
    }

    /// Draws the lines centred in `band`, each centred on its own.
    public func draw(
        centeredIn band: Rect, color: Color, into list: inout DrawList, metrics: TextMetrics
    ) {
        // Two calls, not a loop over an array: titles are drawn every frame.
        let y = band.midY - height / 2
        let below = drawLine(
            first, centredAt: band.midX, top: y, color: color, list: &list, metrics)
        if let second {
            _ = drawLine(
                second, centredAt: band.midX, top: below, color: color, list: &list, metrics)
        }
    }

    /// Draws `line` centred on `x` from `top`; returns the y under it.
    private func drawLine(
        _ line: String, centredAt x: Double, top: Double, color: Color, list: inout DrawList,
        _ metrics: TextMetrics
    ) -> Double {
        let size = metrics.size(of: line, style: style)
        list.text(
            line, style: style, color: color,
            at: Point(x: (x - size.width / 2).rounded(), y: top.rounded()))
        return top + size.height
    }
}
