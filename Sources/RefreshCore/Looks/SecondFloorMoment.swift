/// The floor look's own moment: what it needs to know about a header's second floor at one
/// moment, beside the `RefreshMoment` (see `FloorLook`).
public struct SecondFloorMoment: Equatable, Sendable {
    /// Where the floor is.
    public var state: SecondFloorState
    /// The `pullingPercent` past which a release refreshes (the trigger distance over the
    /// height: 1 by default).
    public var trigger: Double
    /// The `pullingPercent` from which a drag makes the floor ready (1.9 by default).
    public var threshold: Double
    /// Whether a release between `trigger` and `threshold` refreshes.
    public var refreshes: Bool

    /// How far the pull has climbed towards the floor, 0…1: from the trigger to the threshold
    /// (from no pull, when a shorter pull does not refresh); 1 once ready or beyond.
    public func climb(percent: Double) -> Double {
        if state != .closed { return 1 }
        let start = refreshes ? trigger : 0
        guard threshold > start else { return percent >= threshold ? 1 : 0 }
        return min(max((percent - start) / (threshold - start), 0), 1)
    }
}
