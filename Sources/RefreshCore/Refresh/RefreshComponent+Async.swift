import Synchronization

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
        refreshingAction = { [weak self] in
            guard let self, let scrollView = self.scrollView else { return }
            let outcome = AsyncOutcome()
            (self.run.asyncTicket, self.run.asyncError) = (nil, nil)
            let ticket = scrollView.timeline.mailbox.register { [weak self] in
                guard let self else { return }
                let error = outcome.error.withLock { $0 }
                (self.run.asyncTicket, self.run.asyncError) = (nil, error)
                self.endRefreshing(result: error == nil ? .success : .failure)
            }
            self.run.asyncTicket = ticket
            Task.detached {
                do {
                    try await action()
                } catch {
                    outcome.error.withLock { $0 = error }
                }
                ticket.complete()
            }
        }
    }

    /// Why the last `async` refreshing action failed: the error it threw, as a failed request
    /// names its reason; nil while one runs, after one returned, and before any.
    public var refreshError: (any Error)? { run.asyncError }

    /// Drops the completion of the `async` action in flight: its late answer lands nowhere.
    func revokeAsyncTicket() {
        if let ticket = run.asyncTicket { scrollView?.timeline.mailbox.revoke(ticket) }
        run.asyncTicket = nil
    }
}

/// What one `async` action threw, written by its task and read on the frame loop after the
/// ticket is drained (a class: both closures share it; the mutex orders the two).
private final class AsyncOutcome: Sendable {
    /// The error the action threw; nil while it runs and when it returned.
    let error = Mutex<(any Error)?>(nil)
}
