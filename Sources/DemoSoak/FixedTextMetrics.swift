import RefreshCore

/// Text measured without fonts: 7 points a character, 14 points tall.
public final class FixedTextMetrics: TextMetrics {
    /// Metrics for tests and the pure soak.
    public init() {}

    /// 7 points a character by 14.
    public func size(of text: String, style: TextStyle) -> Size {
        Size(width: Double(text.count) * 7, height: 14)
    }
}
