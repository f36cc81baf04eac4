/// A sprite sheet's description: its name, frames in order and the point size of one frame.
///
/// Stored beside each PNG as JSON (`NAME@1x.json`, `NAME@2x.json`); frame rectangles are in the
/// PNG's pixels, `pointSize` in points, and `scale` is pixels per point.
public struct SpriteSheet: Equatable, Hashable, Sendable, Codable {
    /// A frame's rectangle in the sheet's pixels.
    public struct Frame: Equatable, Hashable, Sendable, Codable {
        /// Left edge in pixels.
        public var x: Int
        /// Top edge in pixels.
        public var y: Int
        /// Width in pixels.
        public var w: Int
        /// Height in pixels.
        public var h: Int

        /// A frame rectangle.
        public init(x: Int, y: Int, w: Int, h: Int) {
            self.x = x
            self.y = y
            self.w = w
            self.h = h
        }
    }

    /// The sheet's name, the file's stem (`arrow`, `spinner`, …).
    public var name: String
    /// The PNG file name beside the description.
    public var image: String
    /// Pixels per point: 1 or 2.
    public var scale: Int
    /// The size of one frame in points.
    public var pointWidth: Double
    /// The size of one frame in points.
    public var pointHeight: Double
    /// Frame rectangles in animation order.
    public var frames: [Frame]

    /// A sheet description.
    public init(
        name: String, image: String, scale: Int, pointWidth: Double, pointHeight: Double,
        frames: [Frame]
    ) {
        self.name = name
        self.image = image
        self.scale = scale
        self.pointWidth = pointWidth
        self.pointHeight = pointHeight
        self.frames = frames
    }

    /// The point size of one frame.
    public var pointSize: Size { Size(width: pointWidth, height: pointHeight) }
    /// The point size of one frame drawn `factor` times as large.
    public func pointSize(scaledBy factor: Double) -> Size {
        Size(width: pointWidth * factor, height: pointHeight * factor)
    }
    /// How many frames the sheet holds.
    public var frameCount: Int { frames.count }
}
