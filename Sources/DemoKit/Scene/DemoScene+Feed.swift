import RefreshCore
import RefreshSource

extension DemoScene {
    // MARK: - The feed's rows

    /// With `--feed`, its pane (what tests reach the gaps and the entries through).
    var webFeed: WebFeedPane? { pane as? WebFeedPane }
    /// With `--list chat`, its pane: its top loader, its arrivals and its pill.
    public var chat: ChatPane? { pane as? ChatPane }

    /// Writes the reading position now: call it when the run ends (a window closed, the
    /// script done), so the next run opens where this one was left.
    public func saveReadingPosition() {
        pane.saveReadingPosition()
    }
}
