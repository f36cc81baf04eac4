import Testing

@testable import RefreshCore

/// A scroll view laid along `axis`, with the pointer, offsets and bounds read along it, so that
/// one test checks a law on both axes with the same numbers.
///
/// Along the axis the view is 720 pt long and shows 880 pt of content (the largest offset is
/// 160) and always bounces; across it, view and content are both 390 pt and never bounce, so the
/// other axis takes no part in a drag. Vertical, it is the 390×720 list most tests use; horizontal,
/// its mirror: 720×390 showing 880×390. The scroll view's own state (`isDragging`, `isAtRest`,
/// `indicatorAlpha`…) reads through the rig.
@dynamicMemberLookup
struct AxisRig {
    /// The axis the content scrolls along.
    let axis: Axis
    let timeline: Timeline
    let scrollView: ScrollView

    init(_ axis: Axis, contentLength: Double = 880, start: Double = 0) {
        self.axis = axis
        timeline = Timeline(start: start)
        scrollView = ScrollView(
            timeline: timeline, viewSize: Self.size(along: axis, length: 720),
            contentSize: Self.size(along: axis, length: contentLength))
        scrollView.alwaysBounceVertical = axis == .vertical
        scrollView.alwaysBounceHorizontal = axis == .horizontal
    }

    /// A size `length` long along `axis` and 390 pt across it.
    static func size(along axis: Axis, length: Double) -> Size {
        var size = Size(width: 390, height: 390)
        size[axis] = length
        return size
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<ScrollView, Value>) -> Value {
        scrollView[keyPath: keyPath]
    }

    /// The other axis, which a drag along `axis` must leave alone.
    var across: Axis { axis == .vertical ? .horizontal : .vertical }

    /// The edge offsets start from (top, left): where a pull past the start is held.
    var leadingEdge: Edge { axis.leadingEdge }

    /// The content offset along the axis.
    var offset: Double { scrollView.contentOffset(along: axis) }

    /// The content offset along the other axis.
    var offsetAcross: Double { scrollView.contentOffset(along: across) }

    /// The offsets along the axis the content rests within.
    var bounds: ClosedRange<Double> { scrollView.offsetBounds(axis) }

    /// The content's length along the axis (its extent across stays 390).
    var contentLength: Double {
        get { scrollView.contentSize[axis] }
        nonmutating set { scrollView.contentSize = Self.size(along: axis, length: newValue) }
    }

    /// The point at `position` along the axis, in the middle of the view across it.
    func point(_ position: Double) -> Point {
        var point = Point(x: 195, y: 195)
        point[axis] = position
        return point
    }

    func pointerDown(at position: Double) { scrollView.pointerDown(at: point(position)) }

    func pointerMove(to position: Double) { scrollView.pointerMove(to: point(position)) }

    /// Moves the content along the axis to `offset` at once.
    func setOffset(_ offset: Double) { scrollView.setContentOffset(offset, along: axis) }

    /// Drags in a straight line along the axis from `from` to `to` over `duration` seconds,
    /// moving at every frame of `fps` from now; the pointer stays down at the end.
    func drag(from: Double, to: Double, duration: Double, fps: Double = 60) {
        let start = timeline.now
        pointerDown(at: from)
        var frame = 1.0
        while true {
            let elapsed = min(frame / fps, duration)
            timeline.advance(to: start + elapsed)
            pointerMove(to: from + (to - from) * elapsed / duration)
            if elapsed >= duration { break }
            frame += 1
        }
    }

    /// Checks that the other axis has not moved and is not held.
    func expectStillAcross(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(offsetAcross == 0, sourceLocation: sourceLocation)
        #expect(scrollView.velocity(along: across) == 0, sourceLocation: sourceLocation)
        #expect(!scrollView.motion(across).isDragging, sourceLocation: sourceLocation)
    }
}

extension ScrollView {
    /// `contentOffsetX` or `contentOffsetY`.
    func contentOffset(along axis: Axis) -> Double {
        axis == .vertical ? contentOffsetY : contentOffsetX
    }

    /// `velocityX` or `velocityY`.
    func velocity(along axis: Axis) -> Double { axis == .vertical ? velocityY : velocityX }
}
