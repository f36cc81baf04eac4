import RefreshCore

extension DemoScene {
    // MARK: - Prefetch (`--prefetch`)

    /// Moves the clock to `time`, running everything due on the way, then lets prefetch look at
    /// where the list is (`advance(to:)` and each input; the chat's end is checked after them).
    func advanceClock(to time: Double) {
        timeline.advance(to: time)
        slots.checkPrefetch(rowsBelow: surface.rowsBelowView)
    }
}
