/// How a header's second floor behaves: where it starts, how fast it slides, and whether a
/// shorter pull still refreshes.
public struct SecondFloorSettings: Equatable, Sendable {
    /// Header heights pulled out (the visible distance, after the rubber band) from which a
    /// drag makes the floor ready: SmartRefreshLayout's `floorRate`, 1.9 (102.6 points).
    public var threshold: Double
    /// Seconds the content takes to slide down to the view's bottom, and as many to slide back
    /// (the demo's contract: 0.5 s; SmartRefreshLayout's `floorDuration` is 1 s).
    public var duration: Double
    /// Whether a release between the trigger and `threshold` refreshes, as an ordinary header's
    /// does. Off, the header never refreshes from a pull: past `threshold` a release opens the
    /// floor and a shorter pull springs back (SmartRefreshLayout #1054).
    public var refreshes: Bool

    /// The contract's floor: 1.9 header heights, 0.5 s, refreshing on a shorter pull.
    public init(threshold: Double = 1.9, duration: Double = 0.5, refreshes: Bool = true) {
        self.threshold = threshold
        self.duration = duration
        self.refreshes = refreshes
    }
}
