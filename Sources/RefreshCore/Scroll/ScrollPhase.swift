/// What moves a scroll view's content right now. Each phase computes the offset from the clock.
enum ScrollPhase: Equatable {
    /// A pointer holds the content: `anchorVirtual` is the unbounded offset the finger put there
    /// when it was at `anchorPointer`; the visible offset is that, rubber-banded past the edges.
    struct Drag: Equatable {
        var anchorVirtual: Double
        var anchorPointer: Double
        var pointer: Double
    }

    /// Still at an offset.
    case resting(Double)
    /// Held by the pointer.
    case dragging(Drag)
    /// Coasting after a release; `start` is when it began.
    case coasting(start: Double, Deceleration)
    /// Springing back to an edge; `start` is when it began.
    case bouncing(start: Double, Spring)
    /// An animated change of offset (the wheel, or code).
    case animating(Tween)
}
