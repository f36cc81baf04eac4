extension RefreshComponent {
    // MARK: - Async actions

    /// Sets the action as `async` work that cannot fail: refreshing ends by itself with a
    /// success when it returns, applied on the frame loop at the next frame after it finishes
    /// (like SwiftUI's `.refreshable`).
    public func setRefreshingAction(_ action: @escaping @Sendable () async -> Void) {
        setRefreshingAction { () async throws -> Void in await action() }
    }

    /// Sets the action as `async` work that may throw: refreshing ends by itself when it
    /// finishes, with a success when it returns and a failure when it throws, the error kept as
    /// its reason (`refreshError`); applied on the frame loop at the next frame after it
    /// finishes. A refresh that ended meanwhile (detached, hidden, ended by the app) ignores
    /// the late answer.
    public func setRefreshingAction(_ action: @escaping @Sendable () async throws -> Void) {
        refreshingAction = AsyncRefresh.action(for: self, action)
    }

    /// Why the last `async` refreshing action failed: the error it threw, as a failed request
    /// names its reason; nil while one runs, after one returned, and before any.
    public var refreshError: (any Error)? { run.asyncError }
}
