import RefreshCore

/// One sheet drawn at one scale: its description and its packed image.
public struct GeneratedSheet: Equatable, Sendable {
    /// The description stored beside the PNG, naming `fileStem + ".png"` as its image.
    public let description: SpriteSheet
    /// The packed sheet.
    public let image: SheetImage
    /// The file stem for this scale, e.g. `arrow@2x`.
    public let fileStem: String

    /// A sheet named `name` (`arrow`, `spinner`, …) at `scale` pixels per point: frames of
    /// `pointWidth` × `pointHeight` points at `frames` in `image`.
    public init(
        name: String, scale: Int, pointWidth: Double, pointHeight: Double,
        frames: [SpriteSheet.Frame], image: SheetImage
    ) {
        fileStem = "\(name)@\(scale)x"
        description = SpriteSheet(
            name: name, image: fileStem + ".png", scale: scale, pointWidth: pointWidth,
            pointHeight: pointHeight, frames: frames)
        self.image = image
    }
}
