import FoundationEssentials
import RefreshCache
import RefreshSource

/// The `--feed` list's network: its fetcher, the one request in flight (a header refresh or a
/// footer load), and what the last answers left — the validators of the last success, the
/// next page of the last page fetched, the trace's `http_status` and `source_error`.
///
/// A window takes outcomes as they come (the fetcher's `wake` ends the loop's wait, so no
/// frame waits on the network). Headless, a request is sent in one frame and, before the next,
/// the run waits in wall time (at most `--timeout`) for its outcome, which lands in the first
/// frame at least `--latency` of simulated time after it was sent: the same documents give the
/// same trace every time.
final class FeedSource {
    /// What a request asks for.
    enum Purpose: Equatable {
        /// The header's refresh: the feed's URL, with validators.
        case refresh
        /// The footer's older page: the last page's next link.
        case more
        /// A page of a gap row's filling (the contract's Gaps): the page it names.
        case gap(URL)
    }

    /// The request in flight.
    private struct Flight {
        let id: RequestID?
        let purpose: Purpose
        /// Simulated time it was sent at, and the frame (as `frames` counted) it was sent in.
        let sentAt: Double
        let sentFrame: Int
        var outcome: FetchOutcome?
    }

    /// The feed's URL, as `--feed` gave it.
    let url: URL
    /// With a cache, what it keeps of the feed (nil: nothing is kept).
    let store: FeedStore?
    private let fetcher: FeedFetcher?
    /// How long a request may take, whether a frame waits for its answer (headless) and the
    /// simulated time it takes at least.
    private let pace: (timeoutMilliseconds: Int, waitsForAnswers: Bool, latency: Double)
    private var flight: Flight?
    /// Frames the scene has advanced (`land(at:)` calls): a request lands in a later one.
    private var frames = 0
    /// What the answers leave for the next request: validators, redirect, older pages.
    private(set) var chain = FeedChain()
    /// What the answers leave for the trace: status, reason, counts.
    private(set) var tally = FeedTally()
    /// When the feed refreshes by itself, and when it last succeeded (the cache sets
    /// `schedule.lastSuccess` at start).
    var schedule: RefreshSchedule
    /// Entries opened (the trace's `opened`).
    var opened = 0
    /// The last click on a row (its id) and when, for a double click.
    var lastClick: (row: Int, time: Double)?

    /// The user agent the demo sends: its name and version.
    static let userAgent =
        DemoOptions.versionText.split(separator: " ").joined(separator: "/")
        + " (pull-to-refresh feed reader)"

    /// A source for `options.feedURL` (nil without one). Headless runs (`options.headless`)
    /// wait for answers between frames; a window is woken by `wake` when one comes.
    init?(options: DemoOptions, wake: (@Sendable () -> Void)?) {
        guard let url = options.feedURL else { return nil }
        self.url = url
        fetcher = FeedFetcher(userAgent: Self.userAgent, wake: wake ?? {})
        pace = (options.timeout, options.headless, options.headless ? options.latencySeconds : 0)
        schedule = RefreshSchedule(staleAfter: Double(options.staleAfterSeconds))
        store = FeedStore(
            options: options, environment: ProcessInfo.processInfo.environment, wake: wake)
    }

    /// Whether the feed should refresh by itself at `now` (seconds since 1970; the window
    /// gained the focus, the network came back): it is stale, no request of its own is out and
    /// the backoff does not hold automatic refreshes back.
    func wantsAutomaticRefresh(at now: Double) -> Bool {
        inFlight == nil && schedule.isStale(at: now) && schedule.allowsAutomatic(at: now)
    }

    /// A refresh ended at `now` with `outcome`: the schedule learns of its success or failure
    /// (only a `429` or a `503` asks, with its `Retry-After`, to be left alone for a while: the
    /// contract). Returns why it failed, nil for a success.
    func refreshEnded(_ outcome: FetchOutcome, at now: Double) -> FetchFailure? {
        guard case .failed(let reason, let response) = outcome else {
            schedule.succeeded(at: now)
            return nil
        }
        let busy = response.status == 429 || response.status == 503
        schedule.failed(at: now, retryAfter: busy ? response.retryAfter : nil)
        return reason
    }

    /// Takes up where the cache left the feed, as if its pages had landed in this run.
    func restore(_ state: FeedState) {
        chain.restore(state)
    }

    deinit { fetcher?.close() }

    /// Refreshes, loads and failures counted (`FeedTally`).
    var refreshes: Int { tally.refreshes }
    var loads: Int { tally.loads }
    var failures: Int { tally.failures }

    /// What is in flight, nil for nothing.
    var inFlight: Purpose? { flight?.purpose }

    /// Sends the request for `purpose` at simulated time `now` (one in flight is cancelled
    /// first). False when there is nothing to ask for (a load without a next page).
    @discardableResult
    func send(_ purpose: Purpose, at now: Double) -> Bool {
        cancel()
        guard let target = chain.target(of: purpose, url: url) else { return false }
        let request = FetchRequest(
            url: target, validators: purpose == .refresh ? chain.validators : Validators(),
            timeoutMilliseconds: pace.timeoutMilliseconds)
        let id = fetcher?.fetch(request)
        // Without a fetcher (libcurl could not start) the request fails as no connection does.
        let outcome: FetchOutcome? =
            id == nil ? .failed(.offline, FetchResponse(status: 0, finalURL: target)) : nil
        flight = Flight(
            id: id, purpose: purpose, sentAt: now, sentFrame: frames, outcome: outcome)
        return true
    }

    /// The refresh that just landed opened a gap: the footer's older pages go on below the
    /// entries that were there, not from the new page (whose next link leads into the gap).
    func refreshOpenedGap() {
        chain.refreshOpenedGap()
    }

    /// Abandons the request in flight: its connection is closed and nothing of it is kept.
    func cancel() {
        guard let flight else { return }
        if let id = flight.id { fetcher?.cancel(id) }
        self.flight = nil
    }

    /// Once a frame, at simulated time `now`: the request's outcome when it lands in this
    /// frame, nil otherwise. Headless this waits (in wall time, at most the timeout and a
    /// second) for a request sent in an earlier frame.
    func land(at now: Double) -> (Purpose, FetchOutcome)? {
        frames += 1
        guard var flight, flight.sentFrame < frames - 1 else { return nil }
        if flight.outcome == nil, let id = flight.id, let fetcher {
            if pace.waitsForAnswers {
                let limit = ContinuousClock.now + .milliseconds(pace.timeoutMilliseconds + 1000)
                // The fetcher ends every request by its timeout; past it, it failed so.
                flight.outcome =
                    fetcher.wait(for: id, until: limit)
                    ?? .failed(.timeout, FetchResponse(status: 0, finalURL: url))
            } else {
                flight.outcome = fetcher.takeOutcomes().first { $0.id == id }?.outcome
            }
            self.flight = flight
        }
        guard let outcome = flight.outcome, now >= flight.sentAt + pace.latency - 1e-9 else {
            return nil
        }
        self.flight = nil
        chain.note(outcome, of: flight.purpose)
        tally.note(outcome, of: flight.purpose)
        return (flight.purpose, outcome)
    }

    /// What the last outcome leaves for the trace, once it shows (`FeedTally.publish`).
    func publish() {
        tally.publish()
    }
}
