import RefreshCore

/// Text measured without fonts but growing with the style's size: `0.6 × size` points a
/// character wide and `1.2 × size` tall, roughly a sans-serif font's proportions.
public final class ScalingTextMetrics: TextMetrics {
    /// Metrics proportional to the style's size.
    public init() {}

    /// `0.6 × size` a character by `1.2 × size`.
    public func size(of text: String, style: TextStyle) -> Size {
        Size(width: 0.6 * style.size * Double(text.count), height: 1.2 * style.size)
    }
}
