import RefreshCore

/// A list the simulated network fills (`plain`, `sections`, and `feed` without `--feed`): the
/// header's request, after the latency, replaces the rows (a feed gets a page of new rows above
/// its old ones), the footer's appends the next page, and a request `--fail-every` fails
/// changes nothing. The scene's header and footer send them; the requests are the scene's
/// `DemoRequests`, which the chat and the carousel share.
final class SimulatedPane: ListPane {
    /// The simulated network's requests.
    private let requests: DemoRequests
    /// The rows and the carousel.
    private let list: DemoList
    /// Rows at a refresh of the plain list, rows a page, pages until no more data, and cards
    /// the carousel starts with again.
    private let sizes: (rows: Int, page: Int, pages: Int, cards: Int)
    /// Puts the rows in and the header and footer it ends.
    private weak var host: (any PaneHost)?

    /// A list in `list` filled by `requests`, sized by `options`.
    init(requests: DemoRequests, list: DemoList, options: DemoOptions) {
        self.requests = requests
        self.list = list
        sizes = (options.rows, options.page, options.pages, options.cards)
    }

    /// Starts the list in `host`.
    func start(in host: any ListPaneHost) {
        self.host = host
    }

    /// Sends the header's request: after the latency, the rows are replaced (the feed gets a
    /// page of new rows above its old ones) and the header ends with a success, or, for a
    /// request that fails, nothing changes and it ends with a failure.
    func sendRefresh() {
        requests.sendRefresh { [weak self] fails in
            guard let self, let host = self.host else { return }
            guard !fails else {
                self.list.phase = self.list.rows.isEmpty ? .error : .none
                host.header.endRefreshing(result: .failure)
                return
            }
            self.list.phase = .none
            let note = RowNote.refresh(self.requests.refreshes)
            if self.list.kind == .feed {
                host.surface.prependRows(count: self.sizes.page, note: note)
            } else {
                host.surface.replaceRows(count: self.sizes.rows, note: note)
            }
            self.list.carousel?.reset(cards: self.sizes.cards)
            host.header.endRefreshing(result: .success)
            if self.sizes.pages > 0 { host.footer?.resetNoMoreData() }
        }
    }

    /// Sends the footer's request for the next page: after the latency the page lands whole,
    /// or, for a request that fails, nothing is added, the page is not counted and the next
    /// load asks for the same page again. A page asked for before a header refresh landed is
    /// dropped.
    func sendLoad() {
        requests.sendLoad { [weak self] reply in
            guard let self, let host = self.host else { return }
            switch reply {
            case .dropped: host.footer?.endRefreshing()
            case .failed: host.footer?.endRefreshing(result: .failure)
            case .landed(let page): self.land(page: page, in: host)
            }
        }
    }

    /// The page lands whole: every row at once, then the footer learns what is left.
    private func land(page: Int, in host: any PaneHost) {
        host.surface.appendRows(count: sizes.page, note: .page(page))
        if requests.pagesSinceRefresh >= sizes.pages {
            host.footer?.endRefreshingWithNoMoreData(result: .success)
        } else {
            host.footer?.endRefreshing(result: .success)
        }
    }
}
