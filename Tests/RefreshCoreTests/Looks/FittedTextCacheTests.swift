import RefreshCore
import TestSupport
import Testing

/// A fit asked again with the same text, style and box is answered without measuring; any
/// change measures again and answers as `FittedText.fit` does.
@Suite struct FittedTextCacheTests {
    /// Metrics of 7 points a character that count what they measure.
    final class CountingMetrics: TextMetrics {
        var measured = 0
        func size(of text: String, style: TextStyle) -> Size {
            measured += 1
            return Size(width: Double(text.count) * 7 * style.size / 14, height: style.size)
        }
    }

    let style = TextStyle(weight: .bold, size: 14)
    let title = "offset over the last frames"

    @Test func theSameFitIsNotMeasuredAgain() {
        let metrics = CountingMetrics()
        let cache = FittedTextCache()
        // Too wide for one line even shrunk: wrapped, after several measurements.
        let first = cache.fit(title, style: style, width: 120, height: 40, metrics: metrics)
        #expect(first.second != nil)
        #expect(metrics.measured > 5)
        let measured = metrics.measured
        for _ in 0..<5 {
            #expect(
                cache.fit(title, style: style, width: 120, height: 40, metrics: metrics) == first)
        }
        #expect(metrics.measured == measured)
    }

    @Test func aChangeMeasuresAgainAsFitDoes() {
        let metrics = CountingMetrics()
        let cache = FittedTextCache()
        _ = cache.fit(title, style: style, width: 120, height: 40, metrics: metrics)
        for (text, width, size) in [(title, 300.0, 14.0), ("offset", 300, 14), ("offset", 300, 28)]
        {
            var styled = style
            styled.size = size
            let before = metrics.measured
            let fitted = cache.fit(text, style: styled, width: width, height: 40, metrics: metrics)
            #expect(metrics.measured > before)
            #expect(
                fitted
                    == FittedText.fit(
                        text, style: styled, width: width, height: 40, metrics: metrics))
        }
    }
}
