import RefreshCore

/// `--prefetch N`: the auto footer also loads, while the content moves towards its end, as soon
/// as N or fewer rows lie wholly below the view's bottom edge — once per approach: after it
/// fires it waits until more than N rows lie below again (a page landed, or the user scrolled
/// back), so a load that fails is not asked again at once. Rows are counted on the list's
/// layout, so rows of any height count as rows: the rule is the scene's, the rest is the
/// footer's own `EdgeTrigger` (no drag limit, once per approach).
struct PrefetchTrigger {
    /// N; 0 leaves MJRefresh's rule alone.
    let rows: Int
    private var edge: EdgeTrigger
    /// Whether an offset has been seen: the first one only starts the trigger.
    private var started = false

    /// A trigger at `rows` rows (0: none).
    init(rows: Int) {
        self.rows = rows
        edge = EdgeTrigger(edge: .bottom, dragAllowance: -1)
        edge.oncePerApproach = true
    }

    /// The content moved to `offset` with `rowsBelow` rows wholly below the view; `canLoad`:
    /// the footer is idle and nothing wins over it. True when it should begin loading now.
    mutating func moved(to offset: Double, rowsBelow: Int, canLoad: Bool) -> Bool {
        guard started else {
            started = true
            edge.start(at: offset)
            return false
        }
        guard rows > 0 else { return false }
        return edge.scrolled(
            to: offset, near: rowsBelow <= rows, dragging: false, armed: canLoad, blocked: false)
    }
}
