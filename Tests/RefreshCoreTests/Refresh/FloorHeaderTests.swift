import HeaderTestSupport
import Testing

@testable import RefreshCore

/// A header with a second floor that draws nothing, on a 390 × 720 view over 880 points of content, counting
/// its requests and its floor's hooks.
private final class FloorRig {
    let header = RefreshHeader(look: EmptyLook(), floor: SecondFloor(), clock: { 0 })
    let harness: HeaderHarness
    var requests = 0
    var hooks: [String] = []

    init(settings: SecondFloorSettings = SecondFloorSettings(), originalTop: Double = 0) {
        header.floor?.settings = settings
        harness = HeaderHarness(header)
        if originalTop != 0 {
            scrollView.contentInset = EdgeInsets(top: originalTop, left: 0, bottom: 0, right: 0)
            scrollView.setContentOffsetY(-originalTop)
        }
        header.refreshingAction = { [weak self] in self?.requests += 1 }
        header.floor?.hooks = SecondFloorHooks(
            opening: { [weak self] in self?.hooks.append("opening") },
            opened: { [weak self] in self?.hooks.append("opened") },
            closing: { [weak self] in self?.hooks.append("closing") },
            closed: { [weak self] in self?.hooks.append("closed") })
    }

    var scrollView: ScrollView { harness.scrollView }
    /// The header's second floor.
    var floor: SecondFloor { header.floor! }
    var now: Double { harness.now }

    /// Drags the content down so its visible overscroll is `visible` points, past `top`.
    func drag(visible: Double, top: Double = 0) {
        if !scrollView.isDragging { scrollView.pointerDown(y: 100) }
        let finger = RubberBand.distance(for: visible, dimension: 720)
        scrollView.pointerMove(y: 100 + finger)
        #expect(abs(-scrollView.contentOffsetY - top - visible) < 1e-6)
    }

    /// Pulls past the floor's threshold, holds, releases: the floor starts opening.
    func open() {
        drag(visible: 120)
        harness.wait(0.1)
        harness.release()
    }
}

/// 1.9 header heights of visible pull: the contract's 102.6 points.
private let floorDistance = 1.9 * 54

@Suite struct FloorHeaderTests {
    /// The thresholds are on the visible distance, after the rubber band: the finger travels
    /// far more than 102.6 points in both pulls, but only the one that shows 102.6 is ready.
    @Test func theFloorIsReadyWhenTheVisiblePullReachesNineteenTenthsOfTheHeight() {
        let rig = FloorRig()
        rig.drag(visible: floorDistance - 0.5)
        let finger = RubberBand.distance(for: floorDistance - 0.5, dimension: 720)
        #expect(finger > 180)
        #expect(rig.header.floorState == .closed)
        #expect(rig.header.state == .pulling)
        rig.drag(visible: floorDistance + 0.5)
        #expect(rig.header.floorState == .ready)
        #expect(rig.header.state == .pulling)
        rig.drag(visible: floorDistance - 0.5)
        #expect(rig.header.floorState == .closed, "pulled back under it, ready is withdrawn")
        #expect(rig.header.state == .pulling)
        rig.drag(visible: 40)
        #expect(rig.header.state == .idle)
    }

    @Test func aReleaseBetweenTheThresholdsRefreshesAsTheNormalHeaderDoes() {
        let rig = FloorRig()
        rig.drag(visible: floorDistance - 1)
        rig.harness.release()
        #expect(rig.header.state == .refreshing)
        #expect(rig.header.floorState == .closed)
        rig.harness.wait(0.25)
        #expect(rig.requests == 1)
        #expect(rig.scrollView.contentInset.top == 54)
        #expect(rig.scrollView.contentOffsetY == -54)
    }

