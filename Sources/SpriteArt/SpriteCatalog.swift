/// Every sprite sheet the demo ships, drawn procedurally: the one table of sheets, from which
/// `make-assets`, the synthetic sheets of the pure tests and the shape tests derive. A new sheet
/// is its art (a `SheetArt`) and a row here.
public enum SpriteCatalog {
    /// The sheets' art in generation order.
    static let arts: [any SheetArt.Type] = [
        ArrowArt.self, SpinnerArt.self, ChibiArt.self, BalloonArt.self, ProgressArt.self,
        DotsArt.self, ResultArt.self, CardArt.self, StairsArt.self, FloorPageArt.self,
        AvatarArt.self,
        // The dark theme's twins of the sheets drawn in label grey.
        DarkArt<SpinnerArt>.self, DarkArt<DotsArt>.self, DarkArt<StairsArt>.self,
    ]

    /// Every sheet's shape (name, frame count, point size), in generation order.
    public static let shapes: [SheetShape] = arts.map { $0.shape }

    /// The sheet names in generation order.
    public static let names = shapes.map(\.name)

    /// Draws every sheet at `scale` (1 or 2); the 2× sheets are drawn natively, not upscaled.
    public static func generateAll(scale: Int) -> [GeneratedSheet] {
        precondition(scale == 1 || scale == 2, "scale must be 1 or 2")
        return arts.map { $0.sheet(scale: scale) }
    }
}
