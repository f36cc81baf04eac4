/// The rubber band applied to a range of offsets: inside it the finger moves the content 1:1,
/// past either end by `RubberBand`'s law with the view's length as its dimension.
public struct RubberBandLimits: Equatable, Sendable {
    /// The offsets the content rests within.
    public var bounds: ClosedRange<Double>
    /// The view's length along the axis.
    public var dimension: Double
    /// Whether the content may be pulled past the ends at all.
    public var canBounce: Bool

    /// Limits of `bounds` in a view `dimension` points long.
    public init(bounds: ClosedRange<Double>, dimension: Double, canBounce: Bool) {
        self.bounds = bounds
        self.dimension = dimension
        self.canBounce = canBounce
    }

    /// The visible offset for an unbounded finger offset: rubber-banded past either end.
    public func banded(_ virtual: Double) -> Double {
        if virtual < bounds.lowerBound {
            guard canBounce else { return bounds.lowerBound }
            return bounds.lowerBound
                - RubberBand.offset(for: bounds.lowerBound - virtual, dimension: dimension)
        }
        if virtual > bounds.upperBound {
            guard canBounce else { return bounds.upperBound }
            return bounds.upperBound
                + RubberBand.offset(for: virtual - bounds.upperBound, dimension: dimension)
        }
        return virtual
    }

    /// The finger offset that shows `visible`: the inverse of `banded`.
    public func unbanded(_ visible: Double) -> Double {
        if visible < bounds.lowerBound {
            return bounds.lowerBound
                - RubberBand.distance(for: bounds.lowerBound - visible, dimension: dimension)
        }
        if visible > bounds.upperBound {
            return bounds.upperBound
                + RubberBand.distance(for: visible - bounds.upperBound, dimension: dimension)
        }
        return visible
    }
}
