extension Point {
    /// The coordinate along `axis`: x or y.
    public subscript(axis: Axis) -> Double {
        get { axis == .vertical ? y : x }
        set {
            if axis == .vertical { y = newValue } else { x = newValue }
        }
    }
}
