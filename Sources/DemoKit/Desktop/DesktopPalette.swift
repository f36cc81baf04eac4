import RefreshCore

/// The desktop controls' colours (the context menu, the focus ring, hover and pressed washes,
/// the scrollbar's thumb and track) in one colour scheme; `DemoPalette` holds one of each.
/// GTK's Adwaita light and dark themes are the model; the accent is darkened from Adwaita's
/// (53, 132, 228) to (28, 99, 190) so a chosen item's white title reads at 4.5:1.
public struct DesktopPalette: Equatable, Sendable {
    /// The menu's background.
    public var menuBackground: Color
    /// The menu's one-point border.
    public var menuBorder: Color
    /// The shadow under the menu.
    public var menuShadow: Color
    /// An item's title.
    public var menuText: Color
    /// A disabled item's title.
    public var menuDisabledText: Color
    /// The chosen item (hovered, or reached by the keyboard).
    public var menuChosen: Color
    /// The chosen item while the button is down on it.
    public var menuPressed: Color
    /// The chosen item's title.
    public var menuChosenText: Color
    /// The keyboard focus ring.
    public var focusRing: Color
    /// A hovered control's wash (the auto footer's title).
    public var hover: Color
    /// The same while the button is down on it.
    public var pressed: Color
    /// The grabbable thumb.
    public var wideThumb: Color
    /// The thumb while held.
    public var heldThumb: Color
    /// The track behind the grabbable thumb.
    public var track: Color

    /// Adwaita light: a white menu, black washes.
    public static let light = DesktopPalette(
        menuBackground: Color(r: 255, g: 255, b: 255), menuBorder: Color(r: 0, g: 0, b: 0, a: 40),
        menuShadow: Color(r: 0, g: 0, b: 0, a: 28), menuText: Color(r: 28, g: 28, b: 30),
        menuDisabledText: Color(r: 28, g: 28, b: 30, a: 90),
        menuChosen: Color(r: 28, g: 99, b: 190), menuPressed: Color(r: 18, g: 74, b: 150),
        menuChosenText: Color(r: 255, g: 255, b: 255), focusRing: Color(r: 53, g: 132, b: 228),
        hover: Color(r: 0, g: 0, b: 0, a: 14), pressed: Color(r: 0, g: 0, b: 0, a: 30),
        wideThumb: Color(r: 0, g: 0, b: 0, a: 120), heldThumb: Color(r: 0, g: 0, b: 0, a: 170),
        track: Color(r: 0, g: 0, b: 0, a: 16))

    /// Adwaita dark: a dark grey menu, white washes, a lighter ring.
    public static let dark = DesktopPalette(
        menuBackground: Color(r: 46, g: 46, b: 50),
        menuBorder: Color(r: 255, g: 255, b: 255, a: 40),
        menuShadow: Color(r: 0, g: 0, b: 0, a: 90), menuText: Color(r: 236, g: 236, b: 240),
        menuDisabledText: Color(r: 236, g: 236, b: 240, a: 90),
        menuChosen: Color(r: 28, g: 99, b: 190), menuPressed: Color(r: 18, g: 74, b: 150),
        menuChosenText: Color(r: 255, g: 255, b: 255), focusRing: Color(r: 120, g: 174, b: 237),
        hover: Color(r: 255, g: 255, b: 255, a: 18), pressed: Color(r: 255, g: 255, b: 255, a: 36),
        wideThumb: Color(r: 255, g: 255, b: 255, a: 120),
        heldThumb: Color(r: 255, g: 255, b: 255, a: 170),
        track: Color(r: 255, g: 255, b: 255, a: 16))
}
