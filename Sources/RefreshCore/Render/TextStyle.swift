/// How a run of text is set: which of the shipped fonts, and its size in points.
public struct TextStyle: Equatable, Hashable, Sendable {
    /// The shipped font faces.
    public enum Weight: String, Hashable, Sendable {
        /// DejaVu Sans.
        case regular
        /// DejaVu Sans Bold.
        case bold
    }

    /// The face.
    public var weight: Weight
    /// The size in points.
    public var size: Double

    /// A text style.
    public init(weight: Weight, size: Double) {
        self.weight = weight
        self.size = size
    }

    /// The same face `factor` times the size (a text scale): the style itself at 1.
    public func scaled(by factor: Double) -> TextStyle {
        factor == 1 ? self : TextStyle(weight: weight, size: size * factor)
    }
}