    /// Released while ready: no request; the content slides until its top is at the view's
    /// bottom, in exactly the floor's duration; the header reports idle meanwhile.
    @Test(arguments: [0.5, 0.2])
    func aReleaseWhileReadyOpensTheFloorInItsDuration(duration: Double) {
        let rig = FloorRig(settings: SecondFloorSettings(duration: duration))
        rig.open()
        let released = rig.now
        #expect(rig.header.floorState == .opening)
        #expect(rig.header.state == .idle)
        #expect(rig.hooks == ["opening"])
        rig.harness.at(released + duration / 2)
        // Half-way in time is half-way in distance (ease in, ease out): the offset from the
        // release (−120) to −720, the inset from 0 to 720.
        #expect(near(rig.scrollView.contentOffsetY, -420, 1e-3))
        #expect(near(rig.scrollView.contentInset.top, 360, 1e-3))
        rig.harness.at(released + duration - 1e-6)
        #expect(rig.header.floorState == .opening)
        rig.harness.at(released + duration)
        #expect(rig.header.floorState == .open)
        #expect(rig.scrollView.contentOffsetY == -720)
        #expect(rig.scrollView.contentInset.top == 720)
        #expect(rig.scrollView.isAtRest)
        #expect(rig.requests == 0)
        #expect(rig.header.state == .idle)
        #expect(rig.hooks == ["opening", "opened"])
    }

    /// Closing slides back to rest at the top in the floor's duration with the insets from
    /// before, then runs the closing hooks.
    @Test func closingGivesBackTheInsetsTheListHad() {
        let rig = FloorRig(originalTop: 20)
        #expect(rig.scrollView.contentOffsetY == -20)
        rig.drag(visible: 120, top: 20)
        rig.harness.release()
        rig.harness.wait(0.5)
        #expect(rig.header.floorState == .open)
        rig.floor.close()
        let closing = rig.now
        #expect(rig.header.floorState == .closing)
        #expect(rig.hooks == ["opening", "opened", "closing"])
        rig.harness.at(closing + 0.5 - 1e-6)
        #expect(rig.header.floorState == .closing)
        rig.harness.at(closing + 0.5)
        #expect(rig.header.floorState == .closed)
        #expect(rig.scrollView.contentInset.top == 20)
        #expect(rig.scrollView.contentOffsetY == -20)
        #expect(rig.floor.openedFromTop == nil)
        #expect(rig.header.pullingPercent == 0)
        #expect(rig.hooks == ["opening", "opened", "closing", "closed"])
        // Closed, the header pulls and refreshes again.
        rig.harness.pullToRefresh()
        #expect(rig.header.state == .refreshing)
    }

    /// While the floor holds the list nothing scrolls it, nothing begins a refresh and footers
    /// wait; once closed all of it works again.
    @Test func whileTheFloorHoldsTheListNothingMovesIt() {
        let rig = FloorRig()
        let footer = RefreshFooter.auto(look: EmptyLook())
        footer.waitsForHeader(rig.header)
        rig.open()
        rig.harness.wait(0.6)
        #expect(rig.header.holdsFooters && footer.isBlocked())
        rig.scrollView.pointerDown(y: 300)
        #expect(!rig.scrollView.isDragging)
        rig.scrollView.pointerMove(y: 100)
        rig.scrollView.pointerUp()
        rig.scrollView.scrollByWheel(notches: -3)
        rig.harness.wait(0.5)
        #expect(rig.scrollView.contentOffsetY == -720)
        rig.header.beginRefreshing()
        #expect(rig.header.state == .idle)
        rig.floor.open()
        #expect(rig.header.floorState == .open)
        rig.floor.close()
        rig.harness.wait(0.5)
        #expect(!rig.header.holdsFooters && !footer.isBlocked())
        #expect(rig.scrollView.isScrollEnabled)
        rig.scrollView.pointerDown(y: 300)
        #expect(rig.scrollView.isDragging)
    }

    /// Taken off the scroll view mid-opening (the demo's header switch), the floor closes at once
    /// and the list has its insets and offset back in the same instant.
    @Test func detachingMidOpeningClosesTheFloorAtOnce() {
        let rig = FloorRig()
        rig.open()
        rig.harness.wait(0.2)
        #expect(rig.header.floorState == .opening)
        rig.header.detach()
        #expect(rig.header.floorState == .closed)
        #expect(rig.scrollView.contentInset.top == 0)
        #expect(rig.scrollView.contentOffsetY == 0)
        #expect(rig.scrollView.isScrollEnabled)
        #expect(rig.hooks == ["opening", "closing", "closed"])
        rig.harness.wait(1)
        #expect(rig.scrollView.contentOffsetY == 0 && rig.scrollView.isAtRest)
    }

