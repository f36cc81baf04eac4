/// What a fetcher's requests went through, counted for the tests (which cannot otherwise see
/// where a cancel caught a request) and for a bench.
struct FetchStatistics: Sendable, Equatable {
    /// Cancels of requests whose outcome was queued and not yet taken.
    var cancelledWhileQueued = 0
    /// Cancels that removed a transfer before any status line came (connecting, TLS,
    /// waiting for an answer).
    var abandonedBeforeAnswer = 0
    /// Cancels that removed a transfer after its status line (mid-headers or mid-body).
    var abandonedMidAnswer = 0
    /// Cancels that removed a transfer after it had followed a redirect.
    var abandonedAfterRedirect = 0
    /// Outcomes that completed after their request was cancelled, dropped unseen.
    var droppedAtDelivery = 0
    /// The most memory a body held (its chunks), in bytes.
    var peakBodyBytes = 0
    /// How many times the network thread woke from `curl_multi_poll` (a polling loop would
    /// wake hundreds of times a second).
    var wakeups = 0

    /// Counts a cancel that removed `transfer` from the network.
    mutating func countAbandoned(_ transfer: Transfer) {
        if transfer.redirects > 0 { abandonedAfterRedirect += 1 }
        if transfer.status == 0 { abandonedBeforeAnswer += 1 } else { abandonedMidAnswer += 1 }
    }
}
