/// The JSON written beside each sheet PNG.
///
/// Its keys match RefreshCore's `SpriteSheet` exactly (`name`, `image`, `scale`, `pointWidth`,
/// `pointHeight`, `frames`), so the renderer decodes what the generator encodes.
public struct SheetDescription: Equatable, Hashable, Sendable, Codable {
    /// The sheet's name, the file stem.
    public var name: String
    /// The PNG file name, e.g. `arrow@2x.png`.
    public var image: String
    /// Pixels per point.
    public var scale: Int
    /// Width of one frame in points.
    public var pointWidth: Double
    /// Height of one frame in points.
    public var pointHeight: Double
    /// Frame rectangles in pixels, in animation order.
    public var frames: [FrameRect]

    /// A description from its fields.
    public init(
        name: String, image: String, scale: Int, pointWidth: Double, pointHeight: Double,
        frames: [FrameRect]
    ) {
        self.name = name
        self.image = image
        self.scale = scale
        self.pointWidth = pointWidth
        self.pointHeight = pointHeight
        self.frames = frames
    }
}
