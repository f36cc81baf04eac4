/// What an assistive technology can ask of the scene: the accessible actions, each doing what a
/// key or a click does.
public enum AccessibleAction: Equatable, Sendable {
    /// The list's `refresh`: the header begins refreshing, as `r` does.
    case refresh
    /// The list's `load more`: the footer loads the next page, as a click on its title does.
    case loadMore
    /// The trailer's `load more`: the carousel loads more cards, as a pull past its end does.
    case loadMoreCards
    /// The placeholder's button's `click`: the list begins refreshing, as a click on it does.
    case pressPlaceholderButton
    /// The chat's pill pressed: to the end.
    case pressPill
    /// A context menu item's `click`: the menu closes and the item acts, as a click on it does.
    case chooseMenuItem(DemoAction)

    /// The name clients see.
    public var name: String {
        switch self {
        case .refresh: "refresh"
        case .loadMore, .loadMoreCards: "load more"
        case .pressPlaceholderButton, .pressPill, .chooseMenuItem: "click"
        }
    }
}
