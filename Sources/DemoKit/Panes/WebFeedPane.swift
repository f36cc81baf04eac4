import FoundationEssentials
import RefreshAccessibleView
import RefreshCache
import RefreshCore
import RefreshSource

/// A list of a web feed's entries (`--feed`), offline first with `--cache`.
///
/// The pane owns what only a web feed has: its source (the requests and what they left), the
/// entries behind the rows, the cache's part (the rows it restores, the landings it writes,
/// the rows it reads near the view, the reading position), the gap rows and their filling, and
/// the trace's feed fields. The scene's header and footer send its refresh and its older pages.
final class WebFeedPane {
    /// The feed's requests and what they left.
    let source: FeedSource
    /// The entries behind the rows.
    let rows: FeedRows
    /// The rows and where each is.
    let list: DemoList
    /// The list's scroll view.
    let scrollView: ScrollView
    /// The scene it sits in.
    private(set) weak var host: (any FeedPaneHost)?
    /// Hands an entry's link to the desktop's browser (nil: only counted, headless).
    private let openLink: ((String) -> Void)?

    /// The feed `source` fetches, shown in `list` in `scrollView`; `openLink` opens an entry.
    init(
        source: FeedSource, list: DemoList, scrollView: ScrollView,
        openLink: ((String) -> Void)?
    ) {
        self.source = source
        self.list = list
        self.scrollView = scrollView
        self.openLink = openLink
        rows = FeedRows()
    }

    /// Opening the entries: Return on a focused row, a double click.
    var opening: EntryOpening {
        EntryOpening(
            source: source, rows: rows, list: list, scrollView: scrollView, openLink: openLink)
    }

    /// The gap rows on the screen.
    var gapRows: GapRows? { GapRows(gaps: rows.gaps, list: list) }

    /// The filling of the gap rows.
    private var gapFilling: GapFilling {
        GapFilling(source: source, rows: rows, list: list, scrollView: scrollView)
    }

    /// Fills gap `index`: its next page goes out, unless a refresh, a load or another gap's
    /// page is in flight, or it has no page left to ask for (false then).
    @discardableResult
    func fillGap(_ index: Int) -> Bool {
        guard host?.inFlight.component == nil else { return false }
        return gapFilling.fill(index)
    }

    /// What the list does once a frame after any landing.
    private var upkeep: FeedUpkeep {
        FeedUpkeep(rows: rows, list: list, scrollView: scrollView, store: source.store)
    }

    /// Starts the list: its rows show entries — the cache's, where the reader left them, when
    /// it has the feed — and, with none yet, it refreshes at once (showing the loading
    /// placeholder until the first page lands).
    func start(in host: any ListPaneHost) {
        self.host = host
        list.feed?.entries = rows
        list.feed?.feedURL = source.url
        if restoreFromCache(host) { return refreshIfStale() }
        if list.rows.isEmpty { host.header.beginRefreshing() } else { refreshIfStale() }
    }

    /// The header's refreshing action: the GET goes out now, with the validators of the last
    /// success; the failure's reason the header showed goes with it.
    func sendRefresh() {
        host?.showRefreshFailure(nil)
        guard source.send(.refresh, at: scrollView.timeline.now) else { return }
        growRows()
    }

    /// The footer's refreshing action: the last page's next page, or at once no more data
    /// when it had none.
    func sendLoad() {
        guard source.send(.more, at: scrollView.timeline.now) else {
            host?.footer?.endRefreshingWithNoMoreData()
            return
        }
        growRows()
    }

    /// The tables grow for a page like the last now, when a request goes out, rather than in
    /// the frame its answer comes in, likely while the content moves.
    private func growRows() {
        rows.reserve(source.chain.lastPageSize)
    }

