import RefreshCore

/// The simulated network's requests and their schedule: the header's refresh, the footer's
/// page and what they have come to. Each reply lands `latency` seconds after it was sent, on
/// the scene's timeline, or fails as `failureSchedule` says; the scene is told how it landed
/// and updates the list and the components.
final class DemoRequests {
    /// How a footer's page request came back.
    enum PageReply {
        /// Asked for in a list a header refresh has since replaced: it asks for nothing now.
        case dropped
        /// It failed: nothing is added and the next load asks for the same page again.
        case failed
        /// The page landed whole.
        case landed(page: Int)
    }

    private let timeline: Timeline
    private let latency: Double
    /// Which requests fail (`--fail-every`, the `x` key).
    var failureSchedule: FailureSchedule
    /// The header refresh waiting for its data.
    private(set) var refreshRequest: Timeline.Token?
    /// The footer load waiting for its data.
    private(set) var loadRequest: Timeline.Token?
    /// Counts the list's versions: a header refresh landing makes a new one, and a page asked
    /// for in an older version is dropped when it lands.
    private var listVersion = 0
    /// Footer pages that have landed since the last header refresh.
    private(set) var pagesSinceRefresh = 0
    /// The page the footer's load in flight asks for (1 after a refresh), nil when none is out
    /// (or the one out was asked for in a list a refresh has since replaced).
    private(set) var loadingPage: Int?
    /// Header refreshes whose data has landed.
    private(set) var refreshes = 0
    /// Footer pages that have landed.
    private(set) var loads = 0
    /// Requests that have failed.
    var failures = 0
    /// The chat's request for older messages waiting for its reply.
    private(set) var olderRequest: Timeline.Token?
    /// The chat's loads of older messages that have landed.
    private(set) var olderLoads = 0

    /// Requests on `timeline` whose replies take `latency` seconds, failing every
    /// `failEvery`-th (0: none).
    init(timeline: Timeline, latency: Double, failEvery: Int) {
        self.timeline = timeline
        self.latency = latency
        failureSchedule = FailureSchedule(every: failEvery)
    }

    /// Sends the header's request; `landed(fails)` runs when its reply comes (a refresh in
    /// flight is replaced). A landing refresh starts a new list: the pages start over.
    func sendRefresh(_ landed: @escaping (_ fails: Bool) -> Void) {
        let fails = failureSchedule.send()
        timeline.cancel(refreshRequest)
        refreshRequest = timeline.schedule(after: latency) { [weak self] in
            guard let self else { return }
            self.refreshRequest = nil
            if fails {
                self.failures += 1
            } else {
                self.refreshes += 1
                self.pagesSinceRefresh = 0
                // A page asked for in the old list is dropped when it lands.
                self.listVersion += 1
                self.loadingPage = nil
            }
            landed(fails)
        }
    }

    /// Sends the footer's request for the next page (a load in flight is dropped first);
    /// `landed` runs with its reply.
    func sendLoad(_ landed: @escaping (PageReply) -> Void) {
        cancelLoad()
        let fails = failureSchedule.send()
        let version = listVersion
        let page = pagesSinceRefresh + 1
        loadingPage = page
        loadRequest = timeline.schedule(after: latency) { [weak self] in
            guard let self else { return }
            self.loadRequest = nil
            self.loadingPage = nil
            guard version == self.listVersion else { return landed(.dropped) }
            if fails {
                self.failures += 1
                return landed(.failed)
            }
            self.loads += 1
            self.pagesSinceRefresh = page
            landed(.landed(page: page))
        }
    }

    /// Sends the chat's top loader's request for older messages (one in flight is replaced);
    /// `landed(fails)` runs with its reply. Header refreshes never replace a chat's list, so
    /// nothing drops it.
    func sendOlder(_ landed: @escaping (_ fails: Bool) -> Void) {
        let fails = failureSchedule.send()
        timeline.cancel(olderRequest)
        olderRequest = timeline.schedule(after: latency) { [weak self] in
            guard let self else { return }
            self.olderRequest = nil
            if fails { self.failures += 1 } else { self.olderLoads += 1 }
            landed(fails)
        }
    }

    /// Drops the load in flight: its page never lands.
    func cancelLoad() {
        timeline.cancel(loadRequest)
        loadRequest = nil
        loadingPage = nil
    }

    /// Drops the header's request in flight: it never lands nor counts.
    func cancelRefresh() {
        timeline.cancel(refreshRequest)
        refreshRequest = nil
    }

    /// Drops the chat's request for older messages in flight.
    func cancelOlder() {
        timeline.cancel(olderRequest)
        olderRequest = nil
    }
}