    @Test func hidingTheHeaderClosesTheFloorAtOnce() {
        let rig = FloorRig()
        rig.open()
        rig.harness.wait(0.6)
        rig.header.isHidden = true
        #expect(rig.header.floorState == .closed)
        #expect(rig.scrollView.contentInset.top == 0)
        #expect(rig.scrollView.contentOffsetY == 0)
    }

    /// With refreshing off a shorter pull springs back without a request, and a pull past the
    /// floor opens it.
    @Test func withRefreshingOffOnlyTheFloorOpens() {
        let rig = FloorRig(settings: SecondFloorSettings(refreshes: false))
        rig.drag(visible: 90)
        #expect(rig.header.state == .idle)
        rig.harness.release()
        rig.harness.wait(1)
        #expect(rig.requests == 0 && rig.header.state == .idle)
        #expect(rig.scrollView.contentOffsetY == 0)
        rig.open()
        #expect(rig.header.floorState == .opening)
        rig.harness.wait(0.5)
        #expect(rig.header.floorState == .open && rig.requests == 0)
    }

    @Test func theFloorsThresholdIsChosenInHeaderHeights() {
        let rig = FloorRig(settings: SecondFloorSettings(threshold: 2.5))
        rig.drag(visible: 2.4 * 54)
        #expect(rig.header.floorState == .closed && rig.header.state == .pulling)
        rig.drag(visible: 2.5 * 54 + 0.1)
        #expect(rig.header.floorState == .ready)
        #expect(rig.floor.distance == 2.5 * 54)
    }

    /// Opened from code during a drag, the drag is let go and the floor opens; closed from code
    /// while it opens, it turns back.
    @Test func theFloorOpensAndClosesFromCode() {
        let rig = FloorRig()
        rig.drag(visible: 30)
        rig.floor.open()
        #expect(!rig.scrollView.isDragging)
        #expect(rig.header.floorState == .opening)
        rig.harness.wait(0.3)
        rig.floor.close()
        #expect(rig.header.floorState == .closing)
        rig.harness.wait(0.5)
        #expect(rig.header.floorState == .closed)
        #expect(rig.scrollView.contentOffsetY == 0 && rig.scrollView.contentInset.top == 0)
        #expect(rig.hooks == ["opening", "closing", "closed"])
        // Nothing to close, and no opening while refreshing.
        rig.floor.close()
        rig.header.beginRefreshing()
        rig.floor.open()
        #expect(rig.header.floorState == .closed && rig.header.state == .refreshing)
    }

    /// The view resized while the floor is open: the content stays just below the new bottom.
    @Test func anOpenFloorFollowsTheViewsHeight() {
        let rig = FloorRig()
        rig.open()
        rig.harness.wait(0.25)
        rig.scrollView.viewSize = Size(width: 390, height: 500)
        rig.floor.viewSizeDidChange()
        rig.harness.wait(0.25)
        #expect(rig.header.floorState == .open)
        #expect(rig.scrollView.contentOffsetY == -500)
        rig.scrollView.viewSize = Size(width: 390, height: 800)
        rig.floor.viewSizeDidChange()
        #expect(rig.scrollView.contentOffsetY == -800)
        #expect(rig.scrollView.contentInset.top == 800)
    }

    /// The look sees the floor in the moment: its state and its thresholds in pulling percent.
    @Test func theMomentCarriesTheFloor() {
        let rig = FloorRig(settings: SecondFloorSettings(threshold: 2.2, refreshes: false))
        rig.header.triggerDistance = 27
        #expect(
            rig.header.floorMoment
                == SecondFloorMoment(state: .closed, trigger: 0.5, threshold: 2.2, refreshes: false)
        )
        #expect(RefreshHeader(look: EmptyLook()).floorMoment == nil)
    }
}
