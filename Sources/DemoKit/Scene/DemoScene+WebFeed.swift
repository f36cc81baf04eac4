import FoundationEssentials
import RefreshCore
import RefreshSource

extension DemoScene {
    // MARK: - A web feed (`--feed`)

    /// The entries behind the rows of a `--feed` list, nil otherwise.
    var feedRows: FeedRows? { feedSource == nil ? nil : list.feed?.entries }

    /// Starts a `--feed` list: its rows show entries — the cache's, where the reader left
    /// them, when it has the feed — and, with none yet, it refreshes at once (showing the
    /// loading placeholder until the first page lands).
    func startWebFeed() {
        guard let feedSource, let feed = list.feed else { return }
        feed.entries = FeedRows()
        feed.feedURL = feedSource.url
        if restoreFromCache() {
            refreshIfStale()
            return
        }
        if rows.isEmpty { header.beginRefreshing() } else { refreshIfStale() }
    }

    /// The header's refreshing action with a feed: the GET goes out now, with the validators
    /// of the last success; the failure's reason the header showed goes with it.
    func startFeedRefresh() {
        presence.refreshFailure = nil
        applyHeaderDetail()
        guard let feedSource, feedSource.send(.refresh, at: timeline.now) else { return }
        growFeedRows(for: feedSource)
    }

    /// The feed's tables grow for a page like the last now, when a request goes out, rather
    /// than in the frame its answer comes in, likely while the content moves.
    private func growFeedRows(for feedSource: FeedSource) {
        feedRows?.reserve(feedSource.lastPageSize)
    }

    /// The footer's refreshing action with a feed: the last page's next page, or at once no
    /// more data when it had none.
    func startFeedLoad() {
        guard let feedSource, feedSource.send(.more, at: timeline.now) else {
            footer?.endRefreshingWithNoMoreData()
            return
        }
        growFeedRows(for: feedSource)
    }

    /// Once a frame: what the feed's request in flight brought, when it lands in this frame.
    /// A landing being written to the cache (in a window) shows in the first frame after its
    /// write; until then the feed does nothing else (the cache is the writer's).
    func landFeed() {
        guard let feedSource else { return }
        if let store = feedSource.store, !store.showWritten() { return }
        // A landing written ahead has just shown: it counts now, before another lands.
        feedSource.publish()
        defer {
            // What landed counts in the trace once it shows.
            if feedSource.store?.isWriting != true { feedSource.publish() }
            noteGapAbandoned()
            dropPrunedRows()
            readRowsNearView()
            noteReadingPosition()
        }
        guard let (purpose, outcome) = feedSource.land(at: timeline.now) else { return }
        switch purpose {
        case .refresh: refreshLanded(outcome)
        case .more: pageLanded(outcome, nextPage: feedSource.nextPage)
        case .gap: gapLanded(outcome)
        }
    }

    /// Whether `component`'s data has landed and is being written to the cache, to show in
    /// the next frame: past cancelling.
    func isBeingWritten(_ component: RefreshComponent) -> Bool {
        guard let feedSource, feedSource.store?.isWriting == true else { return false }
        if component === header { return feedSource.inFlight != .refresh }
        if component === footer { return feedSource.inFlight != .more }
        return false
    }

    /// A refresh's outcome: new entries above (the reader's place kept), newer versions of
    /// entries in place; "3 new posts" or "Up to date"; a failure changes no row and says why
    /// in the header's detail line.
    private func refreshLanded(_ outcome: FetchOutcome) {
        guard let feedRows, let feedSource else { return }
        switch outcome {
        case .landed(let page, _):
            var fresh: [FeedEntry] = []
            var newer: [(index: Int, entry: FeedEntry)] = []
            // The rows' places, made at the first entry the list holds (a page of new entries
            // makes no table of every row).
            var indexOfRow: [Int: Int]?
            for entry in page.entries {
                guard let rowID = feedRows.row(ofEntry: entry.id) else {
                    fresh.append(entry)
                    continue
                }
                let places =
                    indexOfRow
                    ?? Dictionary(
                        rows.enumerated().map { ($0.element.id, $0.offset) },
                        uniquingKeysWith: { a, _ in a })
                indexOfRow = places
                guard let index = places[rowID] else {
                    fresh.append(entry)
                    continue
                }
                // A big cache's row away from the view is read for its date first.
                if let date = entry.date, let old = feedRows.readEntry(ofRow: rowID)?.date,
                    date > old
                {
                    newer.append((index, entry))
                }
            }
            // Entries none of which the list holds leave a gap row between them and it.
            let opensGap = !fresh.isEmpty && fresh.count == page.entries.count && !rows.isEmpty
            if opensGap { feedSource.refreshOpenedGap() }
            feedRows.reserve(fresh.count)
            cacheLanding(
                fresh, at: .top, replacing: newer.map(\.entry), pageNext: page.nextPage,
                refreshed: true, gap: opensGap ? .openAboveFirst(next: page.nextPage) : nil
            ) { [self] in
                noteRefreshEnded(outcome)
                list.phase = .none
                insertEntries(
                    fresh, replacing: newer, into: feedRows,
                    gapNext: opensGap ? .some(page.nextPage) : .none)
                header.setTitle(listTexts.newPosts(fresh.count, language), for: .success)
                header.endRefreshing(result: .success)
                if feedSource.nextPage == nil { footer?.endRefreshingWithNoMoreData() }
            }
        case .notModified:
            cacheLanding([], at: .top, pageNext: nil, refreshed: true) { [self] in
                noteRefreshEnded(outcome)
                list.phase = .none
                header.setTitle(listTexts.newPosts(0, language), for: .success)
                header.endRefreshing(result: .success)
            }
        case .failed:
            // The detail line says why (`noteRefreshEnded`).
            noteRefreshEnded(outcome)
            list.phase = rows.isEmpty ? .error : .none
            header.endRefreshing(result: .failure)
        }
    }

