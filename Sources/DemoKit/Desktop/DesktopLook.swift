import RefreshCore

/// The metrics of the demo's desktop controls (the context menu, the focus ring, the
/// scrollbar), in one place; their colours are `DesktopPalette`'s.
enum DesktopLook {
    /// How far the menu's shadow falls down and right, points.
    static let shadowOffset = 3.0
    /// The items' titles.
    static let menuStyle = TextStyle(weight: .regular, size: 14)
    /// Where an item's title starts, points from the menu's left edge.
    static let menuTextInset = 14.0

    /// The ring's thickness, points.
    static let focusRingWidth = 2.0
    /// How far outside a filled control (the placeholder's button) its ring is drawn, points,
    /// with this much of the background between (Adwaita rings a suggested button outside):
    /// inside it, the accent ring would vanish into the button's blue.
    static let filledRingOutset = focusRingWidth + 2

    /// The thin indicator of today (`DemoPalette.indicator`), 3 points wide, 3 in from the edge.
    static let thinWidth = 3.0
    /// The thin indicator's distance from the edge and from the view's ends, points.
    static let thinMargin = 3.0
    /// The grabbable thumb: the contract's 8 points wide, 2 in from the edge.
    static let wideWidth = 8.0
    /// The grabbable thumb's distance from the edge, points.
    static let wideInset = 2.0
}
