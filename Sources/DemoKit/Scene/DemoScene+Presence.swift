import RefreshCore

extension DemoScene {
    // MARK: - Focus and network (the contract's fourth round)

    /// The window gained (`gained`) or lost the keyboard focus: gaining it refreshes a stale
    /// feed.
    func setFocus(_ gained: Bool) {
        let was = presence.focused
        presence.focused = gained
        if gained, !was { pane.refreshIfStale() }
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
        let failure = presence.refreshFailure
        let offline = !presence.network.isOnline
        guard failure != nil || offline else {
            if header.lastUpdatedTimeText != nil { header.lastUpdatedTimeText = nil }
            return
        }
        header.lastUpdatedTimeText = { [weak self] saved in
            guard let self else { return "" }
            let header = self.header
            let line =
                failure.map { self.listTexts.failure($0, footer: false, self.language) }
                ?? header.strings.lastUpdatedLine.text(
                    updated: saved, now: header.clock(), timeZone: header.timeZone)
            return offline ? self.listTexts.offline(line, self.language) : line
        }
    }
}
