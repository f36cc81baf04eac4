import FoundationEssentials
import RefreshSource

/// When a feed refreshes by itself (the contract's `--stale-after` and its backoff): a feed
/// whose last successful refresh is older than `staleAfter` is stale; an automatic refresh is
/// not tried within 60 s × 2^(n−1), at most an hour, of the n-th failed refresh in a row, nor
/// before a `429` or `503` answer's `Retry-After` says. A refresh a person asks for is always
/// tried: only automatic ones ask `allowsAutomatic`.
///
/// Times are seconds since 1970 on the scene's calendar clock (simulated headless), so the
/// cache can keep `lastSuccess` between runs and set it at start.
public struct RefreshSchedule: Equatable, Sendable {
    /// The backoff after the first failure, doubling with each further one (the contract's
    /// 60 s).
    public static let firstBackoff = 60.0
    /// The longest backoff (the contract's hour).
    public static let longestBackoff = 3600.0

    /// Seconds after which a feed is stale; 0: never (`--stale-after`).
    public var staleAfter: Double
    /// When the last refresh that did not fail landed; nil for never. The seam the cache sets
    /// at start.
    public var lastSuccess: Double?
    /// Refreshes that failed since the last success.
    public private(set) var failuresInARow = 0
    /// No automatic refresh before this time (the backoff or a `Retry-After`).
    public private(set) var notBefore: Double?

    /// A schedule refreshing what is older than `staleAfter` seconds (0: never).
    public init(staleAfter: Double) {
        self.staleAfter = staleAfter
    }

    /// A refresh landed (a `200` or a `304`) at `time`.
    public mutating func succeeded(at time: Double) {
        lastSuccess = time
        failuresInARow = 0
        notBefore = nil
    }

    /// A refresh failed at `time`; `retryAfter` is its answer's, if it had one.
    public mutating func failed(at time: Double, retryAfter: RetryAfter?) {
        failuresInARow += 1
        // 2^6 × 60 s is past the hour already: the exponent stops there.
        let doubling = Double(1 << min(failuresInARow - 1, 6))
        var until = time + min(Self.longestBackoff, Self.firstBackoff * doubling)
        switch retryAfter {
        case .seconds(let seconds)?: until = max(until, time + Double(seconds))
        case .date(let date)?: until = max(until, date.timeIntervalSince1970)
        case nil: break
        }
        notBefore = until
    }

    /// Whether the feed is stale at `time`: `staleAfter` is set and the last success is older
    /// (or there was none).
    public func isStale(at time: Double) -> Bool {
        guard staleAfter > 0 else { return false }
        guard let lastSuccess else { return true }
        return time - lastSuccess > staleAfter
    }

    /// Whether an automatic refresh may be tried at `time` (no backoff or `Retry-After` holds
    /// it back).
    public func allowsAutomatic(at time: Double) -> Bool {
        notBefore.map { time >= $0 } ?? true
    }
}
