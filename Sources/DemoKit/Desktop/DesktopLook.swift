import RefreshCore

/// The colours and metrics of the demo's desktop controls (the context menu, the focus ring,
/// the scrollbar, hover and pressed states), in one place; GTK's Adwaita light theme is the
/// model for the menu and the accent.
enum DesktopLook {
    /// The menu's background.
    static let menuBackground = Color(r: 255, g: 255, b: 255)
    /// The menu's one-point border.
    static let menuBorder = Color(r: 0, g: 0, b: 0, a: 40)
    /// The shadow under the menu, offset by `shadowOffset`.
    static let menuShadow = Color(r: 0, g: 0, b: 0, a: 28)
    /// How far the menu's shadow falls down and right, points.
    static let shadowOffset = 3.0
    /// An item's title.
    static let menuText = Color(r: 28, g: 28, b: 30)
    /// A disabled item's title.
    static let menuDisabledText = Color(r: 28, g: 28, b: 30, a: 90)
    /// The chosen item (hovered, or reached by the keyboard).
    static let menuChosen = Color(r: 53, g: 132, b: 228)
    /// The chosen item while the button is down on it.
    static let menuPressed = Color(r: 28, g: 99, b: 190)
    /// The chosen item's title.
    static let menuChosenText = Color(r: 255, g: 255, b: 255)
    /// The items' titles.
    static let menuStyle = TextStyle(weight: .regular, size: 14)
    /// Where an item's title starts, points from the menu's left edge.
    static let menuTextInset = 14.0

    /// The keyboard focus ring (Adwaita's accent, as its focus rings are).
    static let focusRing = Color(r: 53, g: 132, b: 228)
    /// The ring's thickness, points.
    static let focusRingWidth = 2.0

    /// A hovered control's wash (the auto footer's title).
    static let hover = Color(r: 0, g: 0, b: 0, a: 14)
    /// The same while the button is down on it.
    static let pressed = Color(r: 0, g: 0, b: 0, a: 30)

    /// The thin indicator of today (`DemoTheme.indicator`), 3 points wide, 3 in from the edge.
    static let thinWidth = 3.0
    /// The thin indicator's distance from the edge and from the view's ends, points.
    static let thinMargin = 3.0
    /// The grabbable thumb: the contract's 8 points wide, 2 in from the edge.
    static let wideWidth = 8.0
    /// The grabbable thumb's distance from the edge, points.
    static let wideInset = 2.0
    /// The grabbable thumb.
    static let wideThumb = Color(r: 0, g: 0, b: 0, a: 120)
    /// The thumb while held.
    static let heldThumb = Color(r: 0, g: 0, b: 0, a: 170)
    /// The track behind the grabbable thumb, `Scrollbar.reach` points wide.
    static let track = Color(r: 0, g: 0, b: 0, a: 16)
}
