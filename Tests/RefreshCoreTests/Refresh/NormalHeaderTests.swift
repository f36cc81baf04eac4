import HeaderTestSupport
import TestSupport
import Testing

@testable import RefreshCore

/// A normal header (MJRefresh's `MJRefreshNormalHeader`, composed as the demo does: the header
/// titles beside an arrow and spinner) with a one-frame arrow and a 12-frame spinner, attached
/// to a scroll view.
private func makeNormalHeader() -> (Timeline, ScrollView, RefreshHeader) {
    let (timeline, scrollView) = makeScrollView()
    let arrow = SyntheticSheets.sheet("arrow", count: 1, width: 15, height: 40)
    let spinner = SyntheticSheets.sheet("spinner", count: 12, width: 20, height: 20)
    let image = ArrowSpinnerLook.header(arrow: arrow, spinner: spinner)
    let header = RefreshHeader(
        look: LabeledLook(label: .header, image: image), store: MemoryLastUpdatedStore(),
        clock: { 0 })
    header.attach(to: scrollView)
    return (timeline, scrollView, header)
}

struct NormalHeaderTests {
    @Test func theArrowTurnsUpOverAQuarterSecondAndBackOnIdle() {
        let (timeline, scrollView, header) = makeNormalHeader()
        #expect(header.arrowRotation == 0)
        pull(scrollView, overscroll: 300)
        #expect(header.state == .pulling)
        let pulled = timeline.now
        #expect(header.arrowRotation == 0)
        #expect(header.isAnimatingLooks)
        timeline.advance(to: pulled + 0.125)
        #expect(header.arrowRotation < -0.1 && header.arrowRotation > -Double.pi + 0.1)
        timeline.advance(to: pulled + 0.25)
        #expect(header.arrowRotation == -Double.pi)
        #expect(!header.isAnimatingLooks)
        scrollView.pointerMove(y: 110)
        #expect(header.state == .idle)
        let back = timeline.now
        timeline.advance(to: back + 0.125)
        #expect(header.arrowRotation < -0.1 && header.arrowRotation > -Double.pi + 0.1)
        timeline.advance(to: back + 0.25)
        #expect(header.arrowRotation == 0)
        #expect(header.displayedFrameIndex == -1)
    }

    @Test func anArrowTurnedBackMidTurnGoesBackFromWhereItWas() {
        let (timeline, scrollView, header) = makeNormalHeader()
        pull(scrollView, overscroll: 300)
        let pulled = timeline.now
        timeline.advance(to: pulled + 0.1)
        let midTurn = header.arrowRotation
        #expect(midTurn < -0.1 && midTurn > -Double.pi + 0.1)
        scrollView.pointerMove(y: 110)
        #expect(header.state == .idle)
        // No jump: the turn back starts where the turn up had got to, and is back at rest
        // 0.25 s later (MJRefresh's animation from the current state).
        #expect(header.arrowRotation == midTurn)
        timeline.advance(to: timeline.now + 0.1)
        #expect(header.arrowRotation > midTurn && header.arrowRotation < 0)
        timeline.advance(to: timeline.now + 0.15)
        #expect(header.arrowRotation == 0)
        #expect(!header.isAnimatingLooks)
    }

    @Test func theArrowTurnsOverTheComponentsTimingOrAtOnceWithReducedMotion() {
        let (timeline, scrollView, header) = makeNormalHeader()
        header.timing.turn = 1
        pull(scrollView, overscroll: 300)
        let pulled = timeline.now
        timeline.advance(to: pulled + 0.5)
        // The ease-in-out curve is symmetric: half the time, half the turn.
        #expect(near(header.arrowRotation, -Double.pi / 2, 1e-3))
        timeline.advance(to: pulled + 1)
        #expect(header.arrowRotation == -Double.pi)
        scrollView.pointerMove(y: 110)
        header.timing.reducesMotion = true
        #expect(header.timing.turn == 0)
        scrollView.pointerMove(y: 400)
        #expect(header.state == .pulling)
        #expect(header.arrowRotation == -Double.pi)
        #expect(!header.isAnimatingLooks)
    }

    @Test(arguments: [
        (0.0, 0), (0.05, 0), (0.09, 1), (0.25, 3), (0.5, 6), (0.99, 11), (1.01, 0), (1.26, 3),
        (3.5, 6),
    ])
    func theSpinnerTurnsOncePerSecondInTwelveFrames(elapsed: Double, frame: Int) {
        let (timeline, scrollView, header) = makeNormalHeader()
        defer { withExtendedLifetime(scrollView) {} }
        #expect(header.displayedFrameIndex == -1)
        header.beginRefreshing()
        timeline.advance(to: elapsed)
        #expect(header.state == .refreshing)
        #expect(header.displayedFrameIndex == frame)
        #expect(header.arrowRotation == 0)
        #expect(header.spinnerAlpha == 1)
    }

    @Test func theSpinnerFadesOverPointFourSecondsAfterTheEnd() {
        let (timeline, scrollView, header) = makeNormalHeader()
        pull(scrollView, overscroll: 300)
        scrollView.pointerUp()
        timeline.advance(to: 2)
        #expect(header.state == .refreshing)
        header.endRefreshing()
        #expect(header.state == .idle)
        #expect(header.arrowRotation == 0)
        #expect(header.spinnerAlpha == 1)
        #expect(header.displayedFrameIndex >= 0)
        timeline.advance(to: 2.2)
        #expect(header.spinnerAlpha > 0.3 && header.spinnerAlpha < 0.7)
        #expect(header.displayedFrameIndex >= 0)
        #expect(header.isAnimatingLooks)
        timeline.advance(to: 2.4)
        #expect(header.spinnerAlpha == 0)
        #expect(header.displayedFrameIndex == -1)
        #expect(!header.isAnimatingLooks)
    }
}

/// The state header is `TitleLook.header` on a `RefreshHeader`: its titles are the look's.
struct StateHeaderTests {
    @Test(arguments: [
        (RefreshState.idle, "Pull down to refresh"), (.pulling, "Release to refresh"),
        (.refreshing, "Loading..."), (.willRefresh, "Loading..."),
    ])
    func titles(state: RefreshState, title: String) {
        let moment = RefreshMoment(state: state, pullingPercent: 0, alpha: 1, time: 0)
        #expect(TitleLook.header.title(at: moment) == title)
    }

    @Test func setTitleReplacesTheTitleAtOnce() {
        let (_, scrollView) = makeScrollView()
        let header = RefreshHeader(look: TitleLook.header, clock: { 0 })
        header.attach(to: scrollView)
        header.setTitle("Pull!", for: .idle)
        #expect(header.stateText == "Pull!")
        header.setTitle("Let go!", for: .pulling)
        #expect(header.stateText == "Pull!")
        pull(scrollView, overscroll: 300)
        #expect(header.state == .pulling)
        #expect(header.stateText == "Let go!")
        scrollView.pointerMove(y: 110)
        #expect(header.state == .idle)
        #expect(header.stateText == "Pull!")
    }
}
