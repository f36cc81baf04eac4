import RefreshCore

/// What a window shows, as an assistive technology reads it: the list and its rows, whether it
/// is busy or moving, the status bars, the carousel, the pill, the placeholder's button, the
/// context menu and the keyboard focus. Plain values the app makes after each frame and hands
/// to the bridge (`AccessibilityBridge.update`), which tells clients what changed since the
/// last; rows and cards are read one at a time (`AccessibleItems`).
public struct AccessibleView {
    /// The list's rows.
    public var rows: AccessibleItems
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
    /// The pill while it shows, named by what it says ("3 new messages"): a status a screen
    /// reader speaks as it changes.
    public var pill: AccessibleItem?
    /// The empty or error placeholder's button, named by its title, while it shows.
    public var placeholderButton: AccessibleItem?
    /// A feed's topmost gap row, a button named by what it says ("Load missing posts"), while
    /// the list has one.
    public var gapButton: AccessibleItem?
    /// The context menu's items, named by their titles, while it is open.
    public var menu: [AccessibleItem]?
    /// What has the keyboard focus: the menu's chosen item while the menu is open, else the
    /// focused control; nil for none (the list takes the keys, or the open menu with nothing
    /// chosen).
    public var focus: AccessibleFocus?
    /// The list or the carousel moves (dragged, coasting or animated): what is in them is in
    /// another place every frame.
    public var isMoving: Bool

    /// A view of `rows` in a list at `listFrame` with a header's status bar; the rest as
    /// given, none by default.
    public init(
        rows: AccessibleItems, isBusy: Bool = false, listFrame: Rect, header: AccessibleItem,
        footer: AccessibleItem? = nil, carousel: Carousel? = nil, pill: AccessibleItem? = nil,
        placeholderButton: AccessibleItem? = nil, gapButton: AccessibleItem? = nil,
        menu: [AccessibleItem]? = nil, focus: AccessibleFocus? = nil, isMoving: Bool = false
    ) {
        self.gapButton = gapButton
        self.rows = rows
        self.isBusy = isBusy
        self.listFrame = listFrame
        self.header = header
        self.footer = footer
        self.carousel = carousel
        self.pill = pill
        self.placeholderButton = placeholderButton
        self.menu = menu
        self.focus = focus
        self.isMoving = isMoving
    }

    /// The carousel: a list of its cards, and the trailer's status bar.
    public struct Carousel {
        /// Its cards.
        public var cards: AccessibleItems
        /// The band's frame, and whether it is in view.
        public var band: AccessibleItem
        /// The trailer's cards are on their way.
        public var isBusy: Bool
        /// The trailer's status bar.
        public var trailer: AccessibleItem

        /// A carousel of `cards` drawn in `band`, with its trailer's status bar.
        public init(
            cards: AccessibleItems, band: AccessibleItem, isBusy: Bool, trailer: AccessibleItem
        ) {
            self.cards = cards
            self.band = band
            self.isBusy = isBusy
            self.trailer = trailer
        }
    }
}
