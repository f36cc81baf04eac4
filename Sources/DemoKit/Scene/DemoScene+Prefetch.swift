import RefreshCore

extension DemoScene {
    // MARK: - Prefetch (`--prefetch`)

    /// Rows wholly below the view's bottom edge now.
    public var rowsBelowView: Int {
        let layout = list.layout
        let shown = layout.items(
            inViewAt: scrollView.contentOffsetY, height: scrollView.viewSize.height)
        let end = shown.upperBound
        return end < layout.count ? layout.rowCount - layout.row(ofItem: end) : 0
    }

    /// Moves the clock to `time`, running everything due on the way, then lets prefetch look at
    /// where the list is (`advance(to:)` and each input; the chat's end is checked after them).
    func advanceClock(to time: Double) {
        timeline.advance(to: time)
        slots.checkPrefetch(rowsBelow: rowsBelowView)
    }
}
