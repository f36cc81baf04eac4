import RefreshCore
import RefreshSource

extension WebFeedPane: ListPane {
    /// The feed's requests and what they left.
    var feedSource: FeedSource? { source }
    /// The entries behind the rows.
    var feedRows: FeedRows? { rows }

    /// A click on a gap row fills it; a double click on a row opens its entry.
    func click(at point: Point) -> Bool {
        if let index = gapRows?.gap(atContentY: point.y + scrollView.contentOffsetY) {
            fillGap(index)
            return true
        }
        return opening.click(at: point)
    }

    /// Refreshes by itself, as `r` does, when the feed's last success is older than
    /// `--stale-after`, unless something is in flight or the backoff holds automatic refreshes
    /// back (the window gained the focus, the network came back, the list opened).
    func refreshIfStale() {
        guard let host, host.inFlight.component == nil,
            !host.header.isRefreshing, source.wantsAutomaticRefresh(at: host.calendarNow)
        else { return }
        host.header.beginRefreshing()
    }

    /// A refresh ended: the schedule learns of its success or failure (and any
    /// `Retry-After`), and the header's detail line says why it failed.
    func refreshEnded(_ outcome: FetchOutcome, _ host: any FeedPaneHost) {
        host.showRefreshFailure(source.refreshEnded(outcome, at: host.calendarNow))
    }

    /// Opens the entry of row `index` in the browser.
    func openRow(_ index: Int) {
        opening.open(row: index)
    }

    /// A gap row, or a row of an entry as every list draws it.
    func draw(item: Int, row: Int?, in rect: Rect, into draw: inout DrawList, painter: RowPainter) {
        guard row == nil, let gapRows, let gap = gapRows.gap(atItem: item) else {
            return painter.draw(item: item, row: row, in: rect, into: &draw)
        }
        gapRows.draw(
            gap, in: rect, into: &draw, title: gapRows.title(gap, painter.texts, painter.language),
            metrics: painter.metrics, palette: painter.palette)
    }
}
