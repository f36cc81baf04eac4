import RefreshCore

extension DemoScene {
    // MARK: - The simulated network

    /// Sends the header's request: after the latency, the rows are replaced (the feed gets a page
    /// of new rows above its old ones) and the header ends
    /// with a success, or, for a request that fails, nothing changes and it ends with a failure.
    func startRefreshRequest() {
        if let webFeed { return webFeed.sendRefresh() }
        requests.sendRefresh { [weak self] fails in
            guard let self else { return }
            guard !fails else {
                self.list.phase = self.rows.isEmpty ? .error : .none
                self.header.endRefreshing(result: .failure)
                return
            }
            self.list.phase = .none
            if self.list.kind == .feed {
                self.prependRows(count: self.options.page, note: .refresh(self.refreshes))
            } else {
                self.replaceRows(count: self.options.rows, note: .refresh(self.refreshes))
            }
            self.carousel?.reset(cards: self.options.cards)
            self.header.endRefreshing(result: .success)
            if self.options.pages > 0 { self.footer?.resetNoMoreData() }
        }
    }

    /// `r`, F5, the menu's Refresh, a placeholder's button: the header begins refreshing, or
    /// in a chat the top loader loads older messages.
    func beginRefreshingAtTop() {
        guard let chat else { return header.beginRefreshing() }
        chat.beginLoading()
    }

    /// Sends the footer's request for the next page: after the latency the page lands whole, or,
    /// for a request that fails, nothing is added, the page is not counted and the next load
    /// asks for the same page again. A page asked for before a header refresh landed is dropped.
    func startLoadRequest() {
        if let webFeed { return webFeed.sendLoad() }
        requests.sendLoad { [weak self] reply in
            guard let self else { return }
            switch reply {
            case .dropped: self.footer?.endRefreshing()
            case .failed: self.footer?.endRefreshing(result: .failure)
            case .landed(let page): self.landPage(page)
            }
        }
    }

    /// The page lands whole: every row at once, then the footer learns what is left.
    private func landPage(_ page: Int) {
        appendRows(count: options.page, note: .page(page))
        if requests.pagesSinceRefresh >= options.pages {
            footer?.endRefreshingWithNoMoreData(result: .success)
        } else {
            footer?.endRefreshing(result: .success)
        }
    }

    /// Drops the load in flight: its page never lands.
    func cancelLoad() {
        requests.cancelLoad()
        if feedSource?.inFlight == .more { feedSource?.cancel() }
    }

    // MARK: - Cancel and Escape

    /// The refresh or load in flight, if any: the header's, the footer's, the trailer's or the
    /// chat's top loader's (the trace's `request`).
    var componentInFlight: RefreshComponent? {
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
