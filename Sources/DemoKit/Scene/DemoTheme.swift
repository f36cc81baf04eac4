import RefreshCore

/// The demo's look: colours, row metrics and text styles, in one place.
enum DemoTheme {
    /// Row height (UITableView's default, 44 pt).
    static let rowHeight = 44.0
    /// Behind the content, where a pulled header shows (iOS's grouped background).
    static let background = Color(r: 242, g: 242, b: 247)
    /// Even rows.
    static let rowEven = Color(r: 255, g: 255, b: 255)
    /// Odd rows.
    static let rowOdd = Color(r: 248, g: 248, b: 250)
    /// The hairline under each row.
    static let separator = Color(r: 222, g: 222, b: 227)
    /// Row titles.
    static let title = Color(r: 28, g: 28, b: 30)
    /// Row subtitles.
    static let subtitle = Color(r: 132, g: 132, b: 140)
    /// The scroll indicator.
    static let indicator = Color(r: 0, g: 0, b: 0, a: 90)
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
