extension Size {
    /// The extent along `axis`: the width or the height.
    public subscript(axis: Axis) -> Double {
        get { axis == .vertical ? height : width }
        set {
            if axis == .vertical { height = newValue } else { width = newValue }
        }
    }
}
