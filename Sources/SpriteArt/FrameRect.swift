/// A frame's rectangle inside a sheet, in pixels (JSON keys `x`, `y`, `w`, `h`).
public struct FrameRect: Equatable, Hashable, Sendable, Codable {
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
