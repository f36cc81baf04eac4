import RefreshCore

/// Text measured without fonts, close to DejaVu Sans and Noto Sans CJK: a wide (CJK, Hangul)
/// character is as wide as the type is large, any other 0.55 of it, and a line is 1.2 sizes
/// tall. What a scene measures with when it is given no renderer's metrics (tests, the soak).
final class EstimatedTextMetrics: TextMetrics {
    /// The size of `text` on one line.
    func size(of text: String, style: TextStyle) -> Size {
        var width = 0.0
        for scalar in text.unicodeScalars {
            width += style.size * (LineBreaker.isWide(scalar) ? 1 : 0.55)
        }
        return Size(width: width, height: style.size * 1.2)
    }
}
