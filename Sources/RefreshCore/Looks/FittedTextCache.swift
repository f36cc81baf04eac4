/// The last fit of one place that fits a text every frame (the inspector's graph title, the
/// status bar): asked again for the same text in the same style and box, it answers without
/// measuring — so a frame that changes nothing builds no strings. Keep one per place and per
/// `TextMetrics` (the scene's): the metrics are not part of what it compares.
public final class FittedTextCache {
    private struct Key: Equatable {
        var text: String
        var style: TextStyle
        var width: Double
        var height: Double
        var wraps: Bool
    }

    private var last: (key: Key, fitted: FittedText)?

    /// An empty cache.
    public init() {}

    /// `FittedText.fit` of the same arguments, measured again only when one of them changed.
    public func fit(
        _ text: String, style: TextStyle, width: Double, height: Double = .infinity,
        wraps: Bool = true, metrics: TextMetrics
    ) -> FittedText {
        let key = Key(text: text, style: style, width: width, height: height, wraps: wraps)
        if let last, last.key == key { return last.fitted }
        let fitted = FittedText.fit(
            text, style: style, width: width, height: height, wraps: wraps, metrics: metrics)
        last = (key, fitted)
        return fitted
    }
}
