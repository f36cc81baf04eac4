/// A scroll view showing a `ListLayout`: the content height follows the layout, and a change
/// above the view keeps what the user reads where it is.
extension ScrollView {
    /// Makes `change` to `layout` (inserting, removing or re-measuring items, a new environment)
    /// and sets the content height to the layout's. With `keepingAnchor`, the anchor row (the
    /// topmost row whose top edge is in view, `ListLayout.anchor(inViewAt:height:)`) keeps its
    /// place on the screen: the offset moves by exactly what changed above it, whether the
    /// content rests, is held, coasts, bounces or animates
    /// (`setContentSize(_:shiftingOffsetBy:)`). Without it the offset stays, as for any new
    /// content size (a feed at its top shows new rows from the top this way).
    public func update(_ layout: ListLayout, keepingAnchor: Bool = true, _ change: () -> Void) {
        let top = contentOffsetY
        let anchor = keepingAnchor ? layout.anchor(inViewAt: top, height: viewSize.height) : nil
        layout.tracked = anchor?.item
        change()
        let item = layout.tracked
        layout.tracked = nil
        var size = contentSize
        size.height = layout.contentHeight
        guard let anchor, let item else {
            contentSize = size
            return
        }
        let shift = layout.top(of: item) - top - anchor.y
        setContentSize(size, shiftingOffsetBy: Point(x: 0, y: shift))
    }
}
