/// What an assistive technology can ask of the scene: the accessible actions, each doing what a
/// key or a click does.
public enum AccessibleAction: String, CaseIterable, Equatable, Sendable {
    /// The list's `refresh`: the header begins refreshing, as `r` does.
    case refresh = "refresh"
    /// The list's `load more`: the footer loads the next page, as a click on its title does.
    case loadMore = "load more"
    /// The trailer's `load more`: the carousel loads more cards, as a pull past its end does.
    case loadMoreCards = "load more cards"

    /// The name clients see (the trailer's is `load more` too, on its own object).
    public var name: String { self == .loadMoreCards ? "load more" : rawValue }
}
