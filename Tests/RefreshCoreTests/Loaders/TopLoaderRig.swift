@testable import RefreshCore

/// A `ListRig` of 60 rows with a top loader (`RefreshFooter.topLoader()`) attached at `offset`: each request is
/// counted and, when `latency` is set, lands `page` rows above (anchor kept) after it, then
/// ends the load (or fails it when `fails`).
final class TopLoaderRig {
    let list: ListRig
    let loader = RefreshFooter.topLoader()
    private(set) var requests = 0
    var latency: Double?
    var page = 20
    var fails = false

    init(at offset: Double, rows: Int = 60) {
        list = ListRig(rows: rows)
        list.scrollView.setContentOffsetY(offset)
        loader.timing.failureDwell = 0.5
        loader.refreshingAction = { [unowned self] in
            requests += 1
            guard let latency else { return }
            _ = list.timeline.schedule(after: latency) { [unowned self] in land() }
        }
        loader.attach(to: list.scrollView)
    }

    var scrollView: ScrollView { list.scrollView }
    var offset: Double { scrollView.contentOffsetY }
    var now: Double { list.timeline.now }

    /// The request in flight lands (or fails): rows above first, then the end.
    func land() {
        if fails { return loader.endRefreshing(result: .failure) }
        list.insertAtTop(page)
        loader.endRefreshing()
    }

    /// Lets `seconds` pass in 60 Hz frames.
    func wait(_ seconds: Double) { advanceFrames(list.timeline, until: now + seconds) }
}
