import RefreshSource
import Synchronization

/// What a portal reader shares with its bus thread: the portal's value as it last arrived,
/// where the reader stands, the count of changes a frame reads them by, and the signals that
/// wake a frame waiting for the first answer and end the thread. The settings and the network
/// monitor readers each keep one, of their own value.
final class PortalFollower<Value: Sendable>: Sendable {
    /// What the reader has, shared with its thread.
    struct State: Sendable {
        /// The portal's value as it last arrived (the reader's neutral one before the first).
        var value: Value
        /// Where the reader stands.
        var status = PortalStatus.waiting
        /// Bumped with each change of the value (and at the first answer).
        var version = 0
        /// The version `changed(_:)` last handed out.
        var seen = 0
        /// Set by `stop()`: from then on `onChange` is never called.
        var stopped = false
    }

    /// The value and where the reader stands, under a lock the thread holds only for moments.
    let state: Mutex<State>
    /// Raised once the first answer is in (or it is known none will come).
    let answered = PipeSignal()
    /// Raised by `stop()`.
    let stopping = PipeSignal()
    /// Whether the first answer calls `onChange` when it changes the neutral value.
    private let tellsFirstAnswer: Bool
    private let onChange: @Sendable () -> Void

    /// A follower starting from `value`; `onChange` runs on the reader's thread after each
    /// change (after the first answer's too when `tellsFirstAnswer`).
    init(_ value: Value, tellsFirstAnswer: Bool, onChange: @escaping @Sendable () -> Void) {
        state = Mutex(State(value: value))
        self.tellsFirstAnswer = tellsFirstAnswer
        self.onChange = onChange
    }

    deinit {
        answered.close()
        stopping.close()
    }

    /// Starts the bus thread of `client` on the session bus found from `environment`; when it
    /// cannot, the reader is unavailable because of `failure`.
    func start(_ client: any PortalBusClient, environment: [String: String], failure: String) {
        let bus = PortalBus(address: SessionBusAddress.find(environment), client: client)
        if !answered.isOpen || !stopping.isOpen || !bus.start() { finish(.unavailable(failure)) }
    }

    /// Where the reader stands.
    var status: PortalStatus { state.withLock { $0.status } }

    /// The value read by `read` if it changed since the last call (the first answer counts as
    /// a change); nil otherwise.
    func changed<Read>(_ read: (Value) -> Read) -> Read? {
        state.withLock { state in
            guard state.version != state.seen else { return nil }
            state.seen = state.version
            return read(state.value)
        }
    }

    /// Stops following: `onChange` is not called after this returns, and the thread ends.
    func stop() {
        state.withLock { $0.stopped = true }
        stopping.raise()
    }

    // MARK: - From the reader's thread

    /// Records what arrived: `update` applies it to the value and says whether it changed it;
    /// `answer` when it answers the reader's call (the first answer marks the reader answered
    /// and raises `answered`), not for a signal.
    func record(answer: Bool, _ update: (inout Value) -> Bool) {
        let first = state.withLock { state in
            let first = answer && state.status == .waiting
            if answer { state.status = .answered }
            let changed = update(&state.value)
            guard changed || first else { return first }
            state.version += 1
            // Under the lock, so `stop()` cannot return while a call is still on its way.
            if changed, !state.stopped, tellsFirstAnswer || !first { onChange() }
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
