/// What an assistive technology can ask of the window: the accessible actions, handed back to
/// the app as values (the bridge's `takeRequests(into:)`), which does each as its key or click
/// does.
public enum AccessibleAction: Equatable, Sendable {
    /// The list's `refresh`: the header begins refreshing.
    case refresh
    /// The list's `load more`: the footer loads the next page.
    case loadMore
    /// The trailer's `load more`: the carousel loads more cards.
    case loadMoreCards
    /// The placeholder's button's `click`.
    case pressPlaceholderButton
    /// The pill's `click`.
    case pressPill
    /// The gap row's `click`: it fills.
    case pressGapRow
    /// The list's `cancel`: the refresh or load in flight is cancelled.
    case cancel
    /// The `click` of the context menu's item at this index (from 0, top to bottom) in the
    /// view's `menu`.
    case chooseMenuItem(Int)

    /// The name clients see.
    public var name: String {
        switch self {
        case .refresh: "refresh"
        case .loadMore, .loadMoreCards: "load more"
        case .cancel: "cancel"
        case .pressPlaceholderButton, .pressPill, .pressGapRow, .chooseMenuItem: "click"
        }
    }
}
