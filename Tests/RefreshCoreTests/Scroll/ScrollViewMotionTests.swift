import Foundation
import Testing

@testable import RefreshCore

/// Coasting, springing back, inset animations and the indicator, the same along both axes
/// (`AxisRig`); the wheel, which scrolls vertically only, on the vertical list.
struct ScrollViewMotionTests {
    @Test(arguments: Axis.allCases, [20.0, 100.0, 400.0])
    func releasingOverscrolledSpringsBackToTheLeadingEdge(axis: Axis, overscroll: Double) {
        let rig = AxisRig(axis)
        let timeline = rig.timeline
        rig.pointerDown(at: 100)
        timeline.advance(to: 0.3)
        rig.pointerMove(to: 100 + overscroll)
        timeline.advance(to: 0.5)  // held still: no velocity on release
        rig.scrollView.pointerUp()
        #expect(rig.isDecelerating)
        var restedAt: Double?
        while restedAt == nil, timeline.now < 5 {
            timeline.advance(to: timeline.now + 1 / 60)
            if rig.isAtRest {
                restedAt = timeline.now
            } else {
                #expect(rig.isDecelerating)
                #expect(rig.offset <= 0.5)
            }
        }
        #expect(restedAt != nil)
        #expect(abs(rig.offset) <= 0.5)
        #expect(!rig.isDecelerating)
        rig.expectStillAcross()
    }

    @Test(arguments: Axis.allCases)
    func aFlingCoastsToTheClosedFormRestPoint(axis: Axis) {
        let rig = AxisRig(axis, contentLength: 5000)
        rig.drag(from: 400, to: 100, duration: 0.1)
        #expect(rig.offset == 300)
        rig.scrollView.pointerUp()
        #expect(rig.isDecelerating)
        #expect(abs(rig.scrollView.velocity(along: axis) - 3000) < 1e-3)
        let expected = Deceleration(start: 300, velocity: 3000)
        #expect(abs(expected.restPoint - (300 + 3000 * 0.4995)) < 0.001 * 1500)
        advanceFrames(rig.timeline, until: 0.4)
        #expect(abs(rig.offset - expected.value(at: 0.3)) < 1e-6)
        // UIKit's decay: the velocity falls by 0.998 every millisecond.
        #expect(abs(rig.scrollView.velocity(along: axis) - 3000 * pow(0.998, 300)) < 1e-3)
        advanceFrames(rig.timeline, until: 5)
        #expect(rig.isAtRest)
        #expect(abs(rig.offset - expected.restPoint) <= 0.5)
        rig.expectStillAcross()
    }

    @Test(arguments: Axis.allCases)
    func aFlingPastTheTrailingEdgeCrossesItSpringsBackAndRestsThere(axis: Axis) {
        let rig = AxisRig(axis)
        let timeline = rig.timeline
        rig.drag(from: 400, to: 350, duration: 0.1)  // offset 50, 500 pt/s
        rig.scrollView.pointerUp()
        let motion = Deceleration(start: 50, velocity: 500)
        #expect(motion.restPoint > 160)
        let crossing = 0.1 + motion.time(toReach: 160)!
        advanceFrames(timeline, until: crossing - 0.01)
        #expect(rig.offset < 160)
        #expect(rig.isDecelerating)
        advanceFrames(timeline, until: crossing + 0.05)
        #expect(rig.offset > 160)
        var maximum = rig.offset
        while timeline.now < 5 {
            timeline.advance(to: timeline.now + 1 / 60)
            maximum = max(maximum, rig.offset)
        }
        #expect(maximum < 160 + 100)
        #expect(rig.isAtRest)
        #expect(rig.offset == 160)
        rig.expectStillAcross()
    }

    @Test(arguments: Axis.allCases, [0.101, 0.2, 0.5])
    func aReleaseAfterAPauseDoesNotCoast(axis: Axis, pause: Double) {
        let rig = AxisRig(axis)
        rig.drag(from: 400, to: 300, duration: 0.1)
        rig.timeline.advance(to: rig.timeline.now + pause)
        rig.scrollView.pointerUp()
        #expect(rig.isAtRest)
        advanceFrames(rig.timeline, until: 2)
        #expect(rig.offset == 100)
    }

    @Test(arguments: Axis.allCases)
    func grabbingWhileCoastingStopsTheContentWhereItIs(axis: Axis) {
        let rig = AxisRig(axis, contentLength: 5000)
        rig.drag(from: 400, to: 100, duration: 0.1)
        rig.scrollView.pointerUp()
        advanceFrames(rig.timeline, until: 0.3)
        let coasting = rig.offset
        #expect(coasting > 300)
        #expect(rig.isDecelerating)
        rig.pointerDown(at: 200)
        #expect(rig.isDragging)
        #expect(!rig.isDecelerating)
        #expect(abs(rig.offset - coasting) < 1e-9)
        advanceFrames(rig.timeline, until: 1)
        #expect(abs(rig.offset - coasting) < 1e-9)
        rig.scrollView.pointerUp()  // after a long still hold: no coasting
        advanceFrames(rig.timeline, until: 2)
        #expect(abs(rig.offset - coasting) < 1e-9)
    }

    @Test func oneWheelNotchScrolls40PointsInAFifthOfASecond() {
        let (timeline, scrollView) = makeScrollView(start: 1)
        scrollView.scrollByWheel(notches: -1)
        #expect(scrollView.isAnimating)
        advanceFrames(timeline, until: 1.1)
        #expect(scrollView.contentOffsetY > 0)
        #expect(scrollView.contentOffsetY < 40)
        advanceFrames(timeline, until: 1.2)
        #expect(scrollView.contentOffsetY == 40)
        #expect(scrollView.isAtRest)
    }

