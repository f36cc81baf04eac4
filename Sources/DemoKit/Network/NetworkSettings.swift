/// How the requests of the demo's simulated network end: which fail, and how long the
/// components show a result before they close (the latency is `DemoOptions.latency`).
public struct NetworkSettings: Equatable, Sendable {
    /// Every `failEvery`-th request fails; 0: none does.
    public var failEvery: Int
    /// Seconds a component shows its success title before it ends refreshing (0: at once).
    public var successDwell: Double
    /// Seconds a component shows its failure title before it ends refreshing.
    public var failureDwell: Double

    /// The contract's defaults: nothing fails, no success dwell, 1 s of failure.
    public init(failEvery: Int = 0, successDwell: Double = 0, failureDwell: Double = 1) {
        self.failEvery = failEvery
        self.successDwell = successDwell
        self.failureDwell = failureDwell
    }
}
