import FoundationEssentials
import RefreshCache
import RefreshCore
import RefreshSource

extension DemoScene {
    // MARK: - The feed's cache (`--cache`)

    /// With the feed in the cache: its entries become the rows in frame 0, before any request,
    /// with the saved anchor entry at its saved y and the header's last-updated line the last
    /// successful refresh's time. False when the cache has none of it.
    func restoreFromCache() -> Bool {
        guard let feedSource, let store = feedSource.store, let feedRows,
            let restored = store.restore()
        else { return false }
        feedSource.restore(restored.state)
        if restored.entries.isEmpty {
            // The window first: the rows are measured as they go in, and estimated by it.
            let count = store.cached
            feedRows.window = CachedRowWindow(
                firstRowID: list.nextRowID, count: count, read: { [store] in store.read($0) },
                index: { [store] in store.index(ofEntry: $0) })
            list.appendCachedRows(count)
        } else {
            list.appendEntries(restored.entries, feedRows)
        }
        // The gaps the cache kept, each above its entry, as the refresh that opened it left it.
        for gap in store.gaps().reversed() {
            guard let rowID = feedRows.row(ofEntry: gap.belowEntryID),
                let index = rowIndex(ofRowID: rowID), index > 0
            else { continue }
            list.insertGap(aboveRow: index)
            feedRows.gaps.open(aboveRow: rowID, next: gap.next)
        }
        listDidChange()
        if let time = restored.state.lastSuccess?.timeIntervalSince1970 {
            // `--stale-after` judges from the last success the cache kept, as the header does.
            feedSource.schedule.lastSuccess = time
            header.store.setLastUpdated(time, forKey: header.lastUpdatedTimeKey)
            header.lastUpdatedTimeText = nil
        }
        if let position = restored.position, let rowID = feedRows.row(ofEntry: position.entryID),
            let index = rows.firstIndex(where: { $0.id == rowID })
        {
            let top = list.rowFrame(index).minY - position.y
            scrollView.setContentOffsetY(
                min(max(top, scrollView.minOffsetY), scrollView.maxOffsetY))
        }
        readRowsNearView()
        if restored.state.nextPage == nil { footer?.endRefreshingWithNoMoreData() }
        return true
    }

    /// Writes what a landing brought to the cache — `fresh` at `place`, `newer` in place, what
    /// it did to a gap; a refresh's success stamps its time — then runs `show`, which puts it
    /// in the list: in this frame headless or without a cache, in a window in the first frame
    /// after the write (`FeedStore`), so the frame that shows a landing never writes it.
    func cacheLanding(
        _ fresh: [FeedEntry], at place: CacheLanding.Place, replacing newer: [FeedEntry] = [],
        pageNext: URL?, refreshed: Bool, gap: CacheGapChange? = nil,
        then show: @escaping () -> Void
    ) {
        let shown = { [self] in
            if place == .top { feedRows?.window?.shift += fresh.count }
            show()
        }
        guard let feedSource, let store = feedSource.store else { return shown() }
        let now = Date(timeIntervalSince1970: resources.clock.epoch(at: timeline.now))
        store.land(
            fresh, at: place, replacing: newer, pageNext: pageNext, source: feedSource,
            succeededAt: refreshed ? now : nil, gap: gap, then: shown)
    }

    /// Once a frame, with rows whose heights are estimates (a feed read from the cache a window
    /// at a time, a big landing): the entries of the rows within a view's height of the view
    /// are read from the cache, and the rows whose heights were estimated are measured, the anchor row keeping its y (so rows are measured before they
    /// show, and what is on the screen does not move).
    func readRowsNearView() {
        guard let feedRows, feedRows.hasEstimates, !rows.isEmpty else { return }
        let height = scrollView.viewSize.height
        let items = list.layout.items(
            inViewAt: scrollView.contentOffsetY - height, height: 3 * height)
        guard !items.isEmpty else { return }
        let first = list.layout.row(ofItem: items.lowerBound)
        let end = min(rows.count, list.layout.row(ofItem: items.upperBound - 1) + 1)
        guard first < end else { return }
        // Most frames find nothing estimated near the view: they allocate nothing.
        guard rows[first..<end].contains(where: { feedRows.isEstimated($0.id) }) else { return }
        let estimated = rows[first..<end].map(\.id).filter { feedRows.isEstimated($0) }
        feedRows.window?.load(estimated.filter { feedRows.isUnread($0) })
        feedRows.measured(estimated)
        for index in first..<end {
            guard let entry = feedRows.entry(ofRow: rows[index].id), rows[index].title.isEmpty
            else { continue }
            // The accessible name and detail, as rows made from entries have them.
            list.rows[index].title = entry.author
            list.rows[index].subtitle = entry.id
        }
        scrollView.update(list.layout) {
            list.layout.remeasure(list.item(ofRow: first)..<list.item(ofRow: end - 1) + 1)
        }
        listDidChange()
    }

    /// After a landing past the cache's limit: the rows whose entries it pruned (the last
    /// ones) leave the list too, so `rows` stays the feed's entries the cache holds.
    func dropPrunedRows() {
        guard let store = feedSource?.store, store.pruned > 0 else { return }
        let count = min(store.pruned, rows.count)
        store.pruned = 0
        guard count > 0 else { return }
        let end = list.item(ofRow: rows.count - 1) + 1
        list.rows.removeLast(count)
        list.layout.remove(end - count..<end)
        listDidChange()
    }

    /// The reading position now: the anchor row's entry and its y (nil with no entry).
    var readingPosition: ReadingPosition? {
        guard let anchor, rows.indices.contains(anchor.row),
            let entry = feedRows?.entry(ofRow: rows[anchor.row].id)
        else { return nil }
        return ReadingPosition(entryID: entry.id, y: anchor.y)
    }

    /// Once a frame: the reading position is written once the content has come to rest.
    func noteReadingPosition() {
        guard let store = feedSource?.store else { return }
        let resting = !scrollView.isDragging && !scrollView.isDecelerating
        store.note(resting ? readingPosition : nil)
    }

    /// Writes the reading position now: call it when the run ends (a window closed, the
    /// script done), so the next run opens where this one was left.
    public func saveReadingPosition() {
        feedSource?.store?.save(readingPosition)
    }
}
