/// An edge of a scroll view, where an inset adds room.
public enum Edge: Sendable, CaseIterable {
    /// The top edge, where headers sit.
    case top
    /// The bottom edge, where footers sit.
    case bottom
    /// The left edge.
    case left
    /// The right edge, where trailers sit.
    case right

    /// The axis the edge ends.
    public var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }

    /// The edge's place in `allCases`.
    var index: Int {
        switch self {
        case .top: return 0
        case .bottom: return 1
        case .left: return 2
        case .right: return 3
        }
    }

    /// Every edge, made once: `allCases` builds a new array each time it is read, and the inset
    /// animator walks the edges every frame.
    static let all: [Edge] = allCases
}
