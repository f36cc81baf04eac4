/// Something the demo does when asked: by a key today, by a context menu's item when it comes.
/// Both tables name these, so a new way to ask is a row, not a new `switch`.
public enum DemoAction: Hashable, Sendable {
    /// Show this header kind.
    case header(HeaderKind)
    /// The next header kind (wrapping).
    case nextHeader
    /// The next footer kind (wrapping).
    case nextFooter
    /// The next footer style (wrapping).
    case nextFooterStyle
    /// Begin refreshing from code.
    case refresh
    /// The footer: no more data, or reset it.
    case toggleNoMoreData
    /// The next language the scene has titles for.
    case nextLanguage
    /// The next theme: light, dark (wrapping); under `--theme system` it stops following the
    /// desktop's colour scheme.
    case nextTheme
    /// The next request sent fails.
    case failNextRequest
    /// Close the second floor.
    case closeFloor
    /// Show or hide the key panel.
    case toggleKeyPanel
    /// Show or hide the inspector.
    case toggleInspector
    /// Quit.
    case quit
    /// Escape: close the menu, the key panel or the inspector, else cancel what is in flight.
    case dismiss
    /// Cancel the refresh or load in flight (the menu's "Cancel", AT-SPI's `cancel`).
    case cancel
    /// Scroll the list, as the wheel does.
    case scroll(ScrollMove)
    /// Load the footer's next page, as a pull on the footer does.
    case loadMore
    /// Open the second floor, as a release past its second threshold does.
    case openSecondFloor
    /// Load more cards, as a pull on the trailer does.
    case loadMoreCards
    /// Move the keyboard focus.
    case focus(FocusMove)
    /// Press the focused control (the footer loads, a placeholder's button refreshes; a row or
    /// a card does nothing); with no focus, page down when `orPageDown` (the space bar) and
    /// nothing otherwise.
    case activate(orPageDown: Bool)
    /// Open the context menu at the focused control, or at the view's centre.
    case openMenu

    /// Whether a key held down repeats the action (only scrolling by lines and pages does).
    public var repeats: Bool {
        switch self {
        case .scroll(let move): move != .top && move != .end
        default: false
        }
    }
}
