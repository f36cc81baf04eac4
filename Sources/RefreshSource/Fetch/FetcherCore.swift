internal import CCurl
import Synchronization

/// What a `FeedFetcher` and its network thread share: the queues between them under one lock,
/// the multi handle (only to wake it), the waiters' signal and the app's wake callback.
final class FetcherCore: Sendable {
    /// The queues, changed only under the lock and only for moments.
    struct State: Sendable {
        var nextSerial: UInt64 = 1
        /// Requests not yet handed to libcurl, with when they were asked for (their timeout
        /// counts from then).
        var submitted: [(RequestID, FetchRequest, ContinuousClock.Instant)] = []
        /// Requests cancelled whose transfers the network thread must still remove.
        var cancelled: [RequestID] = []
        /// Requests asked for and neither drained nor cancelled: only these are delivered.
        var live: Set<RequestID> = []
        /// Outcomes ready, in the order they completed.
        var outcomes: [(RequestID, FetchOutcome)] = []
        /// Set by `close()`: the thread ends, and nothing is asked or delivered any more.
        var closing = false
        var statistics = FetchStatistics()
    }

    let state = Mutex(State())
    /// The multi handle; the network thread alone drives it (`curl_multi_wakeup` is the one
    /// call libcurl allows from another thread).
    let multi: MultiHandle
    let signal = PipeSignal()
    let wake: @Sendable () -> Void
    let userAgent: String
    /// The CA bundle `SSL_CERT_FILE` names (libcurl itself does not read the variable).
    let certificateFile: String?

    init(
        multi: MultiHandle, userAgent: String, certificateFile: String?,
        wake: @escaping @Sendable () -> Void
    ) {
        self.multi = multi
        self.userAgent = userAgent
        self.certificateFile = certificateFile
        self.wake = wake
    }

    /// Wakes the network thread out of `curl_multi_poll`; under the lock, so it never runs
    /// after `close()` has let the thread free the handle.
    func wakeNetworkThread(_ state: borrowing State) {
        guard !state.closing else { return }
        curl_multi_wakeup(multi.pointer)
    }

    /// Queues `outcome` unless its request was cancelled meanwhile (the lock decides the race:
    /// a request cancelled before this takes the lock is never delivered), then tells the
    /// waiters and the app, outside the lock.
    func deliver(_ outcome: FetchOutcome, for id: RequestID) {
        let queued = state.withLock { state in
            guard !state.closing, state.live.contains(id) else {
                state.statistics.droppedAtDelivery += 1
                return false
            }
            state.outcomes.append((id, outcome))
            return true
        }
        guard queued else { return }
        signal.raise()
        wake()
    }
}

/// libcurl's multi handle, shared with other threads only for `curl_multi_wakeup`, which
/// libcurl documents as callable from any thread.
struct MultiHandle: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
}
