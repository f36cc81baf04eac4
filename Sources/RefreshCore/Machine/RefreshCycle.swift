/// One refresh, from the moment it begins to the moment it ends.
public struct RefreshCycle: Equatable, Sendable {
    /// Whether the opening is over.
    public enum Stage: Equatable, Sendable {
        /// The opening animation runs; the request has not been sent.
        case opening
        /// The request is out.
        case running
    }

    /// An end the app asked for before the minimum refreshing duration was over.
    public struct PendingEnd: Equatable, Sendable {
        /// The state it ends into.
        public var final: RefreshState
        /// When it ends, seconds on the component's clock.
        public var time: Double
    }

    /// Numbers the cycles of one machine, so a late animation of an old cycle is recognised.
    public var id: Int
    /// When refreshing began, seconds on the component's clock.
    public var since: Double
    /// Whether the opening is over.
    public var stage: Stage
    /// An end waiting for the minimum duration, if the app asked for one.
    public var pendingEnd: PendingEnd?
}
