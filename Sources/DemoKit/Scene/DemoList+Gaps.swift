import RefreshCore
import RefreshSource

extension DemoList {
    // MARK: - A feed's gap rows (items between rows, as a section's headers are)

    /// The item of the gap row just above row `index` (from 0), nil when none is there.
    func gapItem(aboveRow index: Int) -> Int? {
        guard rows.indices.contains(index) else { return nil }
        let item = item(ofRow: index) - 1
        guard item >= 0, layout.kind(of: item) == .header, item != bandItem else { return nil }
        return item
    }

    /// Puts a gap row just above row `index`.
    func insertGap(aboveRow index: Int) {
        layout.insert([.header], at: item(ofRow: index))
    }

    /// Takes away the gap row just above row `index`.
    func removeGap(aboveRow index: Int) {
        guard let item = gapItem(aboveRow: index) else { return }
        layout.remove(item..<item + 1)
    }

    /// Puts rows for `entries` just above the gap row over row `index`, in the document's
    /// order (a gap's page: below the entries above the gap, above the gap row).
    func insertEntries(_ entries: [FeedEntry], aboveGapOverRow index: Int, _ source: FeedRows) {
        guard let gap = gapItem(aboveRow: index) else { return }
        rows.insert(contentsOf: entryRows(entries, source), at: index)
        layout.insert(Array(repeating: .row, count: entries.count), at: gap)
    }
}
