/// The network's availability as the scene acts on it: what the desktop's network monitor
/// (or a script's `network`) reports takes effect only after it has held for
/// `NetworkSettling.delay` without another change, so a monitor's spurious first signal, or a
/// connection that flaps, does not refresh anything (the contract's Focus and network).
///
/// A value on the scene's clock: `report` a reading at its time, `settle` once a frame.
public struct NetworkSettling: Equatable, Sendable {
    /// How long a reading must hold before it takes effect (the contract's 2 s; TanStack
    /// Query's users asked for no less against spurious `online` events).
    public static let delay = 2.0

    /// Whether the network counts as available now (the trace's `network`).
    public private(set) var isOnline = true
    /// A reading of the monitor and when it came.
    private struct Reading: Equatable, Sendable {
        var online: Bool
        var since: Double
    }

    /// The last reading, while it differs from `isOnline`.
    private var pending: Reading?

    /// Online, with nothing pending.
    public init() {}

    /// The monitor reports the network `online` or not at `time` (seconds): a reading that
    /// differs from the effective state waits out the delay from now; one that agrees with it
    /// drops what was waiting.
    public mutating func report(_ online: Bool, at time: Double) {
        pending = online == isOnline ? nil : Reading(online: online, since: time)
    }

    /// At `time`: the new state when a reading took effect now, nil otherwise.
    public mutating func settle(at time: Double) -> Bool? {
        guard let waiting = pending, time >= waiting.since + Self.delay - 1e-9 else { return nil }
        pending = nil
        isOnline = waiting.online
        return isOnline
    }
}
