/// An sRGB colour with 8-bit channels and straight (not premultiplied) alpha.
public struct Color: Equatable, Hashable, Sendable {
    /// Red, 0…255.
    public var r: UInt8
    /// Green, 0…255.
    public var g: UInt8
    /// Blue, 0…255.
    public var b: UInt8
    /// Opacity, 0…255.
    public var a: UInt8

    /// A colour from its channels.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// The colour with its opacity multiplied by `alpha` (0…1).
    public func withAlpha(_ alpha: Double) -> Color {
        let scaled = (Double(a) * min(max(alpha, 0), 1)).rounded()
        return Color(r: r, g: g, b: b, a: UInt8(scaled))
    }
}
