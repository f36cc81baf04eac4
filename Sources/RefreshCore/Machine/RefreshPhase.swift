/// Where a component is in its refresh lifecycle: the machine's state, with the data each
/// moment needs as payloads instead of flags that must agree.
public enum RefreshPhase: Equatable, Sendable {
    /// At rest, or pulled but not far enough to trigger.
    case idle
    /// Pulled far enough: releasing now refreshes.
    case pulling
    /// Asked to refresh while not visible; refreshes as soon as it is shown.
    case willRefresh
    /// Refreshing: opening or waiting for the app, maybe with an end waiting for the minimum
    /// duration.
    case refreshing(RefreshCycle)
    /// A footer with nothing more to load.
    case noMoreData

    /// The state MJRefresh would report for this phase.
    public var state: RefreshState {
        switch self {
        case .idle: return .idle
        case .pulling: return .pulling
        case .willRefresh: return .willRefresh
        case .refreshing: return .refreshing
        case .noMoreData: return .noMoreData
        }
    }

    /// The phase that reports `state` with nothing in flight (`refreshing` has no such phase).
    static func resting(_ state: RefreshState) -> RefreshPhase {
        switch state {
        case .idle, .refreshing: return .idle
        case .pulling: return .pulling
        case .willRefresh: return .willRefresh
        case .noMoreData: return .noMoreData
        }
    }
}
