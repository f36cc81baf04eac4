/// The rubber band of an overscrolled drag: how far the content moves for a finger overscroll.
public enum RubberBand {
    /// The visible overscroll for a finger overscroll of `distance` in a view of size `dimension`:
    /// f(x, d) = (1 − 1/(x·c/d + 1))·d. Its slope at 0 is c, so the content first follows at 55 %.
    public static func offset(
        for distance: Double, dimension: Double,
        constant c: Double = PhysicsConstants.rubberBandConstant
    ) -> Double {
        guard dimension > 0, distance > 0 else { return 0 }
        return (1 - 1 / (distance * c / dimension + 1)) * dimension
    }

    /// The finger overscroll that gives a visible overscroll of `visible`: the inverse of
    /// `offset(for:dimension:)`, x = v·d / (c·(d − v)). Visible overscrolls at or past the view's
    /// size cannot be reached by a finger and map to a very large distance.
    public static func distance(
        for visible: Double, dimension: Double,
        constant c: Double = PhysicsConstants.rubberBandConstant
    ) -> Double {
        guard dimension > 0, visible > 0 else { return 0 }
        let remaining = max(dimension - visible, dimension * 1e-9)
        return visible * dimension / (c * remaining)
    }
}