    @Test func wheelNotchesInARowAddUp() {
        let (timeline, scrollView) = makeScrollView()
        scrollView.scrollByWheel(notches: -1)
        timeline.advance(to: 0.05)
        scrollView.scrollByWheel(notches: -1)
        advanceFrames(timeline, until: 1)
        #expect(scrollView.contentOffsetY == 80)
    }

    @Test(arguments: [(0.0, 1.0, 0.0), (0.0, 3.0, 0.0), (140.0, -1.0, 160.0), (150.0, -5.0, 160.0)])
    func theWheelStopsAtTheBounds(start: Double, notches: Double, end: Double) {
        let (timeline, scrollView) = makeScrollView()
        scrollView.setContentOffsetY(start)
        scrollView.scrollByWheel(notches: notches)
        advanceFrames(timeline, until: 1)
        #expect(scrollView.contentOffsetY == end)
        #expect(scrollView.isAtRest)
    }

    @Test(arguments: Axis.allCases)
    func animatingTheInsetEndsExactlyOnTimeAndCompletesOnce(axis: Axis) {
        let rig = AxisRig(axis, start: 2)
        let edge = rig.leadingEdge
        var completions: [Bool] = []
        rig.scrollView.animateInset(edge, to: 54, offset: -54, duration: 0.25) {
            completions.append($0)
        }
        #expect(rig.targetContentInset[edge] == 54)
        advanceFrames(rig.timeline, until: 2.24)
        #expect(completions.isEmpty)
        #expect(rig.contentInset[edge] > 0)
        #expect(rig.contentInset[edge] < 54)
        rig.timeline.advance(to: 2.25)
        #expect(completions == [true])
        #expect(rig.contentInset[edge] == 54)
        #expect(rig.offset == -54)
        #expect(rig.bounds.lowerBound == -54)
        advanceFrames(rig.timeline, until: 3)
        #expect(completions == [true])
        #expect(rig.offset == -54)
        #expect(rig.isAtRest)
        rig.expectStillAcross()
    }

    @Test(arguments: Axis.allCases)
    func animatingTheInsetInOneLongJumpStillCompletesAtItsInstant(axis: Axis) {
        let rig = AxisRig(axis)
        var completedAt: Double?
        rig.scrollView.animateInset(rig.leadingEdge, to: 54, offset: -54, duration: 0.25) { _ in
            completedAt = rig.timeline.now
        }
        rig.timeline.advance(to: 10)
        #expect(completedAt == 0.25)
        #expect(rig.offset == -54)
    }

    @Test(arguments: Axis.allCases)
    func replacingAnInsetAnimationCompletesTheOldOneWithFalseOnce(axis: Axis) {
        let rig = AxisRig(axis)
        var first: [Bool] = []
        var second: [Bool] = []
        rig.scrollView.animateInset(rig.leadingEdge, to: 54, offset: -54, duration: 0.25) {
            first.append($0)
        }
        advanceFrames(rig.timeline, until: 0.1)
        rig.scrollView.animateInset(rig.leadingEdge, to: 0, duration: 0.25) { second.append($0) }
        #expect(first == [false])
        #expect(second.isEmpty)
        advanceFrames(rig.timeline, until: 2)
        #expect(first == [false])
        #expect(second == [true])
        #expect(rig.contentInset == .zero)
        #expect(abs(rig.offset) <= 0.5)
        #expect(rig.isAtRest)
    }

    @Test(arguments: Axis.allCases)
    func settingTheInsetDirectlyCancelsAnAnimationWithFalse(axis: Axis) {
        let rig = AxisRig(axis)
        var completions: [Bool] = []
        rig.scrollView.animateInset(rig.leadingEdge, to: 54, duration: 0.25) {
            completions.append($0)
        }
        advanceFrames(rig.timeline, until: 0.1)
        var inset = EdgeInsets.zero
        inset[rig.leadingEdge] = 20
        rig.scrollView.contentInset = inset
        advanceFrames(rig.timeline, until: 1)
        #expect(completions == [false])
        #expect(rig.contentInset[rig.leadingEdge] == 20)
    }

    @Test(arguments: Axis.allCases)
    func shrinkingTheContentUnderTheOffsetSpringsBack(axis: Axis) {
        let rig = AxisRig(axis)
        rig.setOffset(160)
        rig.timeline.advance(to: 0.1)
        rig.contentLength = 800
        #expect(rig.bounds.upperBound == 80)
        #expect(rig.isDecelerating)
        advanceFrames(rig.timeline, until: 0.2)
        let midway = rig.offset
        #expect(midway < 160)
        #expect(midway > 80)
        advanceFrames(rig.timeline, until: 3)
        #expect(rig.isAtRest)
        #expect(rig.offset == 80)
        rig.expectStillAcross()
    }

    @Test(arguments: Axis.allCases)
    func theIndicatorShowsWhileMovingAndFadesOverAFifthOfASecond(axis: Axis) throws {
        let rig = AxisRig(axis)
        let timeline = rig.timeline
        #expect(rig.indicatorAlpha == 0)
        rig.drag(from: 400, to: 350, duration: 0.1)
        #expect(rig.indicatorAlpha == 1)
        rig.scrollView.pointerUp()
        var restedAt: Double?
        while restedAt == nil {
            #expect(rig.indicatorAlpha == 1)
            timeline.advance(to: timeline.now + 1 / 120)
            if rig.isAtRest { restedAt = timeline.now }
        }
        let rest = try #require(restedAt)
        timeline.advance(to: rest + 0.1)
        #expect(abs(rig.indicatorAlpha - 0.5) < 0.1)
        timeline.advance(to: rest + 0.2)
        #expect(rig.indicatorAlpha == 0)
        timeline.advance(to: rest + 1)
        #expect(rig.indicatorAlpha == 0)
    }
}
