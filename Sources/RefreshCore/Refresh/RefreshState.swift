/// The states every refresh component goes through (MJRefresh's `MJRefreshState`).
public enum RefreshState: String, CaseIterable, Sendable {
    /// At rest; for a header being pulled, not yet far enough to trigger.
    case idle
    /// Pulled far enough: releasing now refreshes.
    case pulling
    /// Refreshing: the action runs and the component stays visible.
    case refreshing
    /// Asked to refresh while not visible; refreshes as soon as it is shown.
    case willRefresh
    /// A footer with nothing more to load.
    case noMoreData
}