    /// Once a frame: what the request in flight brought, when it lands in this frame. A
    /// landing being written to the cache (in a window) shows in the first frame after its
    /// write; until then the feed does nothing else (the cache is the writer's).
    func clockDidAdvance() {
        guard let host else { return }
        if let store = source.store, !store.showWritten() { return }
        // A landing written ahead has just shown: it counts now, before another lands.
        source.publish()
        defer {
            // What landed counts in the trace once it shows.
            if source.store?.isWriting != true { source.publish() }
            gapFilling.noteAbandoned()
            upkeep.run(changed: host.listDidChange)
        }
        guard let (purpose, outcome) = source.land(at: scrollView.timeline.now) else { return }
        switch purpose {
        case .refresh: refreshLanded(outcome, host)
        case .more: pageLanded(outcome, nextPage: source.chain.nextPage, host)
        case .gap:
            gapFilling.landed(outcome, changed: host.listDidChange) { fresh, above, change in
                cacheLanding(
                    fresh, at: .after(entryID: above), pageNext: nil, refreshed: false,
                    gap: change, then: {})
            }
        }
    }

    /// Whether `component`'s data has landed and is being written to the cache, to show in
    /// the next frame: past cancelling.
    func isBeingWritten(_ component: any RefreshComponentHolder) -> Bool {
        guard source.store?.isWriting == true, let host else { return false }
        if component === host.header { return source.inFlight != .refresh }
        if component === host.footer { return source.inFlight != .more }
        return false
    }

    /// A refresh's outcome: new entries above (the reader's place kept), newer versions of
    /// entries in place; "3 new posts" or "Up to date"; a failure changes no row and says why
    /// in the header's detail line.
    private func refreshLanded(_ outcome: FetchOutcome, _ host: any FeedPaneHost) {
        let header = host.header
        switch outcome {
        case .landed(let page, _):
            let (fresh, newer) = rows.sort(page.entries, against: list.rows)
            // Entries none of which the list holds leave a gap row between them and it.
            let opensGap =
                !fresh.isEmpty && fresh.count == page.entries.count && !list.rows.isEmpty
            if opensGap { source.refreshOpenedGap() }
            rows.reserve(fresh.count)
            cacheLanding(
                fresh, at: .top, replacing: newer.map(\.entry), pageNext: page.nextPage,
                refreshed: true, gap: opensGap ? .openAboveFirst(next: page.nextPage) : nil
            ) { [self] in
                refreshEnded(outcome, host)
                list.phase = .none
                insertEntries(
                    fresh, replacing: newer, gapNext: opensGap ? .some(page.nextPage) : .none,
                    host)
                header.setTitle(host.listTexts.newPosts(fresh.count, host.language), for: .success)
                header.endRefreshing(result: .success)
                if source.chain.nextPage == nil { host.footer?.endRefreshingWithNoMoreData() }
            }
        case .notModified:
            cacheLanding([], at: .top, pageNext: nil, refreshed: true) { [self] in
                refreshEnded(outcome, host)
                list.phase = .none
                header.setTitle(host.listTexts.newPosts(0, host.language), for: .success)
                header.endRefreshing(result: .success)
            }
        case .failed:
            // The detail line says why (`refreshEnded`).
            refreshEnded(outcome, host)
            list.phase = list.rows.isEmpty ? .error : .none
            header.endRefreshing(result: .failure)
        }
    }

    /// Puts `fresh` above the rows and `newer` in their rows' places as the feed list puts a
    /// refresh's rows: while the view is not at the top the anchor row stays where it is on the
    /// screen; at the top the new rows show from the top. With `gapNext`, a gap row goes between
    /// `fresh` and the rows that were there, to be filled from that page.
    private func insertEntries(
        _ fresh: [FeedEntry], replacing newer: [(index: Int, entry: FeedEntry)],
        gapNext: URL??, _ host: any FeedPaneHost
    ) {
        guard !fresh.isEmpty || !newer.isEmpty else { return }
        let atTop = scrollView.contentOffsetY <= -scrollView.contentInset.top
        let before = atTop ? nil : host.surface.anchor
        scrollView.update(list.layout, keepingAnchor: !atTop) {
            for (index, entry) in newer {
                let old = list.rows[index].id
                list.replaceEntry(atRow: index, with: entry, rows)
                rows.gaps.rowReplaced(old, by: list.rows[index].id)
            }
            if !fresh.isEmpty { list.prependEntries(fresh, rows) }
            if let gapNext {
                list.insertGap(aboveRow: fresh.count)
                rows.gaps.open(aboveRow: list.rows[fresh.count].id, next: gapNext)
            }
        }
        host.listDidChange()
        if !fresh.isEmpty { host.surface.noteAnchoredInsertion(before, rowsAbove: fresh.count) }
    }

