import RefreshCore

/// What the scene has in flight, read from its parts as they are now: the component whose
/// refresh or load waits for its data (the header's, the footer's, the carousel's trailer's or
/// a top loader's), what the trace's `request` calls it, and cancelling it. A value the scene
/// makes when it asks (`DemoScene.componentInFlight`); it holds the parts, not copies.
struct InFlight {
    /// The header, the footer and the carousel shown.
    let components: (header: RefreshHeader, footer: RefreshFooter?, carousel: DemoCarousel?)
    /// The list's pane: its top loader, its web feed.
    let pane: any ListPane
    /// The simulated network's requests.
    let requests: DemoRequests
    /// The scene's clock, which holds the carousel's request.
    let timeline: Timeline

    /// The refresh or load in flight, if any: the header's, the footer's, the trailer's or the
    /// top loader's.
    var component: (any RefreshComponentHolder)? {
        // Asked every traced frame: no array of the four is made to ask it.
        let (header, footer, carousel) = components
        if header.isInFlight { return header }
        if let footer, footer.isInFlight { return footer }
        if let trailer = carousel?.trailer, trailer.isInFlight { return trailer }
        if let loader = pane.topLoader, loader.isInFlight { return loader }
        return nil
    }

    /// Whether a refresh or a load waits for its data (the carousel's trailer's too).
    var hasRequest: Bool {
        requests.refreshRequest != nil || requests.loadRequest != nil
            || components.carousel?.request != nil || requests.olderRequest != nil
    }

    /// A refresh or a load of the list is on its way (its request out, or the component
    /// refreshing with no result on show yet): what an assistive technology reads as busy.
    var listIsBusy: Bool {
        let (header, footer, _) = components
        return requests.refreshRequest != nil || requests.loadRequest != nil
            || requests.olderRequest != nil || pane.feedSource?.inFlight != nil
            || (pane.topLoader.map { $0.isRefreshing && $0.result == nil } ?? false)
            || (header.isRefreshing && header.result == nil)
            || (footer.map { $0.isRefreshing && $0.result == nil } ?? false)
    }

    /// The trace's `request`: `refresh` for the header's, `more` for any other load, `gap`
    /// for a web feed's gap filling, `none`.
    var traceName: String {
        guard let component else {
            if case .gap? = pane.feedSource?.inFlight { return "gap" }
            return "none"
        }
        return component === components.header ? "refresh" : "more"
    }

    /// Cancels what is in flight: its simulated request never lands (nothing is counted) and
    /// its component shows "Cancelled" for the success dwell. Nothing happens when nothing is,
    /// nor to a landing the cache is writing.
    func cancel() {
        let (header, footer, carousel) = components
        guard let component else {
            // A gap's filling is abandoned; its row waits again (`noteGapAbandoned`).
            if case .gap? = pane.feedSource?.inFlight { pane.feedSource?.cancel() }
            return
        }
        if pane.isBeingWritten(component) { return }
        if component === header {
            requests.cancelRefresh()
            pane.feedSource?.cancel()
        } else if component === footer {
            cancelLoad()
        } else if component === pane.topLoader {
            pane.cancelTopLoad()
        } else if let carousel {
            timeline.cancel(carousel.request)
            carousel.request = nil
        }
        component.cancelRefreshing()
    }

    /// Drops the footer's load in flight: its page never lands.
    func cancelLoad() {
        requests.cancelLoad()
        if pane.feedSource?.inFlight == .more { pane.feedSource?.cancel() }
    }
}
