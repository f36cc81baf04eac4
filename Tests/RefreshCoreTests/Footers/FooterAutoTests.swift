import RefreshCore
import Testing

@Suite struct FooterAutoTests {
    @Test func attachingAddsTheFooterHeightToTheBottomInset() {
        let rig = FooterRig(RefreshFooter.auto())
        #expect(rig.bottomInset == 44)
        #expect(rig.scrollView.maxOffsetY == 204)
        let frame = rig.footer.frame(in: Rect(x: 0, y: 10, width: 390, height: 720))
        #expect(frame == Rect(x: 0, y: 890, width: 390, height: 44))
    }

    /// The offset at which `percent` of the footer shows: content − view + 44·percent.
    @Test(arguments: [0.5, 1.0])
    func triggersWhenTheVisibleFractionReachesThePercent(percent: Double) {
        let rig = FooterRig(RefreshFooter.auto()) {
            $0.triggerAutomaticallyRefreshPercent = percent
        }
        let exact = 880 - 720 + 44 * percent
        rig.grab()
        rig.drag(to: exact - 0.1)
        #expect(rig.footer.state == .idle)
        #expect(rig.actions == 0)
        rig.drag(to: exact)
        #expect(rig.offset == exact)
        #expect(rig.footer.state == .refreshing)
        #expect(rig.actions == 1)
        #expect(rig.actionsWhileDragging == 1)
    }

    @Test func aDragStartsOneLoadByDefault() {
        let rig = FooterRig(RefreshFooter.auto())
        rig.grab()
        rig.drag(to: 204)
        #expect(rig.actions == 1)
        rig.footer.endRefreshing()
        rig.landRows(880)
        rig.drag(to: 204 + 880)
        #expect(rig.offset == 1084)
        #expect(rig.footer.state == .idle)
        #expect(rig.actions == 1)
        rig.release()
        // A new drag may load again.
        rig.pull(to: 1)
        #expect(rig.actions == 2)
    }

    @Test func unlimitedTriggerTimesLoadsAgainInTheSameDrag() {
        let rig = FooterRig(RefreshFooter.auto()) { $0.autoTriggerTimes = -1 }
        rig.grab()
        rig.drag(to: 204)
        rig.footer.endRefreshing()
        rig.landRows(880)
        rig.drag(to: 204 + 880)
        #expect(rig.footer.state == .refreshing)
        #expect(rig.actions == 2)
    }

    @Test func coastingPastTheEndTriggers() {
        let rig = FooterRig(RefreshFooter.auto())
        rig.pull(to: 120, steps: 4)  // 120 pt in 4 frames: about 1800 pt/s
        #expect(rig.actions == 0)
        #expect(rig.scrollView.isDecelerating)
        rig.run(for: 2)
        #expect(rig.actions == 1)
        #expect(rig.actionsWhileDragging == 0)
    }

    @Test func noTriggerWithNoMoreData() {
        FooterRig(RefreshFooter.auto()).expectNoMoreDataIgnoresAPull(to: 204)
    }

    @Test func noTriggerWhileBlockedAndACodeBeginWaitsForTheUnblock() {
        var blocked = true
        let rig = FooterRig(RefreshFooter.auto()) { footer in footer.isBlocked = { blocked } }
        rig.pull(to: 204)
        rig.run(for: 1)
        #expect(rig.actions == 0)
        rig.footer.beginRefreshing()
        #expect(rig.footer.state == .idle)
        #expect(rig.footer.hasPendingBegin)
        rig.footer.retryPendingBegin()
        #expect(rig.actions == 0)
        blocked = false
        rig.footer.headerDidEnd()
        #expect(rig.footer.state == .refreshing)
        #expect(rig.actions == 1)
        #expect(!rig.footer.hasPendingBegin)
    }

    @Test func waitingForAHeaderStartsTheFooterWhenTheHeaderEnds() {
        let rig = FooterRig(RefreshFooter.auto())
        let header = RefreshHeader(look: EmptyLook())
        header.attach(to: rig.scrollView)
        rig.footer.waitsForHeader(header)
        header.beginRefreshing()
        rig.run(for: 0.5)
        rig.footer.beginRefreshing()
        #expect(rig.footer.state == .idle)
        header.endRefreshing()
        #expect(rig.footer.state == .refreshing)
        #expect(rig.actions == 1)
    }

    @Test func aShortListLoadsWhenADragUpIsReleased() {
        let rig = FooterRig(RefreshFooter.auto(), contentHeight: 300)
        rig.grab()
        rig.drag(to: 60)
        #expect(rig.actions == 0)
        rig.release()
        #expect(rig.footer.state == .refreshing)
        #expect(rig.actions == 1)
    }

    @Test func aClickWithoutMovingDoesNotLoadAShortList() {
        let rig = FooterRig(RefreshFooter.auto(), contentHeight: 300)
        rig.grab()
        rig.release()
        #expect(rig.actions == 0)
    }

    @Test func hidingWhenContentIsShortRemovesTheInsetAndShowingRestoresIt() {
        let rig = FooterRig(RefreshFooter.auto(), contentHeight: 300) {
            $0.hidesWhenContentShort = true
        }
        // The layout hides it; the app's own `isHidden` stays false.
        #expect(rig.footer.isHiddenByLayout && !rig.footer.isHidden)
        #expect(!rig.footer.isShown)
        #expect(rig.bottomInset == 0)
        rig.pull(to: 60)
        #expect(rig.actions == 0)
        rig.landRows(580)
        #expect(rig.footer.isShown)
        #expect(rig.bottomInset == 44)
        rig.footer.isHidden = true
        rig.landRows(880)
        #expect(rig.footer.isHidden && !rig.footer.isShown)
        #expect(rig.bottomInset == 0)
        rig.footer.isHidden = false
        #expect(rig.bottomInset == 44)
    }

    @Test func hidingWhileLoadingEndsTheLoadAndGivesBackTheInset() {
        let rig = FooterRig(RefreshFooter.auto())
        rig.footer.beginRefreshing()
        #expect(rig.actions == 1)
        rig.footer.isHidden = true
        #expect(rig.footer.state == .idle)
        #expect(rig.bottomInset == 0)
        #expect(rig.counter.afterBeginning == 1)
        #expect(rig.counter.afterEnding == 1)
    }

    @Test func noMoreDataThenResetIsImmediate() {
        let rig = FooterRig(RefreshFooter.auto())
        rig.footer.beginRefreshing()
        var completed = false
        rig.footer.endRefreshingWithNoMoreData { completed = true }
        #expect(rig.footer.state == .noMoreData)
        #expect(completed)
        rig.footer.resetNoMoreData()
        #expect(rig.footer.state == .idle)
        #expect(rig.bottomInset == 44)
    }

    @Test func detachingWhileLoadingRestoresTheInset() {
        let rig = FooterRig(RefreshFooter.auto())
        rig.footer.beginRefreshing()
        rig.footer.detach()
        #expect(rig.bottomInset == 0)
        #expect(rig.footer.state == .idle)
        #expect(rig.counter.afterEnding == 1)
    }
}
