import Synchronization

/// A component's `async` refreshing action: the work runs in a task of its own, and its outcome
/// ends the refresh on the frame loop, through the timeline's mailbox, at the next frame after
/// it finishes (like SwiftUI's `.refreshable`). A refresh that ended meanwhile (detached,
/// hidden, ended by the app) revokes the ticket, so the late answer lands nowhere.
enum AsyncRefresh {
    /// The refreshing action that starts `work` for `component` and ends its refresh with a
    /// success when the work returns, a failure (the error kept as `refreshError`) when it
    /// throws.
    static func action(
        for component: RefreshComponent, _ work: @escaping @Sendable () async throws -> Void
    ) -> () -> Void {
        { [weak component] in
            guard let component, let scrollView = component.scrollView else { return }
            let outcome = AsyncOutcome()
            (component.run.asyncTicket, component.run.asyncError) = (nil, nil)
            let ticket = scrollView.timeline.mailbox.register { [weak component] in
                guard let component else { return }
                let error = outcome.error.withLock { $0 }
                (component.run.asyncTicket, component.run.asyncError) = (nil, error)
                component.endRefreshing(result: error == nil ? .success : .failure)
            }
            component.run.asyncTicket = ticket
            Task.detached {
                do {
                    try await work()
                } catch {
                    outcome.error.withLock { $0 = error }
                }
                ticket.complete()
            }
        }
    }

    /// Drops the completion of `component`'s `async` action in flight: its late answer lands
    /// nowhere.
    static func revoke(for component: RefreshComponent) {
        if let ticket = component.run.asyncTicket {
            component.scrollView?.timeline.mailbox.revoke(ticket)
        }
        component.run.asyncTicket = nil
    }
}

/// What one `async` action threw, written by its task and read on the frame loop after the
/// ticket is drained (a class: both closures share it; the mutex orders the two).
private final class AsyncOutcome: Sendable {
    /// The error the action threw; nil while it runs and when it returned.
    let error = Mutex<(any Error)?>(nil)
}
