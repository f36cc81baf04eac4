/// A desktop scrollbar along one axis of a scroll view, as a value: how long its thumb is and
/// where it sits for an offset, what a press along the bar hits, where dragging the thumb puts
/// the content, and how long it stays shown.
///
/// Positions are points along the axis from the view's leading edge (its top for a list). The
/// thumb is `max(36, view² / span)` long, `span` being the content with its insets, and moves
/// over the view's length (less `margin` at each end) as the offset goes through its range.
public struct Scrollbar: Equatable, Sendable {
    /// Where a press along the bar lands.
    public enum Part: Equatable, Sendable {
        /// On the thumb: the press holds it.
        case thumb
        /// Between the leading edge and the thumb: the press pages towards the start.
        case before
        /// Between the thumb and the trailing edge: the press pages towards the end.
        case after
    }

    /// The thumb's shortest length, points (the indicator's 36 of today, and the contract's).
    public static let minimumThumb = 36.0
    /// An overscrolled thumb is squeezed against its end, never shorter than this (UIKit's 7).
    public static let squeezedThumb = 7.0
    /// The pointer within this many points of the bar's edge widens it and may grab it.
    public static let reach = 12.0
    /// Seconds the bar stays shown after the content and the pointer leave it (the contract's 1 s).
    public static let hold = 1.0
    /// Seconds it then takes to fade out (the indicator's fade of today).
    public static let fade = PhysicsConstants.indicatorFade

    /// The view's length along the axis.
    public var viewLength: Double
    /// The content's length with its leading and trailing insets.
    public var span: Double
    /// The offsets the content rests within (`-inset` to `span - inset - viewLength`).
    public var bounds: ClosedRange<Double>

    /// A bar for a view `viewLength` long over `span` points of content and insets, resting
    /// within `bounds`.
    public init(viewLength: Double, span: Double, bounds: ClosedRange<Double>) {
        self.viewLength = viewLength
        self.span = span
        self.bounds = bounds
    }

    /// The bar of `axis` of a scroll view laid out by `geometry`.
    public init(_ geometry: ScrollGeometry, axis: Axis) {
        self.init(
            viewLength: geometry.viewSize[axis],
            span: geometry.contentSize[axis] + geometry.inset[axis.leadingEdge]
                + geometry.inset[axis.trailingEdge],
            bounds: geometry.bounds(axis))
    }

    /// Whether there is no bar: everything fits in the view.
    public var isHidden: Bool { span <= viewLength }

    /// The thumb's length on a track `margin` points short of each end of the view.
    public func thumbLength(margin: Double = 0) -> Double {
        let track = viewLength - 2 * margin
        return max(Self.minimumThumb, track * min(1, viewLength / max(span, 1)))
    }

    /// The thumb's start and length for `offset` on a track `margin` points short of each end;
    /// past an edge it is squeezed against that end, as UIKit squeezes its indicator.
    public func thumb(at offset: Double, margin: Double = 0) -> (start: Double, length: Double) {
        let track = viewLength - 2 * margin
        var length = thumbLength(margin: margin)
        var start =
            margin + (offset - bounds.lowerBound) / max(span - viewLength, 1) * (track - length)
        if start < margin {
            length = max(Self.squeezedThumb, length - (margin - start))
            start = margin
        }
        if start + length > viewLength - margin {
            length = max(Self.squeezedThumb, viewLength - margin - start)
            start = min(start, viewLength - margin - length)
        }
        return (start, length)
    }

    /// What a press at `position` along the bar hits, the content at `offset`.
    public func part(at position: Double, offset: Double) -> Part {
        let thumb = thumb(at: offset)
        if position < thumb.start { return .before }
        if position > thumb.start + thumb.length { return .after }
        return .thumb
    }

    /// Where the content goes while the thumb, pressed with the content at `pressOffset`, has
    /// been dragged `travel` points along the bar: the thumb's travel scaled to the offsets'
    /// range, clamped to it, so the thumb never pulls the content past an edge.
    public func draggedOffset(from pressOffset: Double, travel: Double) -> Double {
        let room = viewLength - thumbLength()
        let range = bounds.upperBound - bounds.lowerBound
        let moved = room > 0 ? pressOffset + travel * range / room : pressOffset
        return min(max(moved, bounds.lowerBound), bounds.upperBound)
    }

    /// The bar's opacity `elapsed` seconds after the content stopped and the pointer left the
    /// bar: shown for `hold`, then fading over `fade`.
    public static func opacity(elapsed: Double) -> Double {
        guard elapsed > hold else { return 1 }
        guard fade > 0 else { return 0 }
        return max(0, 1 - (elapsed - hold) / fade)
    }
}
