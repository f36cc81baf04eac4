import Synchronization

/// Carries completions of asynchronous work back to the frame loop.
///
/// Work that finishes on another executor completes its `Ticket` (safe from any thread); the
/// frame loop runs the handler registered for it at its next `drain()`, so state only ever
/// changes on the loop. Handlers are registered and run on the loop only; the mutex guards just
/// the list of completed tickets and the tasks waiting for one.
public final class CompletionMailbox: @unchecked Sendable {
    /// A one-shot token handed to asynchronous work; completing it schedules its handler.
    public struct Ticket: Sendable {
        fileprivate let id: UInt64
        fileprivate let mailbox: CompletionMailbox

        /// Marks the work as done. Safe from any thread; completing twice has no further effect.
        public func complete() { mailbox.post(id) }
    }

    /// What other threads touch: the tickets completed and not drained yet, and the tasks
    /// waiting for a completion.
    private struct Posted {
        var completed: [UInt64] = []
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let posted = Mutex(Posted())
    // Touched on the frame loop only.
    private var handlers: [UInt64: () -> Void] = [:]
    private var nextID: UInt64 = 0

    /// An empty mailbox.
    public init() {}

    /// Registers `handler` to run on the loop once the returned ticket is completed.
    public func register(_ handler: @escaping () -> Void) -> Ticket {
        nextID += 1
        handlers[nextID] = handler
        return Ticket(id: nextID, mailbox: self)
    }

    /// Forgets a ticket's handler: completing it later does nothing.
    public func revoke(_ ticket: Ticket) {
        handlers[ticket.id] = nil
    }

    /// Whether any registered work is still out.
    public var hasOutstandingWork: Bool { !handlers.isEmpty }

    private func post(_ id: UInt64) {
        let toResume = posted.withLock { posted in
            posted.completed.append(id)
            defer { posted.waiters.removeAll() }
            return posted.waiters
        }
        for waiter in toResume { waiter.resume() }
    }

    /// Runs the handlers of every ticket completed so far, in completion order.
    public func drain() {
        let ids = posted.withLock { posted -> [UInt64] in
            // No copy while nothing came: the loop drains every frame.
            guard !posted.completed.isEmpty else { return [] }
            defer { posted.completed.removeAll() }
            return posted.completed
        }
        for id in ids { handlers.removeValue(forKey: id)?() }
    }

    /// Suspends until some ticket has been completed (for tests and loops that may wait).
    public func waitForCompletion() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done = posted.withLock { posted in
                guard posted.completed.isEmpty else { return true }
                posted.waiters.append(continuation)
                return false
            }
            if done { continuation.resume() }
        }
    }
}
