import Testing

@testable import RefreshCore

struct ScrollViewDragTests {
    @Test(arguments: [10.0, 50.0, 120.0, 160.0])
    func aDragInsideTheBoundsFollowsThePointerOneToOne(distance: Double) {
        let (timeline, scrollView) = makeScrollView()
        scrollView.pointerDown(y: 500)
        var y = 500.0
        while y > 500 - distance {
            y = max(y - 7, 500 - distance)
            timeline.advance(to: timeline.now + 1 / 60)
            scrollView.pointerMove(y: y)
            #expect(abs(scrollView.contentOffsetY - (500 - y)) < 1e-9)
        }
        #expect(scrollView.isDragging)
    }

    @Test(arguments: [1.0, 40.0, 100.0, 300.0, 700.0])
    func pullingPastTheTopIsRubberBanded(overscroll: Double) {
        let (timeline, scrollView) = makeScrollView()
        scrollView.pointerDown(y: 100)
        timeline.advance(to: 0.1)
        scrollView.pointerMove(y: 100 + overscroll)
        let expected = -RubberBand.offset(for: overscroll, dimension: 720)
        #expect(abs(scrollView.contentOffsetY - expected) < 1e-9)
    }

    @Test(arguments: [1.0, 40.0, 300.0])
    func pushingPastTheBottomIsRubberBanded(overscroll: Double) {
        let (timeline, scrollView) = makeScrollView()
        scrollView.pointerDown(y: 600)
        timeline.advance(to: 0.1)
        scrollView.pointerMove(y: 600 - 160 - overscroll)
        let expected = 160 + RubberBand.offset(for: overscroll, dimension: 720)
        #expect(abs(scrollView.contentOffsetY - expected) < 1e-9)
    }

    @Test func aDragCrossingTheTopEdgeIsContinuous() {
        let (timeline, scrollView) = makeScrollView()
        scrollView.setContentOffsetY(50)
        scrollView.pointerDown(y: 200)
        var previous = scrollView.contentOffsetY
        var y = 200.0
        // Down in 0.5 pt steps from offset 50 to well past the top edge.
        while y < 400 {
            y += 0.5
            timeline.advance(to: timeline.now + 0.001)
            scrollView.pointerMove(y: y)
            let offset = scrollView.contentOffsetY
            #expect(offset <= previous)
            #expect(previous - offset <= 0.5 + 1e-9)
            previous = offset
        }
        // 150 pt of finger overscroll past the edge.
        #expect(abs(previous - -RubberBand.offset(for: 150, dimension: 720)) < 1e-9)
    }

    @Test func grabbingAnOverscrolledViewKeepsItWhereItIs() {
        let (timeline, scrollView) = makeScrollView()
        drag(scrollView, from: 100, to: 300, duration: 0.2)
        scrollView.pointerUp()
        advanceFrames(timeline, until: 0.25)
        let held = scrollView.contentOffsetY
        #expect(held < 0)
        scrollView.pointerDown(y: 300)
        #expect(abs(scrollView.contentOffsetY - held) < 1e-9)
        advanceFrames(timeline, until: 0.5)
        #expect(abs(scrollView.contentOffsetY - held) < 1e-9)
        // Moving on keeps the rubber band: 10 pt more finger gives less than 10 pt more content.
        scrollView.pointerMove(y: 310)
        let moved = held - scrollView.contentOffsetY
        #expect(moved > 0)
        #expect(moved < 10 * 0.55)
    }

    @Test func observersHearOfDragBeginAndEnd() {
        let (timeline, scrollView) = makeScrollView()
        let observer = RecordingObserver()
        scrollView.addObserver(observer)
        drag(scrollView, from: 400, to: 350, duration: 0.1)
        #expect(observer.draggingChanges == [true])
        timeline.advance(to: 0.5)
        scrollView.pointerUp()
        #expect(observer.draggingChanges == [true, false])
        #expect(!scrollView.isDragging)
    }

    @Test func observersHearOfEveryOffsetChange() {
        let (timeline, scrollView) = makeScrollView()
        let observer = RecordingObserver()
        scrollView.addObserver(observer)
        scrollView.pointerDown(y: 400)
        timeline.advance(to: 0.1)
        scrollView.pointerMove(y: 390)
        timeline.advance(to: 0.2)
        scrollView.pointerMove(y: 370)
        #expect(observer.offsets == [10, 30])
        scrollView.removeObserver(observer)
        scrollView.pointerMove(y: 360)
        #expect(observer.offsets == [10, 30])
    }

    @Test func observersHearOfContentSizeChanges() {
        let (_, scrollView) = makeScrollView()
        let observer = RecordingObserver()
        scrollView.addObserver(observer)
        scrollView.contentSize = Size(width: 390, height: 2000)
        scrollView.contentSize = Size(width: 390, height: 2000)
        #expect(observer.contentSizeChanges == 1)
        #expect(scrollView.maxOffsetY == 1280)
    }

    @Test func aDisabledScrollViewIgnoresThePointer() {
        let (timeline, scrollView) = makeScrollView()
        scrollView.isScrollEnabled = false
        scrollView.pointerDown(y: 400)
        timeline.advance(to: 0.1)
        scrollView.pointerMove(y: 300)
        #expect(!scrollView.isDragging)
        #expect(scrollView.contentOffsetY == 0)
    }
}
