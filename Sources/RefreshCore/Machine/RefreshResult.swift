/// How a request ended, when the app says: it landed or it failed.
///
/// MJRefresh ends every refresh the same way; a result lets a component say which it was for a
/// while (its dwell, `RefreshTiming`) before it closes, as SmartRefreshLayout's
/// `finishRefresh(success)` and easy_refresh's `IndicatorResult` do.
public enum RefreshResult: String, CaseIterable, Hashable, Sendable {
    /// The data landed.
    case success
    /// The request failed: nothing changed.
    case failure
    /// Someone cancelled the request in flight: nothing of it landed.
    case cancelled

    /// Whether the request's data came (only a success's did).
    public var landedData: Bool { self == .success }
}
