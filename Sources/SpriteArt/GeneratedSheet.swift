import RefreshCore

/// One sheet drawn at one scale: its packed image and the values of its description.
public struct GeneratedSheet: Equatable, Sendable {
    /// The sheet's name (`arrow`, `spinner`, `chibi`, `balloon`, `progress`, `dots`).
    public let name: String
    /// Pixels per point: 1 or 2.
    public let scale: Int
    /// Width of one frame in points.
    public let pointWidth: Double
    /// Height of one frame in points.
    public let pointHeight: Double
    /// Frame rectangles in the image's pixels, in animation order.
    public let frames: [SpriteSheet.Frame]
    /// The packed sheet.
    public let image: SheetImage

    /// A generated sheet from its parts.
    public init(
        name: String, scale: Int, pointWidth: Double, pointHeight: Double,
        frames: [SpriteSheet.Frame],
        image: SheetImage
    ) {
        self.name = name
        self.scale = scale
        self.pointWidth = pointWidth
        self.pointHeight = pointHeight
        self.frames = frames
        self.image = image
    }

    /// The file stem for this scale, e.g. `arrow@2x`.
    public var fileStem: String { "\(name)@\(scale)x" }

    /// The description stored beside the PNG, naming `fileStem + ".png"` as its image.
    public var description: SpriteSheet {
        SpriteSheet(
            name: name, image: fileStem + ".png", scale: scale, pointWidth: pointWidth,
            pointHeight: pointHeight, frames: frames)
    }
}
