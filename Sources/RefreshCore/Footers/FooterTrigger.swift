/// How a footer begins: by itself as it nears its edge, or when pulled past the end and
/// released. The one footer type is configured with it; the mechanics are not a subclass.
public enum FooterTrigger: Equatable, Sendable {
    /// Loads by itself when `EdgeTrigger` says so (MJRefresh's auto footer; at the top edge, a
    /// chat's top loader).
    case auto(EdgeTrigger)
    /// Loads when pulled past the trailing end of the axis and released (MJRefresh's back
    /// footer; along the horizontal axis, its trailer).
    case pull(Axis)

    /// The edge whose inset the footer holds.
    var edge: Edge {
        switch self {
        case .auto(let trigger): trigger.edge
        case .pull(let axis): axis.trailingEdge
        }
    }
}
