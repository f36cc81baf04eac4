import TestSupport
import Testing

@testable import RefreshCore

/// `FittedText` skips the sizes a text cannot fit at, and finds the size the half-point steps
/// find: against those steps written out, over texts, boxes and style sizes on and off the
/// half-point grid, with metrics rounded to whole pixels as hinting rounds them.
@Suite struct FittedTextSkipTests {
    /// A sans-serif's proportions, each measure rounded to a whole pixel at 2 pixels a point;
    /// counts what it measures.
    final class PixelMetrics: TextMetrics {
        var asked = 0

        func size(of text: String, style: TextStyle) -> Size {
            asked += 1
            let width = (0.58 * style.size * Double(text.count) * 2).rounded() / 2
            return Size(width: width, height: (1.17 * style.size * 2).rounded() / 2)
        }
    }

    /// `FittedText.fit` as it was: every half point from the style's size down to 80 %, then
    /// two lines shrinking by half points.
    static func stepped(
        _ text: String, style: TextStyle, width: Double, height: Double, metrics: TextMetrics
    ) -> FittedText {
        let natural = metrics.size(of: text, style: style)
        guard natural.width > width || natural.height > height else {
            return FittedText.fit(
                text, style: style, width: width, height: height, metrics: metrics)
        }
        let floor = (style.size * FittedText.minimumScale * 2).rounded(.up) / 2
        var shrunk = style
        while shrunk.size - 0.5 >= floor {
            shrunk.size -= 0.5
            let size = metrics.size(of: text, style: shrunk)
            if size.width <= width, size.height <= height {
                return FittedText(
                    style: shrunk, first: text, second: nil, width: size.width,
                    height: size.height)
            }
        }
        shrunk.size = floor
        var wrapped = FittedText.wrap(text, style: shrunk, metrics: metrics)
        while wrapped.width > width || wrapped.height > height,
            wrapped.style.size - 0.5 >= FittedText.smallestSize
        {
            shrunk.size -= 0.5
            wrapped = FittedText.wrap(text, style: shrunk, metrics: metrics)
        }
        return wrapped
    }

    @Test func theSizeFoundIsTheOneTheHalfPointStepsFind() {
        var random = SeededRandom(seed: 44)
        let words = [
            "Pull", "down", "to", "refresh", "Last", "update:", "Today", "09:12", "Loading…",
        ]
        var skipped = 0
        for _ in 0..<3000 {
            let count = Int.random(in: 1...6, using: &random)
            let text = (0..<count).map { _ in words.randomElement(using: &random)! }
                .joined(separator: " ")
            let size = [14, 15.4, 17.5, 18.2, 21, 28, 29.4].randomElement(using: &random)!
            let style = TextStyle(weight: .bold, size: size)
            let width = Double.random(in: 20...400, using: &random)
            let height = Double.random(in: 8...80, using: &random)
            let metrics = PixelMetrics()
            let found = FittedText.fit(
                text, style: style, width: width, height: height, metrics: metrics)
            let asked = metrics.asked
            let expected = Self.stepped(
                text, style: style, width: width, height: height, metrics: metrics)
            #expect(found == expected, "\(text) at \(size) in \(width) x \(height)")
            skipped += metrics.asked - 2 * asked
        }
        // It measures less than the steps do.
        #expect(skipped > 0)
    }
}
