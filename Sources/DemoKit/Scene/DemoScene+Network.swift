import RefreshCore

extension DemoScene {
    // MARK: - The simulated network

    /// Sends the header's request: the web feed's, else the simulated network's.
    func startRefreshRequest() {
        if let webFeed { return webFeed.sendRefresh() }
        simulated.sendRefresh()
    }

    /// `r`, F5, the menu's Refresh, a placeholder's button: the header begins refreshing, or
    /// in a chat the top loader loads older messages.
    func beginRefreshingAtTop() {
        guard let chat else { return header.beginRefreshing() }
        chat.beginLoading()
    }

    /// Sends the footer's request for the next page: the web feed's, else the simulated
    /// network's.
    func startLoadRequest() {
        if let webFeed { return webFeed.sendLoad() }
        simulated.sendLoad()
    }

    /// Drops the load in flight: its page never lands.
    func cancelLoad() {
        requests.cancelLoad()
        if feedSource?.inFlight == .more { feedSource?.cancel() }
    }

    // MARK: - Cancel and Escape

    /// The refresh or load in flight, if any: the header's, the footer's, the trailer's or the
    /// chat's top loader's (the trace's `request`).
    var componentInFlight: (any RefreshComponentHolder)? {
        // Asked every traced frame: no array of the four is made to ask it.
        if header.isInFlight { return header }
        if let footer, footer.isInFlight { return footer }
        if let trailer = carousel?.trailer, trailer.isInFlight { return trailer }
        if let loader = chat?.loader, loader.isInFlight { return loader }
        return nil
    }

    /// The trace's `request`: `refresh` for the header's, `more` for any other load.
    var requestInFlight: String {
        guard let component = componentInFlight else {
            if case .gap? = feedSource?.inFlight { return "gap" }
            return "none"
        }
        return component === header ? "refresh" : "more"
    }

    /// Cancels what is in flight: its simulated request never lands (nothing is counted) and its
    /// component shows "Cancelled" for the success dwell. Nothing happens when nothing is.
    func cancelInFlight() {
        guard let component = componentInFlight else {
            // A gap's filling is abandoned; its row waits again (`noteGapAbandoned`).
            if case .gap? = feedSource?.inFlight { feedSource?.cancel() }
            return
        }
        if webFeed?.isBeingWritten(component) == true { return }
        if component === header {
            requests.cancelRefresh()
            feedSource?.cancel()
        } else if component === footer {
            cancelLoad()
        } else if let chat, component === chat.loader {
            chat.cancelLoad()
        } else if let carousel {
            timeline.cancel(carousel.request)
            carousel.request = nil
        }
        component.cancelRefreshing()
    }

    /// Escape: the first of closing the menu, the key panel and the inspector, and cancelling
    /// what is in flight, that applies. It never quits.
    func dismiss() {
        if desktop.menu != nil {
            closeMenu()
        } else if overlays.bar.showsHelp {
            overlays.bar.showsHelp = false
        } else if overlays.inspector.isShown {
            overlays.inspector.toggle()
        } else {
            cancelInFlight()
        }
    }
}
