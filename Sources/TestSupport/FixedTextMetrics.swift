import RefreshCore

/// Text measured without fonts: every character `characterWidth` points wide and every line
/// `lineHeight` tall, whatever the style, so layouts come out exact.
public final class FixedTextMetrics: TextMetrics {
    /// The width of one character, points.
    public let characterWidth: Double
    /// The height of a line, points.
    public let lineHeight: Double

    /// Metrics of `characterWidth` points a character by `lineHeight` (7 by 14 by default; 0 by
    /// 0 for a look that draws no text).
    public init(characterWidth: Double = 7, lineHeight: Double = 14) {
        self.characterWidth = characterWidth
        self.lineHeight = lineHeight
    }

    /// `characterWidth` a character by `lineHeight`.
    public func size(of text: String, style: TextStyle) -> Size {
        Size(width: Double(text.count) * characterWidth, height: lineHeight)
    }
}
