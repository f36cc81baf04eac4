/// What an observer wants the scroll view's inset to be after the offset changed: one edge set
/// at once to `value` (a refreshing header following the content as it scrolls under it). The
/// observer returns it instead of changing the scroll view while it is being told.
public struct InsetRequest: Equatable, Sendable {
    /// The edge to set.
    public var edge: Edge
    /// The inset it gets, points.
    public var value: Double

    /// A request to set `edge`'s inset to `value`.
    public init(edge: Edge, value: Double) {
        self.edge = edge
        self.value = value
    }
}
