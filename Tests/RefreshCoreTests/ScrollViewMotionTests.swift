import Testing

@testable import RefreshCore

struct ScrollViewMotionTests {
    @Test(arguments: [20.0, 100.0, 400.0])
    func releasingOverscrolledSpringsBackToTheTop(overscroll: Double) {
        let (timeline, scrollView) = makeScrollView()
        scrollView.pointerDown(y: 100)
        timeline.advance(to: 0.3)
        scrollView.pointerMove(y: 100 + overscroll)
        timeline.advance(to: 0.5)  // held still: no velocity on release
        scrollView.pointerUp()
        #expect(scrollView.isDecelerating)
        var restedAt: Double?
        while restedAt == nil, timeline.now < 5 {
            timeline.advance(to: timeline.now + 1 / 60)
            if scrollView.isAtRest {
                restedAt = timeline.now
            } else {
                #expect(scrollView.isDecelerating)
                #expect(scrollView.contentOffsetY <= 0.5)
            }
        }
        #expect(restedAt != nil)
        #expect(abs(scrollView.contentOffsetY) <= 0.5)
        #expect(!scrollView.isDecelerating)
    }

    @Test func aFlingCoastsToTheClosedFormRestPoint() {
        let (timeline, scrollView) = makeScrollView(contentHeight: 5000)
        drag(scrollView, from: 400, to: 100, duration: 0.1)
        #expect(scrollView.contentOffsetY == 300)
        scrollView.pointerUp()
        #expect(scrollView.isDecelerating)
        let expected = Deceleration(start: 300, velocity: 3000)
        #expect(abs(expected.restPoint - (300 + 3000 * 0.4995)) < 0.001 * 1500)
        advanceFrames(timeline, until: 0.4)
        #expect(abs(scrollView.contentOffsetY - expected.value(at: 0.3)) < 1e-6)
        advanceFrames(timeline, until: 5)
        #expect(scrollView.isAtRest)
        #expect(abs(scrollView.contentOffsetY - expected.restPoint) <= 0.5)
    }

    @Test func aFlingPastTheBottomCrossesTheEdgeSpringsBackAndRestsThere() {
        let (timeline, scrollView) = makeScrollView()
        drag(scrollView, from: 400, to: 350, duration: 0.1)  // offset 50, 500 pt/s
        scrollView.pointerUp()
        let motion = Deceleration(start: 50, velocity: 500)
        #expect(motion.restPoint > 160)
        let crossing = 0.1 + motion.time(toReach: 160)!
        advanceFrames(timeline, until: crossing - 0.01)
        #expect(scrollView.contentOffsetY < 160)
        #expect(scrollView.isDecelerating)
        advanceFrames(timeline, until: crossing + 0.05)
        #expect(scrollView.contentOffsetY > 160)
        var maximum = scrollView.contentOffsetY
        while timeline.now < 5 {
            timeline.advance(to: timeline.now + 1 / 60)
            maximum = max(maximum, scrollView.contentOffsetY)
        }
        #expect(maximum < 160 + 100)
        #expect(scrollView.isAtRest)
        #expect(scrollView.contentOffsetY == 160)
    }

    @Test(arguments: [0.101, 0.2, 0.5])
    func aReleaseAfterAPauseDoesNotCoast(pause: Double) {
        let (timeline, scrollView) = makeScrollView()
        drag(scrollView, from: 400, to: 300, duration: 0.1)
        timeline.advance(to: timeline.now + pause)
        scrollView.pointerUp()
        #expect(scrollView.isAtRest)
        advanceFrames(timeline, until: 2)
        #expect(scrollView.contentOffsetY == 100)
    }

