import Testing

@testable import RefreshCore

/// The drag laws, the same along both axes (`AxisRig`).
struct ScrollViewDragTests {
    @Test(arguments: Axis.allCases, [10.0, 50.0, 120.0, 160.0])
    func aDragInsideTheBoundsFollowsThePointerOneToOne(axis: Axis, distance: Double) {
        let rig = AxisRig(axis)
        rig.pointerDown(at: 500)
        var position = 500.0
        while position > 500 - distance {
            position = max(position - 7, 500 - distance)
            rig.timeline.advance(to: rig.timeline.now + 1 / 60)
            rig.pointerMove(to: position)
            #expect(abs(rig.offset - (500 - position)) < 1e-9)
            rig.expectStillAcross()
        }
        #expect(rig.isDragging)
        #expect(rig.scrollView.motion(axis).isDragging)
    }

    @Test(arguments: Axis.allCases)
    func aDragAlongOneAxisLeavesTheOtherStillEvenIfThePointerStrays(axis: Axis) {
        let rig = AxisRig(axis)
        rig.pointerDown(at: 100)
        // 400 pt along the axis, past the leading edge, while straying 60 pt across it.
        for step in 1...40 {
            rig.timeline.advance(to: Double(step) / 120)
            var point = rig.point(100 - 10 * Double(step))
            point[rig.across] += 1.5 * Double(step)
            rig.scrollView.pointerMove(to: point)
            rig.expectStillAcross()
        }
        #expect(rig.offset > 160)
        rig.scrollView.pointerUp()
        #expect(rig.isDecelerating)
        advanceFrames(rig.timeline, until: 3)
        rig.expectStillAcross()
        #expect(rig.isAtRest)
    }

    @Test(arguments: Axis.allCases, [1.0, 40.0, 100.0, 300.0, 700.0])
    func pullingPastTheLeadingEdgeIsRubberBanded(axis: Axis, overscroll: Double) {
        let rig = AxisRig(axis)
        rig.pointerDown(at: 100)
        rig.timeline.advance(to: 0.1)
        rig.pointerMove(to: 100 + overscroll)
        let expected = -RubberBand.offset(for: overscroll, dimension: 720)
        #expect(abs(rig.offset - expected) < 1e-9)
        rig.expectStillAcross()
    }

    @Test(arguments: Axis.allCases, [1.0, 40.0, 300.0])
    func pushingPastTheTrailingEdgeIsRubberBanded(axis: Axis, overscroll: Double) {
        let rig = AxisRig(axis)
        rig.pointerDown(at: 600)
        rig.timeline.advance(to: 0.1)
        rig.pointerMove(to: 600 - 160 - overscroll)
        let expected = 160 + RubberBand.offset(for: overscroll, dimension: 720)
        #expect(abs(rig.offset - expected) < 1e-9)
        rig.expectStillAcross()
    }

    @Test(arguments: Axis.allCases)
    func aDragCrossingTheLeadingEdgeIsContinuous(axis: Axis) {
        let rig = AxisRig(axis)
        rig.setOffset(50)
        rig.pointerDown(at: 200)
        var previous = rig.offset
        var position = 200.0
        // Towards the leading edge in 0.5 pt steps from offset 50 to well past it.
        while position < 400 {
            position += 0.5
            rig.timeline.advance(to: rig.timeline.now + 0.001)
            rig.pointerMove(to: position)
            let offset = rig.offset
            #expect(offset <= previous)
            #expect(previous - offset <= 0.5 + 1e-9)
            previous = offset
        }
        // 150 pt of finger overscroll past the edge.
        #expect(abs(previous - -RubberBand.offset(for: 150, dimension: 720)) < 1e-9)
    }

    @Test(arguments: Axis.allCases)
    func grabbingAnOverscrolledViewKeepsItWhereItIs(axis: Axis) {
        let rig = AxisRig(axis)
        rig.drag(from: 100, to: 300, duration: 0.2)
        rig.scrollView.pointerUp()
        advanceFrames(rig.timeline, until: 0.25)
        let held = rig.offset
        #expect(held < 0)
        rig.pointerDown(at: 300)
        #expect(abs(rig.offset - held) < 1e-9)
        advanceFrames(rig.timeline, until: 0.5)
        #expect(abs(rig.offset - held) < 1e-9)
        // Moving on keeps the rubber band: 10 pt more finger gives less than 10 pt more content.
        rig.pointerMove(to: 310)
        let moved = held - rig.offset
        #expect(moved > 0)
        #expect(moved < 10 * 0.55)
    }

    @Test(arguments: Axis.allCases)
    func observersHearOfDragBeginAndEnd(axis: Axis) {
        let rig = AxisRig(axis)
        let observer = RecordingObserver()
        rig.scrollView.addObserver(observer)
        rig.drag(from: 400, to: 350, duration: 0.1)
        #expect(observer.draggingChanges == [true])
        rig.timeline.advance(to: 0.5)
        rig.scrollView.pointerUp()
        #expect(observer.draggingChanges == [true, false])
        #expect(!rig.isDragging)
    }

    @Test(arguments: Axis.allCases)
    func observersHearOfEveryOffsetChange(axis: Axis) {
        let rig = AxisRig(axis)
        let observer = RecordingObserver()
        rig.scrollView.addObserver(observer)
        rig.pointerDown(at: 400)
        rig.timeline.advance(to: 0.1)
        rig.pointerMove(to: 390)
        rig.timeline.advance(to: 0.2)
        rig.pointerMove(to: 370)
        #expect(observer.offsets.map { $0[axis] } == [10, 30])
        #expect(observer.offsets.map { $0[rig.across] } == [0, 0])
        rig.scrollView.removeObserver(observer)
        rig.pointerMove(to: 360)
        #expect(observer.offsets.map { $0[axis] } == [10, 30])
    }

    @Test(arguments: Axis.allCases)
    func observersHearOfContentSizeChanges(axis: Axis) {
        let rig = AxisRig(axis)
        let observer = RecordingObserver()
        rig.scrollView.addObserver(observer)
        rig.contentLength = 2000
        rig.contentLength = 2000
        #expect(observer.contentSizeChanges == 1)
        #expect(rig.bounds.upperBound == 1280)
    }

    @Test(arguments: Axis.allCases)
    func aDisabledScrollViewIgnoresThePointer(axis: Axis) {
        let rig = AxisRig(axis)
        rig.scrollView.isScrollEnabled = false
        rig.pointerDown(at: 400)
        rig.timeline.advance(to: 0.1)
        rig.pointerMove(to: 300)
        #expect(!rig.isDragging)
        #expect(rig.offset == 0)
    }
}
