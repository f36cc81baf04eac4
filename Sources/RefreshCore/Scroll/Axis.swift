/// One of the two directions content scrolls in.
public enum Axis: Sendable, CaseIterable {
    /// Left to right: `x`, widths, left and right insets.
    case horizontal
    /// Top to bottom: `y`, heights, top and bottom insets.
    case vertical

    /// The edge where offsets along this axis start (top, left).
    public var leadingEdge: Edge { self == .vertical ? .top : .left }
    /// The edge where they end (bottom, right).
    public var trailingEdge: Edge { self == .vertical ? .bottom : .right }
}
