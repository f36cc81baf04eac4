import RefreshCore

/// A sheet's pixels: straight-alpha RGBA8, row by row, no padding between rows.
public struct SheetImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    public let pixels: [UInt8]

    /// An image from its size and bytes; `pixels.count` must be `width × height × 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel count does not match size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The bytes of the rectangle `frame`, row by row.
    public func crop(_ frame: SpriteSheet.Frame) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(frame.w * frame.h * 4)
        for row in frame.y..<(frame.y + frame.h) {
            let start = (row * width + frame.x) * 4
            out.append(contentsOf: pixels[start..<(start + frame.w * 4)])
        }
        return out
    }
}
