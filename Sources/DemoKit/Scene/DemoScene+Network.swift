import RefreshCore

extension DemoScene {
    // MARK: - Requests

    /// `r`, F5, the menu's Refresh, a placeholder's button: the header begins refreshing, or
    /// in a chat the top loader loads older messages.
    func beginRefreshingAtTop() {
        guard let loader = pane.topLoader else { return header.beginRefreshing() }
        // Out of data, it stays so.
        if loader.state == .idle { loader.beginRefreshing() }
    }

    /// Drops the footer's load in flight: its page never lands.
    func cancelLoad() { inFlight.cancelLoad() }

    // MARK: - Cancel and Escape

    /// What is in flight now (`InFlight`).
    var inFlight: InFlight {
        InFlight(
            components: (header, footer, carousel), pane: pane, requests: requests,
            timeline: timeline)
    }

    /// The refresh or load in flight, if any: the header's, the footer's, the trailer's or the
    /// chat's top loader's.
    var componentInFlight: (any RefreshComponentHolder)? { inFlight.component }

    /// Cancels what is in flight (`InFlight.cancel`).
    func cancelInFlight() { inFlight.cancel() }

    /// Escape: the first of closing the menu, the key panel and the inspector, and cancelling
    /// what is in flight, that applies. It never quits.
    func dismiss() {
        if desktop.menu != nil { return closeMenu() }
        if !overlays.dismissPanel() { cancelInFlight() }
    }
}
