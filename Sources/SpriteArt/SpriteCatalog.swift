/// Every sprite sheet the demo ships, drawn procedurally.
public enum SpriteCatalog {
    /// The sheet names in generation order.
    public static let names = [
        "arrow", "spinner", "chibi", "balloon", "progress", "dots", "result", "cards",
        "stairs", "floorpage",
    ]

    /// Draws every sheet at `scale` (1 or 2); the 2× sheets are drawn natively, not upscaled.
    public static func generateAll(scale: Int) -> [GeneratedSheet] {
        names.compactMap { generate(name: $0, scale: scale) }
    }

    /// Draws the sheet called `name` at `scale`, or returns nil for an unknown name.
    public static func generate(name: String, scale: Int) -> GeneratedSheet? {
        precondition(scale == 1 || scale == 2, "scale must be 1 or 2")
        switch name {
        case "arrow": return ArrowArt.sheet(scale: scale)
        case "spinner": return SpinnerArt.sheet(scale: scale)
        case "chibi": return ChibiArt.sheet(scale: scale)
        case "balloon": return BalloonArt.sheet(scale: scale)
        case "progress": return ProgressArt.sheet(scale: scale)
        case "dots": return DotsArt.sheet(scale: scale)
        case "result": return ResultArt.sheet(scale: scale)
        case "cards": return CardArt.sheet(scale: scale)
        case "stairs": return StairsArt.sheet(scale: scale)
        case "floorpage": return FloorPageArt.sheet(scale: scale)
        default: return nil
        }
    }
}
