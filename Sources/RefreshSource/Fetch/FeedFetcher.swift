internal import CCurl
import Glibc
import Synchronization

/// Fetches feed pages over http, https and file on a network thread of its own, so no frame
/// ever waits on the network: a frame asks with `fetch`, learns through the `wake` callback
/// that something completed, and takes what did with `takeOutcomes()`, which never blocks.
/// A headless run blocks instead with `wait(for:until:)`. Any request can be cancelled at any
/// moment; a cancelled request's outcome is never delivered.
///
/// While nothing is in flight the thread sleeps in `curl_multi_poll` (no CPU); pages are
/// parsed on it too, never on the caller's thread.
public final class FeedFetcher: Sendable {
    private let core: FetcherCore
    /// The network thread until `close()` has joined it.
    private let thread: Mutex<pthread_t?>

    /// Starts the network thread. `userAgent` names the app and its version (the demo:
    /// `refresh-demo/1.4`); `wake` runs on the network thread, outside every lock, each time
    /// an outcome is ready (a window pushes an event into its queue; it must not call
    /// `close()`). `environment`'s `SSL_CERT_FILE`, when set, names the CA bundle HTTPS
    /// trusts instead of the system's (the process's environment when nil). Nil when libcurl
    /// or the thread cannot start.
    public init?(
        userAgent: String, environment: [String: String]? = nil,
        wake: @escaping @Sendable () -> Void = {}
    ) {
        guard CurlGlobal.ready, let multi = curl_multi_init() else { return nil }
        let certificates =
            environment.map { $0["SSL_CERT_FILE"] }
            ?? getenv("SSL_CERT_FILE").map {
                String(cString: $0)
            }
        core = FetcherCore(
            multi: MultiHandle(pointer: multi), userAgent: userAgent,
            certificateFile: certificates.flatMap { $0.isEmpty ? nil : $0 }, wake: wake)
        let loop = Unmanaged.passRetained(NetworkLoop(core: core)).toOpaque()
        var started = pthread_t()
        let result = pthread_create(
            &started, nil,
            { context in
                Unmanaged<NetworkLoop>.fromOpaque(context!).takeRetainedValue().run()
                return nil
            }, loop)
        guard result == 0 else {
            Unmanaged<NetworkLoop>.fromOpaque(loop).release()
            curl_multi_cleanup(multi)
            core.signal.close()
            return nil
        }
        thread = Mutex(started)
    }

    deinit { close() }

    /// Sends a request; its outcome comes once, through `takeOutcomes()` or
    /// `wait(for:until:)`, unless it is cancelled first. A URL `LinkRules.isFetchable`
    /// refuses fails `offline` at once. After `close()` nothing is sent or delivered.
    @discardableResult
    public func fetch(_ request: FetchRequest) -> RequestID {
        core.state.withLock { state in
            let id = RequestID(serial: state.nextSerial)
            state.nextSerial += 1
            guard !state.closing else { return id }
            state.live.insert(id)
            state.submitted.append((id, request, .now))
            core.wakeNetworkThread(state)
            return id
        }
    }

    /// Abandons a request at any moment (queued, connecting, mid-headers, mid-body, between
    /// redirects): its connection is closed and its outcome is never delivered, even one
    /// that completed and waits in the queue. Cancelling a finished or unknown request does
    /// nothing.
    public func cancel(_ id: RequestID) {
        core.state.withLock { state in
            guard state.live.remove(id) != nil else { return }
            if let index = state.outcomes.firstIndex(where: { $0.0 == id }) {
                state.outcomes.remove(at: index)
                state.statistics.cancelledWhileQueued += 1
            }
            state.cancelled.append(id)
            core.wakeNetworkThread(state)
        }
    }

    /// The outcomes completed since the last call, in the order they completed; never blocks.
    public func takeOutcomes() -> [(id: RequestID, outcome: FetchOutcome)] {
        core.state.withLock { state in
            let taken = state.outcomes
            state.outcomes = []
            for (id, _) in taken { state.live.remove(id) }
            return taken.map { (id: $0.0, outcome: $0.1) }
        }
    }

    /// Blocks until request `id` completes, or `deadline` passes; takes and returns its
    /// outcome (nil at the deadline, and at once for a request cancelled or already taken).
    /// Sleeps in `poll` meanwhile; one thread at a time may wait.
    public func wait(for id: RequestID, until deadline: ContinuousClock.Instant) -> FetchOutcome? {
        while true {
            let (outcome, gone) = core.state.withLock { state in
                if let index = state.outcomes.firstIndex(where: { $0.0 == id }) {
                    state.live.remove(id)
                    return (Optional(state.outcomes.remove(at: index).1), false)
                }
                return (nil, !state.live.contains(id))
            }
            if let outcome { return outcome }
            let left = deadline - .now
            if gone || left <= .zero { return nil }
            core.signal.wait(timeout: (left / .milliseconds(1)).rounded(.up) / 1000)
            core.signal.lower()
        }
    }

    /// The descriptors of the pipe that wakes a blocking `wait` (for tests that check `close`
    /// frees them).
    var wakeDescriptors: [Int32] { core.signal.descriptors }

    /// What the requests went through so far (for tests).
    var statistics: FetchStatistics { core.state.withLock { $0.statistics } }

    /// Whether request `id` was sent and neither taken, delivered by `wait` nor cancelled.
    public func isPending(_ id: RequestID) -> Bool {
        core.state.withLock { $0.live.contains(id) }
    }

    /// Cancels everything, ends the network thread and waits for it, and frees libcurl's
    /// handles and every connection. Safe to call more than once; never from `wake`.
    public func close() {
        guard
            let joined = thread.withLock({ thread in
                defer { thread = nil }
                return thread
            })
        else { return }
        core.state.withLock { state in
            core.wakeNetworkThread(state)
            state.closing = true
            state.live = []
            state.outcomes = []
        }
        pthread_join(joined, nil)
        curl_multi_cleanup(core.multi.pointer)
        core.signal.close()
    }
}
