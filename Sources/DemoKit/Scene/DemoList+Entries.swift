import RefreshCore
import RefreshSource

extension DemoList {
    /// Rows for `entries`, in their order, each registered with the feed's entries before the
    /// layout measures it (its height is its entry's text's; more than
    /// `FeedRows.measuredAtOnce` of them are estimated until they come near the view).
    func entryRows(_ entries: [FeedEntry], _ source: FeedRows) -> [DemoRow] {
        let estimated = entries.count > FeedRows.measuredAtOnce
        return entries.map { entry in
            let row = DemoRow(id: nextRowID, title: entry.author, subtitle: entry.id)
            nextRowID += 1
            source.show(entry, inRow: row.id)
            if estimated { source.estimate(row.id) }
            return row
        }
    }

    /// Puts rows for `entries` above the first one, in the document's order (a feed's refresh).
    func prependEntries(_ entries: [FeedEntry], _ source: FeedRows) {
        rows.insert(contentsOf: entryRows(entries, source), at: 0)
        layout.insertRows(entries.count, at: 0)
    }

    /// Adds `count` rows at the end whose entries stay in the cache until they come near the
    /// view (`FeedRows.window`, which must know them first: it estimates their heights).
    func appendCachedRows(_ count: Int) {
        let first = nextRowID
        // In place and in one access of the array: 100 000 rows are made once, not made and
        // then copied, and not checked for exclusive access one by one.
        rows.append(
            contentsOf: (first..<first + count).lazy.map {
                DemoRow(id: $0, title: "", subtitle: "")
            })
        nextRowID += count
        // Every such row is estimated alike (`DemoFeed.height`) until it comes near the view.
        layout.appendAlikeRows(count)
    }

    /// Adds rows for `entries` at the end (a feed's older page).
    func appendEntries(_ entries: [FeedEntry], _ source: FeedRows) {
        rows.append(contentsOf: entryRows(entries, source))
        layout.appendRows(entries.count)
    }

    /// Row `index` shows `entry` (a newer version of its entry) under a new id, so a renderer
    /// keeping the row's pixels draws it again, and is measured again.
    func replaceEntry(atRow index: Int, with entry: FeedEntry, _ source: FeedRows) {
        feed?.forget(rows[index])
        rows[index] = entryRows([entry], source)[0]
        let item = item(ofRow: index)
        layout.remeasure(item..<item + 1)
    }
}
