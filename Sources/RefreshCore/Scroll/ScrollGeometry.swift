/// What fixes where a scroll view's content may rest: the content's size, the view's, and the
/// insets around the content.
public struct ScrollGeometry: Equatable, Sendable {
    /// The size of the content.
    public var contentSize: Size
    /// The size of the visible area.
    public var viewSize: Size
    /// The room added around the content.
    public var inset: EdgeInsets

    /// `contentSize` of content in a view of `viewSize`, with `inset` around it.
    public init(contentSize: Size, viewSize: Size, inset: EdgeInsets) {
        self.contentSize = contentSize
        self.viewSize = viewSize
        self.inset = inset
    }

    /// The offsets along `axis` the content rests within: from the leading inset to where the
    /// content's end meets the trailing inset (never below the start).
    public func bounds(_ axis: Axis) -> ClosedRange<Double> {
        let low = -inset[axis.leadingEdge]
        return low...max(low, contentSize[axis] + inset[axis.trailingEdge] - viewSize[axis])
    }

    /// Whether the content with its insets is longer than the view along `axis`.
    public func overflows(_ axis: Axis) -> Bool {
        contentSize[axis] + inset[axis.leadingEdge] + inset[axis.trailingEdge] > viewSize[axis]
    }
}
