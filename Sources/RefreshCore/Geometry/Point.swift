/// A position in points, y growing downwards as on screen.
public struct Point: Equatable, Hashable, Sendable {
    /// Horizontal coordinate.
    public var x: Double
    /// Vertical coordinate, growing downwards.
    public var y: Double

    /// A point at (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}