    @Test func grabbingWhileCoastingStopsTheContentWhereItIs() {
        let (timeline, scrollView) = makeScrollView(contentHeight: 5000)
        drag(scrollView, from: 400, to: 100, duration: 0.1)
        scrollView.pointerUp()
        advanceFrames(timeline, until: 0.3)
        let coasting = scrollView.contentOffsetY
        #expect(coasting > 300)
        #expect(scrollView.isDecelerating)
        scrollView.pointerDown(y: 200)
        #expect(scrollView.isDragging)
        #expect(!scrollView.isDecelerating)
        #expect(abs(scrollView.contentOffsetY - coasting) < 1e-9)
        advanceFrames(timeline, until: 1)
        #expect(abs(scrollView.contentOffsetY - coasting) < 1e-9)
        scrollView.pointerUp()  // after a long still hold: no coasting
        advanceFrames(timeline, until: 2)
        #expect(abs(scrollView.contentOffsetY - coasting) < 1e-9)
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

    @Test func animatingTheInsetEndsExactlyOnTimeAndCompletesOnce() {
        let (timeline, scrollView) = makeScrollView(start: 2)
        var completions: [Bool] = []
        scrollView.animateInset(.top, to: 54, offset: -54, duration: 0.25) {
            completions.append($0)
        }
        #expect(scrollView.targetContentInset.top == 54)
        advanceFrames(timeline, until: 2.24)
        #expect(completions.isEmpty)
        #expect(scrollView.contentInset.top > 0)
        #expect(scrollView.contentInset.top < 54)
        timeline.advance(to: 2.25)
        #expect(completions == [true])
        #expect(scrollView.contentInset.top == 54)
        #expect(scrollView.contentOffsetY == -54)
        #expect(scrollView.minOffsetY == -54)
        advanceFrames(timeline, until: 3)
        #expect(completions == [true])
        #expect(scrollView.contentOffsetY == -54)
        #expect(scrollView.isAtRest)
    }

    @Test func animatingTheInsetInOneLongJumpStillCompletesAtItsInstant() {
        let (timeline, scrollView) = makeScrollView()
        var completedAt: Double?
        scrollView.animateInset(.top, to: 54, offset: -54, duration: 0.25) { _ in
            completedAt = timeline.now
        }
        timeline.advance(to: 10)
        #expect(completedAt == 0.25)
        #expect(scrollView.contentOffsetY == -54)
    }

    @Test func replacingAnInsetAnimationCompletesTheOldOneWithFalseOnce() {
        let (timeline, scrollView) = makeScrollView()
        var first: [Bool] = []
        var second: [Bool] = []
        scrollView.animateInset(.top, to: 54, offset: -54, duration: 0.25) {
            first.append($0)
        }
        advanceFrames(timeline, until: 0.1)
        scrollView.animateInset(.top, to: 0, duration: 0.25) { second.append($0) }
        #expect(first == [false])
        #expect(second.isEmpty)
        advanceFrames(timeline, until: 2)
        #expect(first == [false])
        #expect(second == [true])
        #expect(scrollView.contentInset == .zero)
        #expect(abs(scrollView.contentOffsetY) <= 0.5)
        #expect(scrollView.isAtRest)
    }

    @Test func settingTheInsetDirectlyCancelsAnAnimationWithFalse() {
        let (timeline, scrollView) = makeScrollView()
        var completions: [Bool] = []
        scrollView.animateInset(.top, to: 54, duration: 0.25) { completions.append($0) }
        advanceFrames(timeline, until: 0.1)
        scrollView.contentInset = EdgeInsets(top: 20)
        advanceFrames(timeline, until: 1)
        #expect(completions == [false])
        #expect(scrollView.contentInset.top == 20)
    }

    @Test func shrinkingTheContentUnderTheOffsetSpringsBack() {
        let (timeline, scrollView) = makeScrollView()
        scrollView.setContentOffsetY(160)
        timeline.advance(to: 0.1)
        scrollView.contentSize = Size(width: 390, height: 800)
        #expect(scrollView.maxOffsetY == 80)
        #expect(scrollView.isDecelerating)
        advanceFrames(timeline, until: 0.2)
        let midway = scrollView.contentOffsetY
        #expect(midway < 160)
        #expect(midway > 80)
        advanceFrames(timeline, until: 3)
        #expect(scrollView.isAtRest)
        #expect(scrollView.contentOffsetY == 80)
    }

    @Test func theIndicatorShowsWhileMovingAndFadesOverAFifthOfASecond() throws {
        let (timeline, scrollView) = makeScrollView()
        #expect(scrollView.indicatorAlpha == 0)
        drag(scrollView, from: 400, to: 350, duration: 0.1)
        #expect(scrollView.indicatorAlpha == 1)
        scrollView.pointerUp()
        var restedAt: Double?
        while restedAt == nil {
            #expect(scrollView.indicatorAlpha == 1)
            timeline.advance(to: timeline.now + 1 / 120)
            if scrollView.isAtRest { restedAt = timeline.now }
        }
        let rest = try #require(restedAt)
        timeline.advance(to: rest + 0.1)
        #expect(abs(scrollView.indicatorAlpha - 0.5) < 0.1)
        timeline.advance(to: rest + 0.2)
        #expect(scrollView.indicatorAlpha == 0)
        timeline.advance(to: rest + 1)
        #expect(scrollView.indicatorAlpha == 0)
    }
}
