/// The top or bottom edge of a vertical scroll view.
public enum VerticalEdge: Sendable {
    /// The top edge, where headers sit.
    case top
    /// The bottom edge, where footers sit.
    case bottom
}
