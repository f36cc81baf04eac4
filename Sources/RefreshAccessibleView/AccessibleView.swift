import RefreshCore

/// The scene as an assistive technology sees it now, without its rows: how many there are and
/// which are in view, the list's state, the status bars, the carousel, the placeholder's button,
/// the context menu and the keyboard focus. A pure reading of the scene's state
/// (`DemoScene.accessibleScene`); rows and cards are read one at a time (`accessibleRow(at:)`,
/// `accessibleCard(at:)`), so a list of any length costs only its visible rows.
public struct AccessibleScene: Equatable, Sendable {
    /// Rows in the list.
    public var rowCount: Int
    /// The rows wholly or partly in view.
    public var shownRows: Range<Int>
    /// A refresh or a load of the list is in flight.
    public var isBusy: Bool
    /// The list's frame: the view.
    public var listFrame: Rect
    /// The header's status bar, named by its current state title.
    public var header: AccessibleItem
    /// The footer's status bar, if there is a footer.
    public var footer: AccessibleItem?
    /// The carousel, if the list has one.
    public var carousel: Carousel?
    /// The chat's pill while it shows, named by what it says ("3 new messages"): a status a
    /// screen reader speaks as it changes.
    public var pill: AccessibleItem?
    /// The empty or error placeholder's button, named by its title, while it shows.
    public var placeholderButton: AccessibleItem?
    /// The context menu's items, named by their titles, while it is open.
    public var menu: [AccessibleItem]?
    /// What has the keyboard focus: the menu's chosen item (`.menu(N)`) while the menu is open,
    /// else the focused control; nil for none (the list takes the keys, or the open menu with
    /// nothing chosen).
    public var focus: FocusTarget?
    /// The list or the carousel moves (dragged, coasting or animated): what is in them is in
    /// another place every frame.
    public var isMoving = false

    /// The carousel: a list of its cards, and the trailer's status bar.
    public struct Carousel: Equatable, Sendable {
        /// Cards in it.
        public var cardCount: Int
        /// The cards wholly or partly in view.
        public var shownCards: Range<Int>
        /// The band's frame, and whether it is in view.
        public var band: AccessibleItem
        /// The trailer's cards are on their way.
        public var isBusy: Bool
        /// The trailer's status bar.
        public var trailer: AccessibleItem
    }
}
