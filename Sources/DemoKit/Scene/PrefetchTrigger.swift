/// `--prefetch N`: the auto footer also loads, while the content moves towards its end, as soon
/// as N or fewer rows lie wholly below the view's bottom edge — once per approach: after it
/// fires it waits until more than N rows lie below again (a page landed, or the user scrolled
/// back), so a load that fails is not asked again at once. Rows are counted on the list's
/// layout, so rows of any height count as rows.
struct PrefetchTrigger {
    /// N; 0 leaves MJRefresh's rule alone.
    let rows: Int
    private var armed = true
    private var lastOffset: Double?

    /// A trigger at `rows` rows (0: none).
    init(rows: Int) { self.rows = rows }

    /// The content moved to `offset` with `rowsBelow` rows wholly below the view; `canLoad`:
    /// the footer is idle and nothing wins over it. True when it should begin loading now.
    mutating func moved(to offset: Double, rowsBelow: Int, canLoad: Bool) -> Bool {
        let last = lastOffset
        lastOffset = offset
        guard rows > 0 else { return false }
        if rowsBelow > rows {
            armed = true
            return false
        }
        guard armed, canLoad, let last, offset > last else { return false }
        armed = false
        return true
    }
}
