/// Carries completions of asynchronous work back to the frame loop.
///
/// Work that finishes on another executor completes its `Ticket` (safe from any thread); the
/// frame loop runs the handler registered for it at its next `drain()`, so state only ever
/// changes on the loop. Handlers are registered and run on the loop only; the lock guards just
/// the list of completed tickets.
public final class CompletionMailbox: @unchecked Sendable {
    /// A one-shot token handed to asynchronous work; completing it schedules its handler.
    public struct Ticket: Sendable {
        fileprivate let id: UInt64
        fileprivate let mailbox: CompletionMailbox

        /// Marks the work as done. Safe from any thread; completing twice has no further effect.
        public func complete() { mailbox.post(id) }
    }

    private let lock = Lock()
    private var completed: [UInt64] = []
    private var waiters: [CheckedContinuation<Void, Never>] = []
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
        lock.lock()
        completed.append(id)
        let toResume = waiters
        waiters.removeAll()
        lock.unlock()
        for waiter in toResume { waiter.resume() }
    }

    /// Runs the handlers of every ticket completed so far, in completion order.
    public func drain() {
        lock.lock()
        guard !completed.isEmpty else {
            lock.unlock()
            return
        }
        let ids = completed
        completed.removeAll()
        lock.unlock()
        for id in ids { handlers.removeValue(forKey: id)?() }
    }

    /// Suspends until some ticket has been completed (for tests and loops that may wait).
    public func waitForCompletion() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if !completed.isEmpty {
                lock.unlock()
                continuation.resume()
                return
            }
            waiters.append(continuation)
            lock.unlock()
        }
    }
}
