import RefreshCore

extension DemoScene {
    // MARK: - Focus and network (the contract's fourth round)

    /// The window gained (`gained`) or lost the keyboard focus: gaining it refreshes a stale
    /// feed.
    func setFocus(_ gained: Bool) {
        if presence.focus(gained) { pane.refreshIfStale() }
    }

    /// The network monitor's reading, which takes effect once it has held for 2 s (the
    /// timeline wakes a window at rest then).
    func reportNetwork(_ online: Bool) {
        presence.network.report(online, at: timeline.now)
        _ = timeline.schedule(after: NetworkSettling.delay) { [weak self] in self?.settleNetwork() }
    }

    /// Once a frame: a reading that has held long enough takes effect; the network coming
    /// back refreshes a stale feed.
    func settleNetwork() {
        guard let online = presence.network.settle(at: timeline.now) else { return }
        applyHeaderDetail()
        if online { pane.refreshIfStale() }
    }

    /// The header's detail line: the last-updated time, or why the last refresh failed; while
    /// the network is offline, "Offline · " before either. Read in the language of the moment.
    func applyHeaderDetail() {
        let detail = presence.headerDetail(in: slots, texts: listTexts)
        guard detail != nil || header.lastUpdatedTimeText != nil else { return }
        header.lastUpdatedTimeText = detail
    }
}
