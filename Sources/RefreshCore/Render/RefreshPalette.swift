/// The colours a component's looks draw with, given to the component (`RefreshComponent.palette`)
/// and read from each moment, so an app that switches between light and dark surfaces re-colours
/// its headers and footers in the next frame without rebuilding them.
///
/// A look's own colour (`TitleLook.color`, `ArrowSpinnerLook.tint`, …), when set, wins.
public struct RefreshPalette: Equatable, Sendable {
    /// Titles, the last-updated line, and the arrow's tint.
    public var label: Color
    /// A second floor's hint once the floor is ready (the stairs' light).
    public var floorReady: Color
    /// What the components stand on (behind a pulled list): the floor header's band.
    public var background: Color

    /// A palette of these colours.
    public init(label: Color, floorReady: Color, background: Color) {
        self.label = label
        self.floorReady = floorReady
        self.background = background
    }

    /// MJRefresh's label grey on iOS's grouped background; the floor's gold darkened to
    /// (160, 92, 0) so its hint reads at WCAG AA's 4.5:1 on that background.
    public static let light = RefreshPalette(
        label: RefreshConstants.labelColor, floorReady: Color(r: 160, g: 92, b: 0),
        background: Color(r: 242, g: 242, b: 247))

    /// Light grey and a lantern gold on a near-black background (iOS's dark grouped background
    /// lifted a little, so the rows' own dark greys still stand apart from it).
    public static let dark = RefreshPalette(
        label: Color(r: 174, g: 174, b: 180), floorReady: Color(r: 255, g: 179, b: 64),
        background: Color(r: 18, g: 18, b: 20))
}
