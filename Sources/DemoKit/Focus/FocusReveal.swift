/// Where a scroll view must go to show a focused control: the least move that brings the
/// control's span wholly into view (its start first when it is longer than the view), within
/// the offsets the content rests in; nil when it is in view already.
public enum FocusReveal {
    /// The offset that shows `span` (content coordinates along the axis) in a view `viewLength`
    /// long whose content is at `offset` and rests within `bounds`; nil when nothing must move.
    public static func offset(
        showing span: ClosedRange<Double>, offset: Double, viewLength: Double,
        bounds: ClosedRange<Double>
    ) -> Double? {
        var target = offset
        if span.upperBound > offset + viewLength { target = span.upperBound - viewLength }
        if span.lowerBound < target { target = span.lowerBound }
        target = min(max(target, bounds.lowerBound), bounds.upperBound)
        return abs(target - offset) > 1e-9 ? target : nil
    }
}
