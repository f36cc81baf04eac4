/// The simulated clock every moving part shares, with one-shot timers that fire at their exact time.
///
/// Nothing in the core reads a wall clock. The caller moves time forward with `advance(to:)`;
/// timers due on the way fire in time order (ties in the order they were scheduled) with `now`
/// set to their own time, so an animation or a network delay ends at its exact instant whatever
/// the frame rate. After each timer and at the end, the tick handlers run so observers can see the
/// state at that instant.
public final class Timeline {
    /// A handle that cancels a scheduled timer.
    public struct Token: Hashable, Sendable {
        fileprivate let id: UInt64
    }

    private struct Entry {
        let time: Double
        let id: UInt64
        let action: () -> Void
    }

    /// The current simulated time in seconds.
    public private(set) var now: Double
    /// Where asynchronous work reports back; drained at the start of every advance.
    public let mailbox = CompletionMailbox()
    private var entries: [Entry] = []
    private var nextID: UInt64 = 0
    private var tickHandlers: [() -> Void] = []

    /// A timeline whose clock reads `start` seconds.
    public init(start: Double = 0) {
        now = start
        entries.reserveCapacity(16)
    }

    /// Runs `action` when the clock reaches `time` (at once on the next advance if it is past).
    @discardableResult
    public func schedule(at time: Double, _ action: @escaping () -> Void) -> Token {
        nextID += 1
        let entry = Entry(time: max(time, now), id: nextID, action: action)
        let index = entries.firstIndex { $0.time > entry.time } ?? entries.endIndex
        entries.insert(entry, at: index)
        return Token(id: entry.id)
    }

    /// Runs `action` `delay` seconds from now.
    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping () -> Void) -> Token {
        schedule(at: now + max(delay, 0), action)
    }

    /// Cancels a timer; cancelling one that already fired or was cancelled does nothing.
    public func cancel(_ token: Token?) {
        guard let token else { return }
        entries.removeAll { $0.id == token.id }
    }

    /// Whether the timer is still waiting to fire.
    public func isPending(_ token: Token?) -> Bool {
        guard let token else { return false }
        return entries.contains { $0.id == token.id }
    }

    /// The time of the next timer, if any.
    public var nextDeadline: Double? { entries.first?.time }

    /// Whether any timer is waiting.
    public var hasPendingTimers: Bool { !entries.isEmpty }

    /// Registers a handler run after every timer fires and at the end of every advance.
    public func onTick(_ handler: @escaping () -> Void) {
        tickHandlers.append(handler)
    }

    /// Moves the clock to `time`, firing every timer due on the way at its own instant.
    public func advance(to time: Double) {
        mailbox.drain()
        while let first = entries.first, first.time <= time {
            entries.removeFirst()
            now = max(now, first.time)
            first.action()
            tick()
        }
        now = max(now, time)
        tick()
    }

    private func tick() {
        for handler in tickHandlers { handler() }
    }
}
