/// The colours of the second floor's page (`SecondFloorPage.palette`): a night sky in two
/// depths, so the page stays a night scene on a light surface and deepens on a dark one.
public struct SecondFloorPalette: Equatable, Sendable {
    /// The sky at the top of the view.
    public var skyTop: Color
    /// The sky at the horizon.
    public var skyHorizon: Color
    /// The ground under the horizon.
    public var ground: Color
    /// The buildings of the skyline.
    public var skyline: Color
    /// The lit windows and the horizon's glow.
    public var light: Color
    /// The title's colour (and the stars').
    public var title: Color
    /// The way back's colour.
    public var back: Color

    /// A palette of these colours.
    public init(
        skyTop: Color, skyHorizon: Color, ground: Color, skyline: Color,
        light: Color = SecondFloorPage.lanternGold, title: Color, back: Color
    ) {
        self.skyTop = skyTop
        self.skyHorizon = skyHorizon
        self.ground = ground
        self.skyline = skyline
        self.light = light
        self.title = title
        self.back = back
    }

    /// The page of the first rounds: an indigo evening, for light surfaces.
    public static let evening = SecondFloorPalette(
        skyTop: Color(r: 16, g: 18, b: 46), skyHorizon: Color(r: 74, g: 52, b: 122),
        ground: Color(r: 22, g: 20, b: 44), skyline: Color(r: 40, g: 32, b: 78),
        title: Color(r: 255, g: 255, b: 255), back: Color(r: 206, g: 198, b: 255))

    /// A deeper night, for dark surfaces: the page does not glare out of a dark desktop.
    public static let night = SecondFloorPalette(
        skyTop: Color(r: 6, g: 7, b: 20), skyHorizon: Color(r: 40, g: 30, b: 72),
        ground: Color(r: 10, g: 9, b: 22), skyline: Color(r: 24, g: 20, b: 48),
        title: Color(r: 240, g: 240, b: 248), back: Color(r: 196, g: 188, b: 250))
}
