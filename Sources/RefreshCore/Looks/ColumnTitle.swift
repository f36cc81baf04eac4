/// A title set along a narrow vertical column (the trailer's): Chinese, Japanese and Korean one
/// character a line, as MJRefresh's trailer draws its label; Latin, Cyrillic, Arabic and Hebrew
/// turned a quarter turn clockwise so they read down the band. Stacked text shrinks from its
/// style's size, in half-point steps, until the whole title fits `length` points of the column;
/// turned text follows the titles' rule (`FittedText`): it shrinks to at most 0.8× and then
/// takes two lines, side by side down the band, the first on the right.
public struct ColumnTitle: Equatable, Sendable {
    /// The style at full size.
    public var style: TextStyle
    /// The smallest size the text shrinks to.
    public var minimumSize = 6.0

    /// A column of text in `style`.
    public init(style: TextStyle) {
        self.style = style
    }

    /// Whether `language` stands one character a line rather than turned.
    public static func stacks(_ language: RefreshLanguage) -> Bool {
        switch language {
        case .simplifiedChinese, .traditionalChinese, .korean, .japanese: return true
        default: return false
        }
    }

    /// The characters of `text` one a line, without the spaces MJRefresh's label would show as
    /// empty lines.
    static func lines(of text: String) -> [String] {
        text.filter { $0 != " " }.map(String.init)
    }

    /// The style `text` is set in so it fits `length` points along the column.
    public func fittedStyle(
        for text: String, stacked: Bool, length: Double, metrics: TextMetrics
    ) -> TextStyle {
        let natural = self.length(of: text, stacked: stacked, style: style, metrics: metrics)
        guard natural > length, natural > 0 else { return style }
        var size = (style.size * length / natural * 2).rounded(.down) / 2
        var fitted = TextStyle(weight: style.weight, size: max(minimumSize, size))
        // Glyph advances do not scale exactly with the size: step down until it fits.
        while size > minimumSize,
            self.length(of: text, stacked: stacked, style: fitted, metrics: metrics) > length
        {
            size -= 0.5
            fitted.size = size
        }
        return fitted
    }

    /// How many points `text` takes along the column once fitted to `length`, as drawn.
    public func fittedLength(
        of text: String, stacked: Bool, length: Double, metrics: TextMetrics
    ) -> Double {
        guard !stacked else {
            let fitted = fittedStyle(for: text, stacked: true, length: length, metrics: metrics)
            return self.length(of: text, stacked: true, style: fitted, metrics: metrics)
        }
        return FittedText.fit(text, style: style, width: length, metrics: metrics).width
    }

    /// How many points `text` takes along the column in `style`.
    public func length(
        of text: String, stacked: Bool, style: TextStyle, metrics: TextMetrics
    ) -> Double {
        guard stacked else { return metrics.size(of: text, style: style).width }
        return Self.lines(of: text).reduce(0) { $0 + metrics.size(of: $1, style: style).height }
    }

    /// Draws `text` centred on `center` within `length` points of the column.
    public func draw(
        _ text: String, language: RefreshLanguage, center: Point, length: Double, color: Color,
        into list: inout DrawList, metrics: TextMetrics
    ) {
        guard !text.isEmpty else { return }
        let stacked = Self.stacks(language)
        guard stacked else {
            drawTurned(
                text, center: center, length: length, color: color, into: &list,
                metrics: metrics)
            return
        }
        let fitted = fittedStyle(for: text, stacked: stacked, length: length, metrics: metrics)
        let lines = Self.lines(of: text)
        var y =
            center.y - self.length(of: text, stacked: true, style: fitted, metrics: metrics) / 2
        for line in lines {
            let size = metrics.size(of: line, style: fitted)
            list.text(
                line, style: fitted, color: color,
                at: Point(x: (center.x - size.width / 2).rounded(), y: y.rounded()))
            y += size.height
        }
    }

    /// `text` turned a quarter turn, fitted to `length` points as a title is to a width: shrunk,
    /// then on two lines, the first to the right of the second as the turn leaves them.
    private func drawTurned(
        _ text: String, center: Point, length: Double, color: Color, into list: inout DrawList,
        metrics: TextMetrics
    ) {
        let fitted = FittedText.fit(text, style: style, width: length, metrics: metrics)
        let lines = [fitted.first] + (fitted.second.map { [$0] } ?? [])
        let lineHeight = metrics.size(of: fitted.first, style: fitted.style).height
        for (index, line) in lines.enumerated() {
            let across = (Double(lines.count - 1) / 2 - Double(index)) * lineHeight
            list.turnedText(
                line, style: fitted.style, color: color,
                center: Point(x: center.x + across, y: center.y), rotation: Double.pi / 2)
        }
    }
}
