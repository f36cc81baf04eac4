import RefreshCore
import SpriteArt

/// The colours the demo draws with, one value per colour scheme: the scene picks `light` or
/// `dark` from the preferences in effect (`DemoScene.preferences`) and every surface reads its
/// colours from it, so a new surface adds its colours here, in both palettes, and
/// `PaletteContrastTests` checks its text against what it is drawn on.
public struct DemoPalette: Equatable, Sendable {
    /// Behind the content, where a pulled header shows.
    public var background: Color
    /// Even rows.
    public var rowEven: Color
    /// Odd rows.
    public var rowOdd: Color
    /// The hairline under each row.
    public var separator: Color
    /// Row titles, a card's number.
    public var title: Color
    /// Row subtitles, a card's title.
    public var subtitle: Color
    /// The scroll indicator (its alpha is its strongest; it fades from there).
    public var indicator: Color
    /// The carousel's band.
    public var carouselBand: Color
    /// A card's face under its picture.
    public var card: Color
    /// The status bar at the top: opaque, it takes its own space.
    public var bar: Color
    /// The key panel: opaque, so the list's text never shows through it.
    public var panel: Color
    /// The bar's and the key panel's text.
    public var overlayText: Color
    /// The inspector's panel: opaque too.
    public var inspectorPanel: Color
    /// The inspector's labels.
    public var inspectorLabel: Color
    /// The inspector's values.
    public var inspectorValue: Color
    /// A section header's background (UITableView's plain section header grey); its title is
    /// in `subtitle`.
    public var sectionHeader: Color
    /// A placeholder's button (iOS's system blue, darkened in light to read at 4.5:1).
    public var placeholderButton: Color
    /// A placeholder button's title.
    public var placeholderButtonText: Color
    /// The loading placeholder's bars at their dimmest (they brighten by 20 from it).
    public var shimmer: Color
    /// The context menu's, the focus ring's, the hover's and the scrollbar's colours.
    public var desktop: DesktopPalette
    /// The headers', footers' and trailer's colours.
    public var components: RefreshPalette
    /// The second floor's page.
    public var floorPage: SecondFloorPalette
    /// The sheets drawn in another palette's ink, by the name of the twin drawn in this one's
    /// (`make assets` draws `NAME-dark` for each of `DemoPalette.inkedSheets`).
    public var sheetTwins: [String: String]

    /// The palette of `scheme`.
    public static func of(_ scheme: ColorScheme) -> DemoPalette {
        switch scheme {
        case .light: return light
        case .dark: return dark
        }
    }

    /// The sheets drawn in the label grey, which have a dark twin.
    public static let inkedSheets: [SpriteSheetName] = [.spinner, .dots, .stairs]

    /// The dark twins' names, `NAME-dark`.
    public static let darkSheets = inkedSheets.map(\.dark)

    /// iOS's light grouped table: white rows on a pale grey. The subtitle grey is darkened
    /// from the first rounds' (132, 132, 140) to (108, 108, 114) so it reads at 4.5:1.
    public static let light = DemoPalette(
        background: Color(r: 242, g: 242, b: 247), rowEven: Color(r: 255, g: 255, b: 255),
        rowOdd: Color(r: 248, g: 248, b: 250), separator: Color(r: 222, g: 222, b: 227),
        title: Color(r: 28, g: 28, b: 30), subtitle: Color(r: 108, g: 108, b: 114),
        indicator: Color(r: 0, g: 0, b: 0, a: 90), carouselBand: Color(r: 236, g: 236, b: 242),
        card: Color(r: 255, g: 255, b: 255), bar: Color(r: 20, g: 20, b: 24),
        panel: Color(r: 20, g: 20, b: 24), overlayText: Color(r: 255, g: 255, b: 255),
        inspectorPanel: Color(r: 16, g: 16, b: 20),
        inspectorLabel: Color(r: 160, g: 160, b: 172),
        inspectorValue: Color(r: 255, g: 255, b: 255),
        sectionHeader: Color(r: 240, g: 240, b: 244),
        placeholderButton: Color(r: 0, g: 106, b: 220),
        placeholderButtonText: Color(r: 255, g: 255, b: 255),
        shimmer: Color(r: 222, g: 222, b: 226), desktop: .light, components: .light,
        floorPage: .evening,
        sheetTwins: [:])

    /// iOS's dark grouped table: dark grey rows on near black, light text; the overlays lighter
    /// than the list so they still stand out from it.
    public static let dark = DemoPalette(
        background: Color(r: 18, g: 18, b: 20), rowEven: Color(r: 30, g: 30, b: 32),
        rowOdd: Color(r: 36, g: 36, b: 39), separator: Color(r: 58, g: 58, b: 62),
        title: Color(r: 236, g: 236, b: 240), subtitle: Color(r: 160, g: 160, b: 168),
        indicator: Color(r: 255, g: 255, b: 255, a: 110),
        carouselBand: Color(r: 24, g: 24, b: 27), card: Color(r: 44, g: 44, b: 48),
        bar: Color(r: 58, g: 58, b: 64), panel: Color(r: 50, g: 50, b: 56),
        overlayText: Color(r: 255, g: 255, b: 255),
        inspectorPanel: Color(r: 40, g: 40, b: 46),
        inspectorLabel: Color(r: 170, g: 170, b: 182),
        inspectorValue: Color(r: 255, g: 255, b: 255),
        sectionHeader: Color(r: 44, g: 44, b: 48),
        placeholderButton: Color(r: 10, g: 100, b: 210),
        placeholderButtonText: Color(r: 255, g: 255, b: 255),
        shimmer: Color(r: 50, g: 50, b: 54), desktop: .dark, components: .dark,
        floorPage: .night,
        sheetTwins: Dictionary(
            uniqueKeysWithValues: zip(inkedSheets.map(\.rawValue), darkSheets.map(\.rawValue))))
}
