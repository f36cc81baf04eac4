import RefreshCore

extension DemoScene {
    // MARK: - The simulated network

    /// Sends the header's request: after the latency, the rows are replaced (the feed gets a page
    /// of new rows above its old ones) and the header ends
    /// with a success, or, for a request that fails, nothing changes and it ends with a failure.
    func startRefreshRequest() {
        requests.sendRefresh { [weak self] fails in
            guard let self else { return }
            guard !fails else {
                self.list.phase = self.rows.isEmpty ? .error : .none
                self.header.endRefreshing(result: .failure)
                return
            }
            self.list.phase = .none
            if self.list.kind == .feed {
                self.prependRows(count: self.options.page, note: "refresh \(self.refreshes)")
            } else {
                self.replaceRows(count: self.options.rows, note: "refresh \(self.refreshes)")
            }
            self.resetCarousel()
            self.header.endRefreshing(result: .success)
            if self.options.pages > 0 { self.footer?.resetNoMoreData() }
        }
    }

    /// Sends the footer's request for the next page: after the latency the page lands whole, or,
    /// for a request that fails, nothing is added, the page is not counted and the next load
    /// asks for the same page again. A page asked for before a header refresh landed is dropped.
    func startLoadRequest() {
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
        appendRows(count: options.page, note: "page \(page)")
        if requests.pagesSinceRefresh >= options.pages {
            footer?.endRefreshingWithNoMoreData(result: .success)
        } else {
            footer?.endRefreshing(result: .success)
        }
    }

    /// Drops the load in flight: its page never lands.
    func cancelLoad() {
        requests.cancelLoad()
    }
}
