import RefreshCore
import Testing

@Suite struct FooterBackTests {
    /// Long list (880): overflow 160, so it appears at 160 and pulls past 204.
    /// Short list (300): it appears at 0, pulls past 44 and sits at the bottom of the view.
    @Test(arguments: [(880.0, 160.0), (300.0, 0.0)])
    func happenThresholdAndPlacement(contentHeight: Double, happen: Double) {
        let rig = FooterRig(RefreshFooter.back(), contentHeight: contentHeight)
        #expect(rig.footer.happenOffsetY == happen)
        #expect(rig.footer.pullingOffsetY == happen + 44)
        #expect(rig.bottomInset == 0)
        let frame = rig.footer.frame(in: Rect(x: 0, y: 0, width: 390, height: 720))
        #expect(frame.minY == max(contentHeight, 720))
    }

    @Test(arguments: [880.0, 300.0])
    func pullingPercentAndThreshold(contentHeight: Double) {
        let rig = FooterRig(RefreshFooter.back(), contentHeight: contentHeight)
        let maxOffset = max(0, contentHeight - 720)
        let happen = rig.footer.happenOffsetY
        rig.grab()
        // 30 pt of overscroll: pulled but not far enough.
        rig.drag(to: maxOffset + rig.fingerDistance(toShowOverscroll: 30))
        #expect(abs(rig.offset - (maxOffset + 30)) < 1e-6)
        #expect(abs(rig.footer.pullingPercent - (rig.offset - happen) / 44) < 1e-12)
        #expect(abs(rig.footer.pullingPercent - 30.0 / 44) < 1e-6)
        #expect(rig.footer.state == .idle)
        rig.drag(to: maxOffset + rig.fingerDistance(toShowOverscroll: 44.5))
        #expect(rig.footer.state == .pulling)
        #expect(abs(rig.footer.pullingPercent - 44.5 / 44) < 1e-6)
        rig.drag(to: maxOffset + rig.fingerDistance(toShowOverscroll: 43.5))
        #expect(rig.footer.state == .idle)
    }

    @Test(arguments: [880.0, 300.0])
    func releasingWhilePullingOpensOverAQuarterSecondThenLoads(contentHeight: Double) {
        let rig = FooterRig(RefreshFooter.back(), contentHeight: contentHeight)
        let maxOffset = max(0, contentHeight - 720)
        let openInset = 44 + max(0, 720 - contentHeight)
        rig.grab()
        rig.drag(to: maxOffset + rig.fingerDistance(toShowOverscroll: 60))
        let released = rig.expectInset(
            \.bottomInset, from: 0, to: openInset, over: 0.25,
            after: {
                rig.release()
                #expect(rig.footer.state == .refreshing)
            },
            beforeTheEnd: { #expect(rig.actions == 0) })
        #expect(rig.counter.actionTimes == [released + 0.25])
        #expect(abs(rig.offset - (maxOffset + 44)) < 1e-9)

        rig.expectInset(\.bottomInset, from: openInset, to: 0, over: 0.4) {
            rig.footer.endRefreshing()
            #expect(rig.footer.state == .idle)
        }
        #expect(rig.footer.openedFromBottom == nil)
        rig.run(for: 1)
        #expect(rig.scrollView.isAtRest)
        #expect(abs(rig.offset - maxOffset) < 1e-9)
        #expect(rig.counter.afterBeginning == 1 && rig.counter.afterEnding == 1)
    }

    @Test func rowsThatLandBeforeTheEndStayInSight() {
        let rig = FooterRig(RefreshFooter.back())
        rig.pull(to: 160 + rig.fingerDistance(toShowOverscroll: 60))
        rig.run(for: 0.3)
        #expect(rig.actions == 1)
        let oldMax = 160.0
        rig.landRows(880)
        rig.footer.endRefreshing()
        var highest = rig.offset
        rig.run(for: 1.5) { highest = max(highest, rig.offset) }
        #expect(highest <= oldMax + 44 + 1e-9)
        #expect(rig.scrollView.isAtRest)
        #expect(rig.bottomInset == 0)
        #expect(rig.offset >= rig.scrollView.minOffsetY && rig.offset <= rig.scrollView.maxOffsetY)
        #expect(abs(rig.offset - (oldMax + 44)) < 1e-9)
    }

    @Test func pullingWhileBlockedDoesNothing() {
        let rig = FooterRig(RefreshFooter.back()) { footer in footer.isBlocked = { true } }
        rig.grab()
        rig.drag(to: 160 + rig.fingerDistance(toShowOverscroll: 60))
        #expect(rig.footer.state == .idle)
        rig.release()
        rig.run(for: 1)
        #expect(rig.actions == 0)
        #expect(rig.bottomInset == 0)
    }

    @Test func noMoreDataOnlyFollowsThePullThenResets() {
        let rig = FooterRig(RefreshFooter.back())
        rig.expectNoMoreDataIgnoresAPull(to: 160 + rig.fingerDistance(toShowOverscroll: 60)) {
            #expect(abs(rig.footer.pullingPercent - 60.0 / 44) < 1e-6)
        }
        rig.footer.resetNoMoreData()
        #expect(rig.footer.state == .idle)
    }

    @Test func endingWithNoMoreDataClosesAndGivesTheInsetBack() {
        let rig = FooterRig(RefreshFooter.back())
        rig.footer.beginRefreshing()
        rig.run(for: 0.3)
        #expect(rig.bottomInset == 44)
        rig.footer.endRefreshingWithNoMoreData()
        #expect(rig.footer.state == .noMoreData)
        rig.run(for: 0.4)
        #expect(rig.bottomInset == 0)
    }

    @Test(arguments: [0.1, 0.3])
    func detachingWhileLoadingRestoresTheInset(after seconds: Double) {
        let rig = FooterRig(RefreshFooter.back())
        rig.footer.beginRefreshing()
        rig.advance(by: seconds)
        rig.footer.detach()
        #expect(rig.bottomInset == 0)
        #expect(rig.footer.state == .idle)
        #expect(rig.counter.afterBeginning == rig.counter.afterEnding)
    }
}
