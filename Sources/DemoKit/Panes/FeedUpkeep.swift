import RefreshCache
import RefreshCore

/// How a web feed's list keeps its rows: once, the rows the cache restores; then once a frame,
/// after any landing, rows whose heights are estimates are read and measured before they come
/// near the view, rows the cache pruned leave the list, and the reading position is noted for
/// the cache once the content rests.
struct FeedUpkeep {
    /// The entries behind the rows.
    let rows: FeedRows
    /// The list they are shown in.
    let list: DemoList
    /// The view the list scrolls in.
    let scrollView: ScrollView
    /// The cache, with `--cache`.
    let store: FeedStore?

    /// Puts the rows of what the cache kept in the list: its entries, or, for a big cache, a
    /// window reading them as they come near the view; then the gaps it kept, each above its
    /// entry, as the refresh that opened it left it.
    func restore(_ restored: FeedStore.Restored, from store: FeedStore) {
        if restored.entries.isEmpty {
            // The window first: the rows are measured as they go in, and estimated by it.
            rows.window = CachedRowWindow(
                firstRowID: list.nextRowID, count: store.cached,
                read: { [store] in store.read($0) }, index: { [store] in store.index(ofEntry: $0) })
            list.appendCachedRows(store.cached)
        } else {
            list.appendEntries(restored.entries, rows)
        }
        for gap in store.gaps().reversed() {
            guard let rowID = rows.row(ofEntry: gap.belowEntryID),
                let index = list.rowIndex(ofRowID: rowID), index > 0
            else { continue }
            list.insertGap(aboveRow: index)
            rows.gaps.open(aboveRow: rowID, next: gap.next)
        }
    }

    /// Scrolls to where the reader was left: the position's entry at its y, as far as the
    /// content allows.
    func scroll(to position: ReadingPosition) {
        guard let rowID = rows.row(ofEntry: position.entryID),
            let index = list.rowIndex(ofRowID: rowID)
        else { return }
        let top = list.rowFrame(index).minY - position.y
        scrollView.setContentOffsetY(min(max(top, scrollView.minOffsetY), scrollView.maxOffsetY))
    }

    /// Runs the frame's upkeep; `changed` is called when the list's rows or heights changed.
    func run(changed: () -> Void) {
        dropPrunedRows(changed)
        readRowsNearView(changed)
        let resting = !scrollView.isDragging && !scrollView.isDecelerating
        store?.note(resting ? readingPosition : nil)
    }

    /// The reading position now: the entry of the topmost row whose top edge is in view, and
    /// that edge's y (nil with no entry).
    var readingPosition: ReadingPosition? {
        let anchor = list.layout.anchor(
            inViewAt: scrollView.contentOffsetY, height: scrollView.viewSize.height)
        guard let anchor, list.rows.indices.contains(anchor.row),
            let entry = rows.entry(ofRow: list.rows[anchor.row].id)
        else { return nil }
        return ReadingPosition(entryID: entry.id, y: anchor.y)
    }

    /// With rows whose heights are estimates (a feed read from the cache a window at a time,
    /// a big landing): the entries of the rows within a view's height of the view are read
    /// from the cache, and the rows whose heights were estimated are measured, the anchor row
    /// keeping its y (so rows are measured before they show, and what is on the screen does
    /// not move).
    func readRowsNearView(_ changed: () -> Void) {
        guard rows.hasEstimates, !list.rows.isEmpty else { return }
        let height = scrollView.viewSize.height
        let items = list.layout.items(
            inViewAt: scrollView.contentOffsetY - height, height: 3 * height)
        guard !items.isEmpty else { return }
        let first = list.layout.row(ofItem: items.lowerBound)
        let end = min(list.rows.count, list.layout.row(ofItem: items.upperBound - 1) + 1)
        guard first < end else { return }
        // Most frames find nothing estimated near the view: they allocate nothing.
        guard list.rows[first..<end].contains(where: { rows.isEstimated($0.id) }) else { return }
        let estimated = list.rows[first..<end].map(\.id).filter { rows.isEstimated($0) }
        rows.window?.load(estimated.filter { rows.isUnread($0) })
        rows.measured(estimated)
        for index in first..<end {
            guard let entry = rows.entry(ofRow: list.rows[index].id),
                list.rows[index].title.isEmpty
            else { continue }
            // The accessible name and detail, as rows made from entries have them.
            list.rows[index].title = entry.author
            list.rows[index].subtitle = entry.id
        }
        scrollView.update(list.layout) {
            list.layout.remeasure(list.item(ofRow: first)..<list.item(ofRow: end - 1) + 1)
        }
        changed()
    }

    /// After a landing past the cache's limit: the rows whose entries it pruned (the last
    /// ones) leave the list too, so the rows stay the feed's entries the cache holds.
    private func dropPrunedRows(_ changed: () -> Void) {
        guard let store, store.pruned > 0 else { return }
        let count = min(store.pruned, list.rows.count)
        store.pruned = 0
        guard count > 0 else { return }
        let end = list.item(ofRow: list.rows.count - 1) + 1
        list.rows.removeLast(count)
        list.layout.remove(end - count..<end)
        changed()
    }
}
