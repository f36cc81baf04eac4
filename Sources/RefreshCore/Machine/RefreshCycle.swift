/// One refresh, from the moment it begins to the moment it ends.
public struct RefreshCycle: Equatable, Sendable {
    /// What the refresh is doing now.
    public enum Stage: Equatable, Sendable {
        /// The opening animation runs; the request has not been sent.
        case opening
        /// The request is out; the app has not ended the refresh.
        case running
        /// The app ended it before the minimum refreshing duration; it ends into `final` at
        /// `time`.
        case ending(final: RefreshState, at: Double)
    }

    /// Numbers the cycles of one machine, so a late animation of an old cycle is recognised.
    public var id: Int
    /// When refreshing began, seconds on the component's clock.
    public var since: Double
    /// What the refresh is doing now.
    public var stage: Stage
}
