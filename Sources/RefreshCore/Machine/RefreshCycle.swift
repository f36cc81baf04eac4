/// One refresh, from the moment it begins to the moment it ends.
public struct RefreshCycle: Equatable, Sendable {
    /// How far the refresh has got.
    public enum Stage: Equatable, Sendable {
        /// The opening animation runs; the request has not been sent.
        case opening
        /// The request is out.
        case running
        /// The request ended with this result, on show until the pending end (its dwell).
        case showingResult(RefreshResult)
    }

    /// An end the app asked for that has to wait: for the minimum refreshing duration, or for
    /// the dwell of a result on show.
    public struct PendingEnd: Equatable, Sendable {
        /// The state it ends into.
        public var final: RefreshState
        /// When it ends, seconds on the component's clock.
        public var time: Double
        /// The result it ends with, if the app gave one.
        public var result: RefreshResult?
    }

    /// Numbers the cycles of one machine, so a late animation of an old cycle is recognised.
    public var id: Int
    /// When refreshing began, seconds on the component's clock.
    public var since: Double
    /// How far the refresh has got.
    public var stage: Stage
    /// An end waiting for the minimum duration or a dwell, if the app asked for one.
    public var pendingEnd: PendingEnd?

    /// The result on show, if the refresh is in its dwell.
    public var shownResult: RefreshResult? {
        if case .showingResult(let result) = stage { return result }
        return nil
    }
}