    /// An older page's outcome: its new entries below; no more data when it has no next page
    /// or added nothing; a failure changes no row and says why in the footer.
    private func pageLanded(_ outcome: FetchOutcome, nextPage: URL?, _ host: any FeedPaneHost) {
        let footer = host.footer
        switch outcome {
        case .landed(let page, _):
            let fresh = page.entries.filter { rows.row(ofEntry: $0.id) == nil }
            rows.reserve(fresh.count)
            cacheLanding(fresh, at: .bottom, pageNext: page.nextPage, refreshed: false) {
                [self] in
                if !fresh.isEmpty {
                    list.appendEntries(fresh, rows)
                    host.listDidChange()
                }
                if fresh.isEmpty || nextPage == nil {
                    footer?.endRefreshingWithNoMoreData(result: .success)
                } else {
                    footer?.endRefreshing(result: .success)
                }
            }
        case .notModified:
            footer?.endRefreshingWithNoMoreData(result: .success)
        case .failed(let reason, _):
            footer?.setTitle(
                host.listTexts.failure(reason, footer: true, host.language), for: .failure)
            footer?.endRefreshing(result: .failure)
        }
    }

    // MARK: - The cache

    /// With the feed in the cache: its entries become the rows in frame 0, before any request,
    /// with the saved anchor entry at its saved y and the header's last-updated line the last
    /// successful refresh's time. False when the cache has none of it.
    private func restoreFromCache(_ host: any FeedPaneHost) -> Bool {
        guard let store = source.store, let restored = store.restore() else { return false }
        source.restore(restored.state)
        upkeep.restore(restored, from: store)
        host.listDidChange()
        if let time = restored.state.lastSuccess?.timeIntervalSince1970 {
            // `--stale-after` judges from the last success the cache kept, as the header does.
            source.schedule.lastSuccess = time
            host.header.store.setLastUpdated(time, forKey: host.header.lastUpdatedTimeKey)
            host.header.lastUpdatedTimeText = nil
        }
        if let position = restored.position { upkeep.scroll(to: position) }
        upkeep.readRowsNearView(host.listDidChange)
        if restored.state.nextPage == nil { host.footer?.endRefreshingWithNoMoreData() }
        return true
    }

    /// Writes what a landing brought to the cache — `fresh` at `place`, `newer` in place, what
    /// it did to a gap; a refresh's success stamps its time — then runs `show`, which puts it
    /// in the list: in this frame headless or without a cache, in a window in the first frame
    /// after the write (`FeedStore`), so the frame that shows a landing never writes it.
    private func cacheLanding(
        _ fresh: [FeedEntry], at place: CacheLanding.Place, replacing newer: [FeedEntry] = [],
        pageNext: URL?, refreshed: Bool, gap: CacheGapChange? = nil,
        then show: @escaping () -> Void
    ) {
        let shown = { [self] in
            if place == .top { rows.window?.shift += fresh.count }
            show()
        }
        guard let store = source.store, let host else { return shown() }
        let now = Date(timeIntervalSince1970: host.calendarNow)
        store.land(
            fresh, at: place, replacing: newer, pageNext: pageNext, source: source,
            succeededAt: refreshed ? now : nil, gap: gap, then: shown)
    }

    /// Writes the reading position now: call it when the run ends (a window closed, the
    /// script done), so the next run opens where this one was left.
    func saveReadingPosition() {
        source.store?.save(upkeep.readingPosition)
    }

    /// The fourth round's feed fields of the trace: the source, the last status and failure,
    /// the anchor row's entry.
    func trace(into record: inout TraceRecord) {
        record.source = "feed"
        record.httpStatus = source.tally.httpStatus
        record.sourceError = source.tally.sourceError
        record.opened = source.opened
        record.gapRows = rows.gaps.count
        record.cached = source.store?.cached ?? 0
        if let entry = anchorEntry { record.anchorID = entry.id }
    }

    /// The entry of the row at the view's anchor, nil with none.
    private var anchorEntry: FeedEntry? {
        guard let anchor = host?.surface.anchor, list.rows.indices.contains(anchor.row) else {
            return nil
        }
        return rows.entry(ofRow: list.rows[anchor.row].id)
    }
}
