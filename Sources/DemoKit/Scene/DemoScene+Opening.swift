import RefreshCore

extension DemoScene {
    // MARK: - Opening a feed's entry (Return, a double click)

    /// Two clicks on one row this close together are a double click (GTK's default
    /// `gtk-double-click-time`, 400 ms).
    static let doubleClickInterval = 0.4

    /// Opens the link of the entry in row `index` (from 0): a window hands it to the desktop's
    /// browser (`SceneResources.openLink`), a headless run only counts it (`opened`). A row
    /// without a link, or a list not from a feed, does nothing.
    func openEntry(atRow index: Int) {
        guard let feedSource, rows.indices.contains(index),
            let link = feedRows?.entry(ofRow: rows[index].id)?.link
        else { return }
        feedSource.opened += 1
        if !options.headless { resources.openLink?(link.absoluteString) }
    }

    /// A click on a feed's row: the second on the same row within `doubleClickInterval` opens
    /// its entry (true: the click is taken).
    func clickFeedRow(at point: Point) -> Bool {
        guard let feedSource, !rows.isEmpty else { return false }
        let y = point.y + scrollView.contentOffsetY
        let index = list.rowIndex(atContentY: y)
        guard list.rowFrame(index).minY <= y, y < list.rowFrame(index).maxY else { return false }
        let id = rows[index].id
        if let last = feedSource.lastClick, last.row == id,
            timeline.now - last.time <= Self.doubleClickInterval + 1e-9
        {
            feedSource.lastClick = nil
            openEntry(atRow: index)
            return true
        }
        feedSource.lastClick = (id, timeline.now)
        return false
    }
}
