import RefreshCore

extension DemoScene {
    // MARK: - The simulated network

    /// Sends the header's request: after the latency, the rows are replaced and the header ends
    /// with a success, or, for a request that fails, nothing changes and it ends with a failure.
    func startRefreshRequest() {
        let fails = failureSchedule.send()
        timeline.cancel(refreshRequest)
        refreshRequest = timeline.schedule(after: options.latencySeconds) { [weak self] in
            guard let self else { return }
            self.refreshRequest = nil
            if fails {
                self.failures += 1
                self.header.endRefreshing(result: .failure)
                return
            }
            self.refreshes += 1
            self.pagesSinceRefresh = 0
            // A page asked for in the old list is dropped when it lands: it asks for nothing now.
            self.listVersion += 1
            self.loadingPage = nil
            self.replaceRows(count: self.options.rows, note: "refresh \(self.refreshes)")
            self.resetCarousel()
            self.header.endRefreshing(result: .success)
            if self.options.pages > 0 { self.footer?.resetNoMoreData() }
        }
    }

    /// Sends the footer's request for the next page: after the latency the page lands whole, or,
    /// for a request that fails, nothing is added, the page is not counted and the next load
    /// asks for the same page again. A page asked for before a header refresh landed is dropped.
    func startLoadRequest() {
        cancelLoad()
        let fails = failureSchedule.send()
        let version = listVersion
        let page = pagesSinceRefresh + 1
        loadingPage = page
        loadRequest = timeline.schedule(after: options.latencySeconds) { [weak self] in
            guard let self else { return }
            self.loadRequest = nil
            self.loadingPage = nil
            guard version == self.listVersion else {
                self.footer?.endRefreshing()
                return
            }
            if fails {
                self.failures += 1
                self.footer?.endRefreshing(result: .failure)
                return
            }
            self.landPage(page)
        }
    }

    /// The page lands whole: every row at once, then the footer learns what is left.
    private func landPage(_ page: Int) {
        loads += 1
        pagesSinceRefresh = page
        appendRows(count: options.page, note: "page \(page)")
        if pagesSinceRefresh >= options.pages {
            footer?.endRefreshingWithNoMoreData(result: .success)
        } else {
            footer?.endRefreshing(result: .success)
        }
    }

    /// Drops the load in flight: its page never lands.
    func cancelLoad() {
        timeline.cancel(loadRequest)
        loadRequest = nil
        loadingPage = nil
    }
}
