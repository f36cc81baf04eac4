/// Where a pull past the trailing end of a component's axis happens, read from its scroll view
/// and its original inset now: how far the content overflows the view, and the offset at which
/// a pulled footer (or trailer) starts to appear.
struct PullSpan {
    /// How far the content overflows the view along the axis inside the original insets
    /// (negative when short; 0 when detached).
    let overflow: Double
    /// The offset along the axis at which a pulled footer starts to appear.
    let happen: Double

    /// The span of `component`, pulled along the axis of the edge it holds.
    init(_ component: RefreshComponent) {
        let axis = component.held.edge.axis
        let inset = component.scrollViewOriginalInset
        if let scrollView = component.scrollView {
            overflow =
                scrollView.contentSize[axis]
                - (scrollView.viewSize[axis] - inset[axis.trailingEdge] - inset[axis.leadingEdge])
        } else {
            overflow = 0
        }
        let leading = inset[axis.leadingEdge]
        happen = overflow > 0 ? overflow - leading : -leading
    }
}
