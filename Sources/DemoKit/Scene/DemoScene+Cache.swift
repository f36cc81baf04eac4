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
        list.appendEntries(restored.entries, feedRows)
        listDidChange()
        if let time = restored.state.lastSuccess?.timeIntervalSince1970 {
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
        if restored.state.nextPage == nil { footer?.endRefreshingWithNoMoreData() }
        return true
    }

    /// Writes what a landing brought to the cache (before this frame is drawn): `fresh` at
    /// `place`, `newer` in place; a refresh's success stamps its time.
    func cacheLanding(
        _ fresh: [FeedEntry], at place: CacheLanding.Place, replacing newer: [FeedEntry] = [],
        pageNext: URL?, refreshed: Bool
    ) {
        guard let feedSource, let store = feedSource.store else { return }
        let now = Date(timeIntervalSince1970: resources.clock.epoch(at: timeline.now))
        store.land(
            fresh, at: place, replacing: newer, pageNext: pageNext, source: feedSource,
            succeededAt: refreshed ? now : nil)
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
