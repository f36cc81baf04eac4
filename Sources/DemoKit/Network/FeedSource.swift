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
    /// Where a permanent redirect (301, 308) of `url` led: refreshes go there from then on.
    private(set) var movedTo: URL?
    /// With a cache, what it keeps of the feed (nil: nothing is kept).
    let store: FeedStore?
    private let fetcher: FeedFetcher?
    private let timeoutMilliseconds: Int
    private let waitsForAnswers: Bool
    private let latency: Double
    private var flight: Flight?
    /// Frames the scene has advanced (`land(at:)` calls): a request lands in a later one.
    private var frames = 0
    /// The last successful response's validators, sent with the next refresh.
    private(set) var validators = Validators()
    /// The next page of the last page fetched; nil when it had none.
    private(set) var nextPage: URL?
    /// `nextPage` as it was before the last refresh landed, for a refresh that opened a gap.
    private var nextPageBeforeRefresh: URL?
    /// How many entries the last page that landed had (0 before any): what the next one is
    /// likely to bring.
    private(set) var lastPageSize = 0
    /// Whether a page has landed yet.
    private(set) var hasLanded = false
    /// Footer pages fetched since the first page (a refresh keeps the chain going on).
    private(set) var olderPages = 0
    /// The trace's `http_status`: the last response's status (0 for none, and for files).
    private(set) var httpStatus = 0
    /// The trace's `source_error`: the last failed request's reason, "" after a success.
    private(set) var sourceError = ""
    /// Refreshes that landed (a `304` too), loads that landed, requests that failed.
    private(set) var refreshes = 0
    private(set) var loads = 0
    private(set) var failures = 0
    /// When the feed refreshes by itself, and when it last succeeded (the cache sets
    /// `schedule.lastSuccess` at start).
    var schedule: RefreshSchedule
    /// The last outcome's part of the trace, until it shows (`publish()`).
    private var unpublished: (FetchOutcome, Purpose)?
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
        timeoutMilliseconds = options.timeout
        waitsForAnswers = options.headless
        latency = options.headless ? options.latencySeconds : 0
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

    /// Takes up where the cache left the feed: its validators, redirect and chain of older
    /// pages, as if its pages had landed in this run.
    func restore(_ state: FeedState) {
        validators = state.validators
        movedTo = state.movedTo
        nextPage = state.nextPage
        olderPages = state.olderPages
        hasLanded = true
    }

    deinit { fetcher?.close() }

    /// What is in flight, nil for nothing.
    var inFlight: Purpose? { flight?.purpose }

    /// Sends the request for `purpose` at simulated time `now` (one in flight is cancelled
    /// first). False when there is nothing to ask for (a load without a next page).
    @discardableResult
    func send(_ purpose: Purpose, at now: Double) -> Bool {
        cancel()
        let target: URL?
        switch purpose {
        case .refresh: target = movedTo ?? url
        case .more: target = nextPage
        case .gap(let page): target = page
        }
        guard let target else { return false }
        let request = FetchRequest(
            url: target, validators: purpose == .refresh ? validators : Validators(),
            timeoutMilliseconds: timeoutMilliseconds)
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
        nextPage = nextPageBeforeRefresh
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
            if waitsForAnswers {
                let limit = ContinuousClock.now + .milliseconds(timeoutMilliseconds + 1000)
                // The fetcher ends every request by its timeout; past it, it failed so.
                flight.outcome =
                    fetcher.wait(for: id, until: limit)
                    ?? .failed(.timeout, FetchResponse(status: 0, finalURL: url))
            } else {
                flight.outcome = fetcher.takeOutcomes().first { $0.id == id }?.outcome
            }
            self.flight = flight
        }
        guard let outcome = flight.outcome, now >= flight.sentAt + latency - 1e-9 else {
            return nil
        }
        self.flight = nil
        note(outcome, of: flight.purpose)
        return (flight.purpose, outcome)
    }

    /// What an outcome that lands leaves for the next request; what it leaves for the trace
    /// waits for `publish()`.
    private func note(_ outcome: FetchOutcome, of purpose: Purpose) {
        unpublished = (outcome, purpose)
        switch outcome {
        case .landed(let page, let response):
            lastPageSize = page.entries.count
            switch purpose {
            case .refresh:
                validators = response.validators
                nextPageBeforeRefresh = nextPage
                if response.movedPermanently { movedTo = response.finalURL }
                // The first page starts the chain of older pages; later refreshes leave it
                // where the footer has followed it.
                if !hasLanded || olderPages == 0 { nextPage = page.nextPage }
            case .more:
                olderPages += 1
                nextPage = page.nextPage
            case .gap:
                // A gap's pages leave the footer's chain.
                break
            }
            hasLanded = true
        case .notModified:
            if purpose == .refresh, outcome.response.movedPermanently {
                movedTo = outcome.response.finalURL
            }
        case .failed:
            break
        }
    }

    /// What the last outcome leaves for the trace — its status, its failure's reason, its
    /// count — once it shows: in the frame it lands in, or a window's landing written to the
    /// cache first in the frame after its write (the contract counts data that has landed).
    func publish() {
        guard let (outcome, purpose) = unpublished else { return }
        unpublished = nil
        httpStatus = outcome.response.status
        switch outcome {
        case .landed, .notModified:
            sourceError = ""
            // A gap's pages count as neither (the contract).
            switch purpose {
            case .refresh: refreshes += 1
            case .more: loads += 1
            case .gap: break
            }
        case .failed(let reason, _):
            sourceError = reason.traceName
            failures += 1
        }
    }
}
