/// The section header drawn stuck to the view's top edge, and where it is drawn.
public struct StickyHeader: Equatable, Sendable {
    /// The header's item in the layout.
    public var item: Int
    /// The section's number among headers, from 0 (the trace's `sticky_section` counts from 1).
    public var section: Int
    /// The header's top edge in the view: 0, or less while the next header pushes it up.
    public var y: Double

    /// The header at `item`, of section `section`, drawn with its top at `y` in the view.
    public init(item: Int, section: Int, y: Double) {
        self.item = item
        self.section = section
        self.y = y
    }
}
