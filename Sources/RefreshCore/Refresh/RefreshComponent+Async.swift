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
    /// finishes, with a success when it returns and a failure when it throws, applied on the
    /// frame loop at the next frame after it finishes. A refresh that ended meanwhile (detached,
    /// hidden, ended by the app) ignores the late answer.
    public func setRefreshingAction(_ action: @escaping @Sendable () async throws -> Void) {
        refreshingAction = { [weak self] in
            guard let self, let scrollView = self.scrollView else { return }
            let outcome = AsyncOutcome()
            let ticket = scrollView.timeline.mailbox.register { [weak self] in
                self?.asyncTicket = nil
                self?.endRefreshing(result: outcome.result)
            }
            self.asyncTicket = ticket
            Task.detached {
                do {
                    try await action()
                } catch {
                    outcome.fail()
                }
                ticket.complete()
            }
        }
    }
}

/// The result of one `async` action, written by its task and read on the frame loop after the
/// ticket is drained; the mutex orders the two.
private final class AsyncOutcome: Sendable {
    private let failed = Mutex(false)

    /// The action threw.
    func fail() {
        failed.withLock { $0 = true }
    }

    /// What the action came to.
    var result: RefreshResult {
        failed.withLock { $0 } ? .failure : .success
    }
}
