/// The row a list keeps in place when what is above it changes: the topmost row whose top edge
/// is in the view (the contract's `anchor_row`, `anchor_y`), or, when no row's top is in view,
/// the row across the view's top edge.
public struct ListAnchor: Equatable, Sendable {
    /// The row's item in the layout (headers count here).
    public var item: Int
    /// The row's number among rows only, from 0 at the top of the content (the trace counts
    /// from 1).
    public var row: Int
    /// The row's top edge in the view, points from the view's top edge.
    public var y: Double

    /// The row at `item`, `row` among rows, its top `y` points below the view's top.
    public init(item: Int, row: Int, y: Double) {
        self.item = item
        self.row = row
        self.y = y
    }
}
