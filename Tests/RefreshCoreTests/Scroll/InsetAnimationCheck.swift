import TestSupport
import Testing

extension TimelineDriven {
    /// Runs `change` and expects the inset at `inset` to animate from `start` to `end` over
    /// `seconds` of the clock: still `start` right after the change, strictly between the two
    /// halfway and 0.1 ms before the time is up (where `beforeTheEnd` is checked too), and exactly
    /// `end` once it is. Returns the time of the change.
    @discardableResult
    func expectInset(
        _ inset: KeyPath<Self, Double>, from start: Double, to end: Double, over seconds: Double,
        sourceLocation: SourceLocation = #_sourceLocation, after change: () -> Void,
        beforeTheEnd: () -> Void = {}
    ) -> Double {
        let changed = timeline.now
        change()
        #expect(self[keyPath: inset] == start, "at once", sourceLocation: sourceLocation)
        let between = {
            min(start, end) < self[keyPath: inset] && self[keyPath: inset] < max(start, end)
        }
        advance(by: seconds / 2)
        #expect(between(), "halfway: \(self[keyPath: inset])", sourceLocation: sourceLocation)
        timeline.advance(to: changed + seconds - 0.0001)
        #expect(
            between(), "just before the end: \(self[keyPath: inset])",
            sourceLocation: sourceLocation)
        beforeTheEnd()
        timeline.advance(to: changed + seconds)
        #expect(self[keyPath: inset] == end, "at the end", sourceLocation: sourceLocation)
        return changed
    }
}
