/// The name of a sprite sheet as its files spell it (`arrow` for `arrow@2x.png`): a typed
/// reference, declared once beside the sheet's art (`SpriteSheetName.arrow`), so a component
/// names the sheets it draws with constants the compiler checks rather than strings checked only
/// when the assets load.
public struct SpriteSheetName: Hashable, Sendable, CustomStringConvertible {
    /// The name, as the sheet's files spell it.
    public let rawValue: String

    /// The sheet called `rawValue`; declare it once, as a static member, beside its art.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The dark theme's twin of this sheet, drawn in label grey (`NAME-dark`).
    public var dark: SpriteSheetName { SpriteSheetName(rawValue + "-dark") }

    /// The name.
    public var description: String { rawValue }
}
