import RefreshCore
import Testing

@Suite struct TrailerTests {
    /// Wide content (1050 in 390): overflow 660, so it appears at 660 and pulls past 720.
    /// Narrow content (200): it appears at 0, pulls past 60 and sits at the view's right edge.
    @Test(arguments: [(1050.0, 660.0), (200.0, 0.0)])
    func happenThresholdAndPlacement(contentWidth: Double, happen: Double) {
        let rig = TrailerRig(contentWidth: contentWidth)
        #expect(rig.trailer.width == 60)
        #expect(rig.trailer.happenOffsetX == happen)
        #expect(rig.trailer.pullingOffsetX == happen + 60)
        #expect(rig.rightInset == 0)
        let frame = rig.trailer.frame(in: Rect(x: 0, y: 100, width: 390, height: 180))
        #expect(frame == Rect(x: max(contentWidth, 390), y: 100, width: 60, height: 180))
        #expect(rig.scrollView.alwaysBounceHorizontal && !rig.scrollView.alwaysBounceVertical)
    }

    @Test(arguments: [1050.0, 200.0])
    func pullingPercentIsTheOverscrollOverSixty(contentWidth: Double) {
        let rig = TrailerRig(contentWidth: contentWidth)
        rig.grab()
        rig.drag(to: rig.maxOffset + rig.fingerDistance(toShowOverscroll: 30), dy: 25)
        #expect(abs(rig.offset - (rig.maxOffset + 30)) < 1e-6)
        // A trailer's list never moves up and down, whatever the finger does.
        #expect(rig.scrollView.contentOffsetY == 0)
        #expect(abs(rig.trailer.pullingPercent - 0.5) < 1e-6)
        #expect(rig.trailer.state == .idle)
        rig.drag(to: rig.maxOffset + rig.fingerDistance(toShowOverscroll: 60.5))
        #expect(rig.trailer.state == .pulling)
        rig.drag(to: rig.maxOffset + rig.fingerDistance(toShowOverscroll: 59.5))
        #expect(rig.trailer.state == .idle)
    }

    @Test func releasingShortOfTheWidthBouncesBackWithoutLoading() {
        let rig = TrailerRig()
        rig.pull(showing: 50)
        #expect(rig.trailer.state == .idle)
        rig.run(for: 2)
        #expect(rig.actions == 0)
        #expect(rig.scrollView.isAtRest)
        #expect(abs(rig.offset - rig.maxOffset) < 1e-9)
    }

    @Test func releasingWhilePullingOpensOverAQuarterSecondThenLoadsThenCloses() {
        let rig = TrailerRig()
        rig.grab()
        rig.drag(to: rig.maxOffset + rig.fingerDistance(toShowOverscroll: 80))
        let released = rig.expectInset(
            \.rightInset, from: 0, to: 60, over: 0.25,
            after: {
                rig.scrollView.pointerUp()
                #expect(rig.trailer.state == .refreshing)
            },
            beforeTheEnd: { #expect(rig.actions == 0) })
        #expect(rig.actionTimes == [released + 0.25])
        #expect(abs(rig.offset - (rig.maxOffset + 60)) < 1e-9)
        rig.run(for: 1)
        #expect(abs(rig.offset - (rig.maxOffset + 60)) < 1e-9)

        // Four cards land (4 × 130), then it ends: the new cards stay where they came in.
        let oldMax = rig.maxOffset
        rig.land(520)
        rig.expectInset(\.rightInset, from: 60, to: 0, over: 0.4) {
            rig.trailer.endRefreshing()
            #expect(rig.trailer.state == .idle)
        }
        #expect(rig.trailer.openedFromRight == nil)
        rig.run(for: 1)
        #expect(rig.scrollView.isAtRest)
        #expect(abs(rig.offset - (oldMax + 60)) < 1e-9)
    }

    @Test(arguments: [RefreshResult.success, .failure])
    func aResultDwellsRefreshingThenCloses(result: RefreshResult) {
        let rig = TrailerRig { $0.timing.successDwell = 0.5 }
        rig.pull(showing: 80)
        rig.run(for: 0.3)
        rig.trailer.endRefreshing(result: result)
        #expect(rig.trailer.state == .refreshing)
        #expect(rig.trailer.result == result)
        let dwell = result == .success ? 0.5 : RefreshConstants.failureDwell
        rig.advance(by: dwell - 0.01)
        #expect(rig.trailer.state == .refreshing && rig.rightInset == 60)
        rig.advance(by: 0.02)
        #expect(rig.trailer.state == .idle && rig.trailer.result == nil)
        rig.run(for: 0.5)
        #expect(rig.rightInset == 0)
    }

    @Test func blockedItNeverLoads() {
        let rig = TrailerRig { $0.isBlocked = { true } }
        rig.grab()
        rig.drag(to: rig.maxOffset + rig.fingerDistance(toShowOverscroll: 80))
        #expect(rig.trailer.state == .idle)
        rig.scrollView.pointerUp()
        rig.run(for: 1)
        #expect(rig.actions == 0 && rig.rightInset == 0)
    }

    @Test func noMoreDataFollowsThePullButNeverLoads() {
        let rig = TrailerRig()
        rig.trailer.endRefreshingWithNoMoreData()
        rig.pull(showing: 80)
        rig.run(for: 1)
        #expect(rig.trailer.state == .noMoreData && rig.actions == 0)
        rig.trailer.resetNoMoreData()
        #expect(rig.trailer.state == .idle)
    }

    @Test func automaticAlphaFollowsThePull() {
        let rig = TrailerRig { $0.automaticallyChangeAlpha = true }
        #expect(rig.trailer.alpha == 0)
        rig.grab()
        rig.drag(to: rig.maxOffset + rig.fingerDistance(toShowOverscroll: 30))
        #expect(abs(rig.trailer.alpha - 0.5) < 1e-6)
    }

    @Test func detachingWhileLoadingGivesTheInsetBack() {
        let rig = TrailerRig()
        rig.trailer.beginRefreshing()
        rig.run(for: 0.3)
        #expect(rig.rightInset == 60)
        rig.trailer.detach()
        #expect(rig.rightInset == 0 && rig.trailer.state == .idle)
    }
}
