import RefreshCore

/// Opening a feed's entry in the desktop's browser: Return on a focused row, or a double click
/// on it. A value the feed's pane makes when it needs one; what it counts and the click it
/// waits to pair live in the feed's source (`opened`, `lastClick`).
struct EntryOpening {
    /// Two clicks on one row this close together are a double click (GTK's default
    /// `gtk-double-click-time`, 400 ms).
    static let doubleClickInterval = 0.4

    /// The feed's requests and what they left, where the count and the last click are kept.
    let source: FeedSource
    /// The entries behind the rows.
    let rows: FeedRows
    /// The rows and where each is.
    let list: DemoList
    /// The list's scroll view, on whose clock clicks are paired.
    let scrollView: ScrollView
    /// Hands a link to the desktop's browser; nil where nothing may be opened (a headless run
    /// only counts it).
    let openLink: ((String) -> Void)?

    /// Opens the link of the entry in row `index` (from 0); a row without a link does nothing.
    func open(row index: Int) {
        guard list.rows.indices.contains(index),
            let link = rows.entry(ofRow: list.rows[index].id)?.link
        else { return }
        source.opened += 1
        openLink?(link.absoluteString)
    }

    /// A click at `point` in the view: the second on the same row within
    /// `doubleClickInterval` opens its entry (true: the click is taken).
    func click(at point: Point) -> Bool {
        guard !list.rows.isEmpty else { return false }
        let y = point.y + scrollView.contentOffsetY
        let index = list.rowIndex(atContentY: y)
        guard list.rowFrame(index).minY <= y, y < list.rowFrame(index).maxY else { return false }
        let id = list.rows[index].id
        let now = scrollView.timeline.now
        if let last = source.lastClick, last.row == id,
            now - last.time <= Self.doubleClickInterval + 1e-9
        {
            source.lastClick = nil
            open(row: index)
            return true
        }
        source.lastClick = (id, now)
        return false
    }
}
