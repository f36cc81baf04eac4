import Testing

@testable import RefreshCore

/// Content under an inset that closes (a header ending its refresh gives the top back) stays
/// inside the bounds of every moment, as UIKit's does: a still press rides the closing edge and,
/// let go, rests at it; the wheel's and keys' scrolls never fall behind it or run ahead of it;
/// and content that shrinks under a rest or a scroll puts it at the new end at once.
struct ClosingInsetTests {
    /// The rig with its leading inset open by a header's 54 points, the content at rest there,
    /// and the inset closing over 0.4 s from 0, the content following it.
    private static func closing(_ axis: Axis, contentLength: Double = 880) -> AxisRig {
        let rig = AxisRig(axis, contentLength: contentLength)
        rig.scrollView.setInset(axis.leadingEdge, to: 54)
        rig.setOffset(-54)
        rig.scrollView.animateInset(axis.leadingEdge, to: 0, duration: 0.4)
        return rig
    }

    /// Every frame at 60 fps until `end`, the offset inside the bounds of that frame.
    private static func expectInsideEveryFrame(
        _ rig: AxisRig, until end: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        while rig.timeline.now < end - 1e-9 {
            rig.timeline.advance(to: min(end, rig.timeline.now + 1.0 / 60))
            let bounds = rig.bounds
            #expect(
                rig.offset >= bounds.lowerBound - 1e-9 && rig.offset <= bounds.upperBound + 1e-9,
                "t = \(rig.timeline.now): \(rig.offset) outside \(bounds)",
                sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: Axis.allCases)
    func aStillPressWhileTheInsetClosesRidesTheEdgeAndRestsAtIt(axis: Axis) {
        let rig = Self.closing(axis)
        Self.expectInsideEveryFrame(rig, until: 0.1)
        rig.pointerDown(at: 300)
        Self.expectInsideEveryFrame(rig, until: 0.3)
        // Held still, the content kept its place against the closing edge.
        #expect(abs(rig.offset - rig.bounds.lowerBound) < 1e-9)
        #expect(rig.isDragging)
        rig.scrollView.pointerUp()
        #expect(!rig.isDecelerating)
        Self.expectInsideEveryFrame(rig, until: 1.5)
        #expect(rig.offset == 0)
        #expect(rig.isAtRest)
    }

    @Test(arguments: Axis.allCases)
    func aPressLetGoAtTheEdgeWhileItClosesNeverSpringsBack(axis: Axis) {
        let rig = Self.closing(axis)
        rig.timeline.advance(to: 0.2)
        rig.pointerDown(at: 300)
        rig.scrollView.pointerUp()
        var sawDecelerating = false
        while rig.timeline.now < 1.5 {
            rig.timeline.advance(to: rig.timeline.now + 1.0 / 60)
            sawDecelerating = sawDecelerating || rig.isDecelerating
            #expect(rig.offset >= rig.bounds.lowerBound - 1e-9, "t = \(rig.timeline.now)")
        }
        #expect(!sawDecelerating)
        #expect(rig.offset == 0)
    }

    /// A notch down while the header closes over a list shorter than the view: the one place
    /// such content rests is the closing top, and the scroll keeps to it.
    @Test func aWheelNotchOnShortContentKeepsToTheClosingTop() {
        let rig = Self.closing(.vertical, contentLength: 132)
        rig.timeline.advance(to: 0.1)
        rig.scrollView.scrollByWheel(notches: -1)
        Self.expectInsideEveryFrame(rig, until: 1)
        #expect(rig.offset == 0)
    }

    /// Home while the header closes: its 0.35 s ease-in-out starts slower than the edge moves,
    /// and never falls behind it.
    @Test(arguments: Axis.allCases)
    func aScrollToTheTopNeverFallsBehindTheClosingEdge(axis: Axis) {
        let rig = Self.closing(axis)
        rig.timeline.advance(to: 0.1)
        rig.scrollView.scroll(to: -.infinity, along: axis, duration: 0.35)
        Self.expectInsideEveryFrame(rig, until: 1)
        #expect(rig.offset == 0)
    }

    /// Content that shrinks under a wheel's rest at its end puts it at the new end at once; an
    /// offset code set there springs back, as it always has.
    @Test func contentShrinkingUnderAScrollPutsItAtTheNewEndAtOnce() {
        let (timeline, scrollView) = makeScrollView()
        scrollView.scrollByWheel(notches: -10)
        advanceFrames(timeline, until: 0.5)
        #expect(scrollView.contentOffsetY == 160)
        scrollView.contentSize = Size(width: 390, height: 780)
        #expect(scrollView.contentOffsetY == 60)
        #expect(scrollView.isAtRest)
        // Mid-scroll, the scroll goes on to the new end from where it is.
        scrollView.contentSize = Size(width: 390, height: 880)
        scrollView.scrollByWheel(notches: -10)
        advanceFrames(timeline, until: 0.55)
        scrollView.contentSize = Size(width: 390, height: 780)
        #expect(scrollView.contentOffsetY <= 60)
        advanceFrames(timeline, until: 1)
        #expect(scrollView.contentOffsetY == 60)
        scrollView.contentSize = Size(width: 390, height: 880)
        scrollView.setContentOffsetY(160)
        scrollView.contentSize = Size(width: 390, height: 780)
        #expect(scrollView.contentOffsetY == 160)
        #expect(scrollView.isDecelerating)
    }
}
