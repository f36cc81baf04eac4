import RefreshCore

extension DemoScene {
    // MARK: - Prefetch (`--prefetch`)

    /// Moves the clock to `time`, running everything due on the way, then lets prefetch look at
    /// where the list is (`advance(to:)` and each input; the chat's end is checked after them).
    func advanceClock(to time: Double) {
        timeline.advance(to: time)
        checkPrefetch()
    }

    /// Begins the auto footer's load when the prefetch rule says so; the header wins (no load
    /// while it refreshes or the second floor holds the list).
    func checkPrefetch() {
        guard prefetch.rows > 0 else { return }
        let footer = footer.flatMap { $0.loadsByItself ? $0 : nil }
        let canLoad =
            footer.map { $0.state == .idle && $0.isVisible && !header.holdsFooters } ?? false
        if prefetch.moved(
            to: scrollView.contentOffsetY, rowsBelow: rowsBelowView, canLoad: canLoad)
        {
            footer?.beginRefreshing()
        }
    }
}
