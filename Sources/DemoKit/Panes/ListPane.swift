import RefreshAccessibleView
import RefreshCore
import RefreshSource

/// What a pane may ask of the scene it sits in: a list's services (the list's surface, which
/// puts rows in, among them) and a feed's (each pane keeps the part it needs).
typealias ListPaneHost = FeedPaneHost

/// One kind of list in the scene (`ListPanes` makes the one for the options): what the scene's
/// header and footer ask of it, what it adds to the list (a component in the header's place, a
/// pill over the rows, gap rows) and how it draws, reads and traces its rows. The scene asks
/// its pane and never which kind of list it shows; what a pane does not have, the extension
/// below answers for it (nothing to add, nothing to do).
protocol ListPane: AnyObject {
    /// Starts the pane in `host`, once the scene is built.
    func start(in host: any ListPaneHost)
    /// The component in the header's place at the top (a chat's top loader); nil: the header.
    var topLoader: RefreshFooter? { get }
    /// The header's refreshing action: the refresh goes out.
    func sendRefresh()
    /// The footer's refreshing action: the next page is asked for.
    func sendLoad()
    /// The scene's clock moved: what has arrived since lands.
    func clockDidAdvance()
    /// An input was applied.
    func inputDidEnd()
    /// Whether `action` acts on this list.
    func allows(_ action: DemoAction) -> Bool
    /// A click at `point` in the view; true: the pane took it.
    func click(at point: Point) -> Bool
    /// Draws item `item` of the list's layout (row `row`, nil for an item between rows) in
    /// `rect`.
    func draw(item: Int, row: Int?, in rect: Rect, into draw: inout DrawList, painter: RowPainter)
    /// Draws what floats over the rows (the chat's pill).
    func drawOverRows(into draw: inout DrawList, metrics: TextMetrics, palette: DemoPalette)
    /// The arrivals a floating pill counts (0 while none shows).
    var pillCount: Int { get }
    /// The pill in the view while it shows (measuring its title: ask only where needed).
    var pillFrame: Rect? { get }
    /// The pill pressed: to the end of the list.
    func pressPill()
    /// Drops the top loader's request in flight.
    func cancelTopLoad()
    /// Row `row` as a screen reader reads it, nil: its title and subtitle.
    func accessibleRow(_ row: DemoRow, frame: Rect, view: Rect) -> AccessibleItem?
    /// The pill and the top loader as a screen reader finds them.
    func accessibleControls(in view: Rect) -> (topLoader: AccessibleItem?, pill: AccessibleItem?)
    /// Adds the pane's fields to the trace.
    func trace(into record: inout TraceRecord)
    /// The web feed it fetches, nil for a list the simulated network fills.
    var feedSource: FeedSource? { get }
    /// The entries behind a web feed's rows.
    var feedRows: FeedRows? { get }
    /// A web feed's gap rows.
    var gapRows: GapRows? { get }
    /// Fills gap `index`; false when it cannot now.
    @discardableResult
    func fillGap(_ index: Int) -> Bool
    /// Opens the entry of row `index` (Return on a focused row).
    func openRow(_ index: Int)
    /// Whether `component`'s landing is being written to the cache (it cannot be cancelled).
    func isBeingWritten(_ component: any RefreshComponentHolder) -> Bool
    /// Writes the reading position (the run ends).
    func saveReadingPosition()
    /// Refreshes by itself when its data is stale and nothing holds it back (the window gained
    /// the focus, the network came back).
    func refreshIfStale()
}

extension ListPane {
    var topLoader: RefreshFooter? { nil }
    func sendRefresh() {}
    func sendLoad() {}
    func clockDidAdvance() {}
    func inputDidEnd() {}
    func allows(_ action: DemoAction) -> Bool { true }
    func click(at point: Point) -> Bool { false }
    func draw(item: Int, row: Int?, in rect: Rect, into draw: inout DrawList, painter: RowPainter) {
        painter.draw(item: item, row: row, in: rect, into: &draw)
    }
    func drawOverRows(into draw: inout DrawList, metrics: TextMetrics, palette: DemoPalette) {}
    var pillCount: Int { 0 }
    var pillFrame: Rect? { nil }
    func pressPill() {}
    func cancelTopLoad() {}
    func accessibleRow(_ row: DemoRow, frame: Rect, view: Rect) -> AccessibleItem? { nil }
    func accessibleControls(in view: Rect) -> (topLoader: AccessibleItem?, pill: AccessibleItem?) {
        (nil, nil)
    }
    func trace(into record: inout TraceRecord) {}
    var feedSource: FeedSource? { nil }
    var feedRows: FeedRows? { nil }
    var gapRows: GapRows? { nil }
    func fillGap(_ index: Int) -> Bool { false }
    func openRow(_ index: Int) {}
    func isBeingWritten(_ component: any RefreshComponentHolder) -> Bool { false }
    func saveReadingPosition() {}
    func refreshIfStale() {}
}
