/// Which requests of the simulated network fail: every `every`-th one sent (header refreshes,
/// footer loads and trailer loads, counted together from 1 in the order they are sent), and the
/// next one after the `x` key, once.
public struct FailureSchedule: Equatable, Sendable {
    /// Every request whose number is a multiple of this fails; 0: none does.
    public var every: Int
    /// Requests sent so far.
    public private(set) var sent = 0
    /// Whether the next request sent fails, whatever `every` says (the `x` key).
    public var failsNext = false

    /// A schedule failing every `every`-th request (0 for none).
    public init(every: Int = 0) {
        self.every = every
    }

    /// Counts a request going out; returns whether it will fail.
    public mutating func send() -> Bool {
        sent += 1
        let forced = failsNext
        failsNext = false
        return forced || (every > 0 && sent % every == 0)
    }
}
