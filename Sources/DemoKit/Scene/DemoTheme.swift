import RefreshCore

/// The demo's row metrics and text styles, in one place (its colours are `DemoPalette`'s).
public enum DemoTheme {
    /// Every text style the demo sets text in (a renderer may load their fonts up front).
    public static let textStyles: [TextStyle] =
        [
            titleStyle, subtitleStyle, StatusBanner.style,
            TextStyle(weight: .bold, size: RefreshConstants.labelFontSize),
            DemoInspector.style, DemoInspector.titleStyle,
            SecondFloorPage.defaultTitleStyle, SecondFloorPage.defaultBackStyle,
            DesktopLook.menuStyle,
        ] + KeyPanel.sizes.map(\.style)

    /// Row height (UITableView's default, 44 pt).
    static let rowHeight = 44.0
    /// Row title style.
    static let titleStyle = TextStyle(weight: .regular, size: 15)
    /// Row subtitle style.
    static let subtitleStyle = TextStyle(weight: .regular, size: 11)
    /// A section header's background (UITableView's plain section header grey).
    static let sectionHeader = Color(r: 236, g: 236, b: 241)
    /// A section header's title.
    static let sectionStyle = TextStyle(weight: .bold, size: 12)
    /// Left margin of row text.
    static let rowInset = 16.0
}
