import Glibc
import RefreshSource
import Synchronization

/// Reads the network's availability from the freedesktop network monitor portal
/// (`org.freedesktop.portal.NetworkMonitor`) on the session bus: `GetAvailable` at start and
/// again after each of its `changed` signals, on a thread of its own, so no frame waits on the
/// bus. A frame asks `changedAvailability()`, which only looks at what has arrived; the scene
/// lets a change settle for 2 s itself. Without a bus or the portal there is no answer, and the
/// network counts as available.
public final class NetworkPortalReader: Sendable {
    /// What the reader has, shared with its thread.
    struct State: Sendable {
        /// The portal's last answer; nil before the first.
        var available: Bool?
        /// Bumped with each answer that differs from the one before (and the first).
        var version = 0
        /// The version `changedAvailability()` last handed out.
        var seen = 0
        /// Where the reader stands.
        var status = PortalStatus.waiting
        /// Set by `stop()`: from then on `onChange` is never called.
        var stopped = false
    }

    let state = Mutex(State())
    /// Raised once the first answer is in (or it is known none will come).
    let answered = PipeSignal()
    /// Raised by `stop()`.
    let stopping = PipeSignal()
    private let onChange: @Sendable () -> Void

    /// Starts reading, with the session bus found from `environment` as the settings portal's
    /// reader finds it; `onChange` runs on the reader's thread after each change.
    public init(environment: [String: String], onChange: @escaping @Sendable () -> Void) {
        self.onChange = onChange
        let bus = PortalBus(
            address: SessionBusAddress.find(environment),
            client: NetworkPortalSession(reader: self))
        if !answered.isOpen || !stopping.isOpen || !bus.start() {
            finish(.unavailable("cannot start the network monitor reader's thread"))
        }
    }

    deinit {
        answered.close()
        stopping.close()
    }

    /// Where the reader stands.
    public var status: PortalStatus { state.withLock { $0.status } }

    /// Blocks until the first answer is in, or it is known none will come, or `within`
    /// seconds have gone by; the availability then (nil: none known).
    public func waitForFirstAnswer(within seconds: Double) -> Bool? {
        if status == .waiting { _ = answered.wait(timeout: seconds) }
        return state.withLock { $0.available }
    }

    /// The network's availability if it changed since the last call (the first answer counts
    /// as a change); nil otherwise.
    public func changedAvailability() -> Bool? {
        state.withLock { state in
            guard state.version != state.seen else { return nil }
            state.seen = state.version
            return state.available
        }
    }

    /// Stops following: `onChange` is not called after this returns, and the thread ends.
    public func stop() {
        state.withLock { $0.stopped = true }
        stopping.raise()
    }

    // MARK: - From the reader's thread

    /// Records an answer to `GetAvailable`.
    func receive(_ available: Bool) {
        let first = state.withLock { state in
            let first = state.status == .waiting
            state.status = .answered
            guard state.available != available else { return first }
            state.available = available
            state.version += 1
            // Under the lock, so `stop()` cannot return while a call is on its way.
            if !first, !state.stopped { onChange() }
            return first
        }
        if first { answered.raise() }
    }

    /// Records that no (further) answer will come, unless one already has.
    func finish(_ status: PortalStatus) {
        state.withLock { state in
            if state.status == .waiting { state.status = status }
        }
        answered.raise()
    }
}
