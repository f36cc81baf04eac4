/// A vertical list's shorthands: the y axis's bounds, pointer and offset without naming it.
extension ScrollView {
    /// The smallest offset at rest: the top of the content below the top inset.
    public var minOffsetY: Double { offsetBounds(.vertical).lowerBound }
    /// The largest offset at rest: the bottom of the content above the bottom inset.
    public var maxOffsetY: Double { offsetBounds(.vertical).upperBound }

    /// The pointer went down at vertical position `y` (a vertical list's shorthand).
    public func pointerDown(y: Double) { pointerDown(at: Point(x: 0, y: y)) }

    /// The pointer moved to vertical position `y` (a vertical list's shorthand).
    public func pointerMove(y: Double) { pointerMove(to: Point(x: 0, y: y)) }

    /// Moves the content to `offsetY` over `duration` seconds (at once when 0), unless it is held.
    public func setContentOffsetY(
        _ offsetY: Double, duration: Double = 0, curve: TimingCurve = .easeInOut
    ) {
        setContentOffset(offsetY, along: .vertical, duration: duration, curve: curve)
    }

    /// The offsets along `axis` within both the bounds now and those the insets head for (the
    /// bounds now while no inset animates): where a scroll asked for now may come to rest.
    public func settledBounds(_ axis: Axis) -> ClosedRange<Double> { insets.settledBounds(axis) }
}