    /// Puts `fresh` above the rows and `newer` in their rows' places as the feed list puts a
    /// refresh's rows: while the view is not at the top the anchor row stays where it is on the
    /// screen; at the top the new rows show from the top. With `gapNext`, a gap row goes between
    /// `fresh` and the rows that were there, to be filled from that page.
    private func insertEntries(
        _ fresh: [FeedEntry], replacing newer: [(index: Int, entry: FeedEntry)],
        into feedRows: FeedRows, gapNext: URL?? = nil
    ) {
        guard !fresh.isEmpty || !newer.isEmpty else { return }
        let atTop = scrollView.contentOffsetY <= -scrollView.contentInset.top
        let before = atTop ? nil : anchor
        scrollView.update(list.layout, keepingAnchor: !atTop) {
            for (index, entry) in newer {
                let old = rows[index].id
                list.replaceEntry(atRow: index, with: entry, feedRows)
                feedRows.gaps.rowReplaced(old, by: rows[index].id)
            }
            if !fresh.isEmpty { list.prependEntries(fresh, feedRows) }
            if let gapNext {
                list.insertGap(aboveRow: fresh.count)
                feedRows.gaps.open(aboveRow: rows[fresh.count].id, next: gapNext)
            }
        }
        listDidChange()
        if !fresh.isEmpty { noteAnchoredInsertion(before, rowsAbove: fresh.count) }
    }

    /// An older page's outcome: its new entries below; no more data when it has no next page
    /// or added nothing; a failure changes no row and says why in the footer.
    private func pageLanded(_ outcome: FetchOutcome, nextPage: URL?) {
        guard let feedRows else { return }
        switch outcome {
        case .landed(let page, _):
            let fresh = page.entries.filter { feedRows.row(ofEntry: $0.id) == nil }
            feedRows.reserve(fresh.count)
            cacheLanding(fresh, at: .bottom, pageNext: page.nextPage, refreshed: false) {
                [self] in
                if !fresh.isEmpty {
                    list.appendEntries(fresh, feedRows)
                    listDidChange()
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
            footer?.setTitle(listTexts.failure(reason, footer: true, language), for: .failure)
            footer?.endRefreshing(result: .failure)
        }
    }

    /// The fourth round's feed fields of the trace: the source, the last status and failure,
    /// the anchor row's entry.
    func traceFeed(into record: inout TraceRecord) {
        guard let feedSource else { return }
        record.source = "feed"
        record.httpStatus = feedSource.httpStatus
        record.sourceError = feedSource.sourceError
        record.opened = feedSource.opened
        record.gapRows = feedGaps?.count ?? 0
        record.cached = feedSource.store?.cached ?? 0
        if let anchor, rows.indices.contains(anchor.row),
            let entry = feedRows?.entry(ofRow: rows[anchor.row].id)
        {
            record.anchorID = entry.id
        }
    }

    /// The relative time of an entry's date ("3 h ago", "2 d ago"), nil without a date.
    func relativeTime(of entry: FeedEntry) -> String? {
        guard let date = entry.date else { return nil }
        let now = resources.clock.epoch(at: timeline.now)
        let minutes = max(0, Int(((now - date.timeIntervalSince1970) / 60).rounded(.down)))
        if minutes == 0 { return listTexts.text(.justNow, language) }
        if minutes < 60 { return listTexts.text(.minutesAgo, language, minutes) }
        if minutes < 24 * 60 { return listTexts.text(.hoursAgo, language, minutes / 60) }
        return listTexts.text(.daysAgo, language, minutes / (24 * 60))
    }
}
