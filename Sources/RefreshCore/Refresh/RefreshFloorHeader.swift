import FoundationEssentials

/// A header with a second floor (Taobao's and JD's "second floor", SmartRefreshLayout's
/// `TwoLevelHeader`): a short pull refreshes, a long one opens a full-view page.
///
/// Released between its trigger (one header height) and the floor's threshold
/// (`floorSettings.threshold`, 1.9 heights of visible pull) it refreshes as `RefreshHeader`
/// does. Dragged out to the threshold the floor is `ready` (the header still `pulling`) and
/// released there no request is sent: over `floorSettings.duration` the content slides down
/// until its top reaches the view's bottom, revealing `page`; `closeFloor()` slides it back to
/// rest at the top with the insets it had. While the floor is opening, open or closing the header
/// reports `idle`, the scroll view neither drags nor wheels, begins are refused and
/// `holdsFooters` keeps footers from loading.
open class RefreshFloorHeader: RefreshHeader {
    /// Where the floor starts, how fast it slides and whether a shorter pull refreshes.
    public var floorSettings = SecondFloorSettings()
    /// Code run as the floor opens and closes (`closing` and `closed` are the closing hooks).
    public var floorHooks = SecondFloorHooks()
    /// The full-view page the floor reveals; nil draws none (an app may draw its own from
    /// `floorState`).
    public var page: SecondFloorPage?
    /// The top inset from before the floor opened, while the floor holds the list.
    public private(set) var floorOpenedFromTop: Double?

    private var floorMachine = SecondFloorMachine()
    private var scrollWasEnabled = true
    private var slides = 0
    private var slideEnd = 0.0

    /// A floor header of MJRefresh's height wearing `look` (a `SecondFloorLook` shows the
    /// floor's hint), revealing `page`, keeping its last-updated time in `store` with `clock`
    /// for "now", running `action` when it refreshes.
    public init(
        look: any RefreshLook, page: SecondFloorPage? = nil,
        store: LastUpdatedStore = MemoryLastUpdatedStore(),
        clock: @escaping () -> Double = { Date().timeIntervalSince1970 },
        action: (() -> Void)? = nil
    ) {
        self.page = page
        super.init(look: look, store: store, clock: clock, action: action)
    }

    /// Where the floor is now.
    public var floorState: SecondFloorState { floorMachine.phase }

    /// The visible pull, in points, from which a drag makes the floor ready.
    public var floorDistance: Double { floorSettings.threshold * height }

    /// Footers wait while the header refreshes and while the floor holds the list.
    public override var holdsFooters: Bool { super.holdsFooters || floorState.holdsList }

    /// The look also sees the floor: its state and thresholds.
    open override var moment: RefreshMoment {
        var moment = super.moment
        moment.floor = SecondFloorMoment(
            state: floorState, trigger: effectiveTriggerDistance / height,
            threshold: floorSettings.threshold, refreshes: floorSettings.refreshes)
        return moment
    }

    // MARK: - Opening and closing from code

    /// Opens the floor as a release while ready does: from rest or from a pull (a drag in
    /// progress is let go); nothing while refreshing or while the floor is not closed.
    public func openFloor() {
        updateFloor { $0.open(&$1) }
    }

    /// Closes the floor (SmartRefreshLayout's `finishTwoLevel`): while it opens or is open, the
    /// content slides back to rest at the top over `floorSettings.duration`; otherwise nothing.
    public func closeFloor() {
        updateFloor { $0.close(&$1) }
    }

    /// Closes the floor at once, giving the insets back with no slide.
    public func closeFloorAtOnce() {
        updateFloor { $0.closeAtOnce(&$1) }
    }

    /// The scroll view's size changed: an open floor keeps the content just below the view's
    /// bottom, and an opening one slides on to the new bottom in the time it had left.
    public func viewSizeDidChange() {
        guard let scrollView else { return }
        let bottom = scrollView.viewSize.height
        switch floorState {
        case .open:
            slides += 1
            scrollView.setInset(.top, to: bottom)
            scrollView.setContentOffsetY(-bottom)
        case .opening:
            slide(scrollView, to: bottom, offset: -bottom, duration: max(0, slideEnd - now)) {
                [weak self] in self?.updateFloor { $0.opened(&$1) }
            }
        case .closed, .ready, .closing:
            break
        }
    }

    // MARK: - Following the pull

    /// Follows the pull as `RefreshHeader` does, with the floor's threshold besides; while the
    /// floor holds the list only `pullingPercent` follows the offset.
    open override func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard !isHidden else { return }
        if state == .refreshing { return super.scrollViewDidScroll(scrollView) }
        if floorOpenedFromTop == nil {
            // Kept current while the floor is closed, as the ordinary header does.
            refreshOriginalInset()
        }
        let pulled = -scrollViewOriginalInset.top - scrollView.contentOffsetY
        let (trigger, floor) = (effectiveTriggerDistance, floorDistance)
        let (dragging, refreshes, time) = (scrollView.isDragging, floorSettings.refreshes, now)
        updateFloor {
            $0.scrolled(
                &$1, percent: max(0, pulled / height), pastTrigger: pulled > trigger,
                pastFloor: pulled >= floor, dragging: dragging, refreshes: refreshes, at: time)
        }
    }

    /// A release while ready opens the floor; while pulling it refreshes (unless refreshing is
    /// off).
    open override func scrollViewDidChangeDragging(_ scrollView: ScrollView) {
        guard !isHidden && !scrollView.isDragging else { return }
        let (refreshes, time) = (floorSettings.refreshes, now)
        updateFloor { $0.released(&$1, refreshes: refreshes, at: time) }
    }

    /// Hidden, the floor closes at once.
    public override func visibilityDidChange() {
        if !isShown { updateFloor { $0.closeAtOnce(&$1) } }
        super.visibilityDidChange()
    }

    /// Detached (a header switch), the floor closes at once and the insets come back.
    public override func willDetach(from scrollView: ScrollView) {
        updateFloor { $0.closeAtOnce(&$1) }
        super.willDetach(from: scrollView)
    }

    // MARK: - Carrying out the floor's steps

    /// Begins only while the floor is closed.
    public override func canBeginRefreshing() -> Bool { floorState == .closed }

    /// Runs one transition of the floor's machine on the header's own `RefreshMachine` and
    /// carries out the actions it returns, in order.
    private func updateFloor(
        _ transition: (inout SecondFloorMachine, inout RefreshMachine) -> [SecondFloorAction]
    ) {
        var actions: [SecondFloorAction] = []
        update { refresh in
            actions = transition(&floorMachine, &refresh)
            return []
        }
        for action in actions { perform(action) }
    }

    /// Carries out a refresh action, slides the content, gives the insets back, or follows a
    /// change of the floor.
    private func perform(_ action: SecondFloorAction) {
        switch action {
        case .refresh(let step): perform(step, completion: nil)
        case .changed(let old, let new): floorDidChange(from: old, to: new)
        case .slideOpen: slideOpen()
        case .slideClosed: slideClosed()
        case .restoreAtOnce: restoreAtOnce()
        }
    }

    /// The floor went from `old` to `new`: while it holds the list, the list neither drags nor
    /// wheels (a drag in progress is let go); then the floor's hooks run.
    public func floorDidChange(from old: SecondFloorState, to new: SecondFloorState) {
        if let scrollView, new.holdsList != old.holdsList {
            if new.holdsList {
                scrollWasEnabled = scrollView.isScrollEnabled
                scrollView.cancelDrag()
                scrollView.isScrollEnabled = false
            } else {
                scrollView.isScrollEnabled = scrollWasEnabled
            }
        }
        floorHooks.run(from: old, to: new)
    }

    /// Draws the page where the content has uncovered it, then the header.
    public override func draw(into list: inout DrawList, frame: Rect, metrics: TextMetrics) {
        if let page, let scrollView, state != .refreshing && state != .willRefresh {
            let contentTop = frame.maxY + ignoredScrollViewContentInsetTop
            let view = Rect(
                x: frame.minX, y: contentTop + scrollView.contentOffsetY, width: frame.width,
                height: scrollView.viewSize.height)
            let revealed = floorState.holdsList ? contentTop : frame.minY
            page.draw(
                into: &list, view: view, revealedTo: revealed, strings: strings,
                textScale: textScale, metrics: metrics)
        }
        super.draw(into: &list, frame: frame, metrics: metrics)
    }

    /// The floor's slide: none with reduced motion.
    private var slideDuration: Double { timing.reducesMotion ? 0 : floorSettings.duration }

    private func slideOpen() {
        guard let scrollView else { return updateFloor { $0.opened(&$1) } }
        floorOpenedFromTop =
            floorOpenedFromTop ?? openedFromTop ?? scrollView.targetContentInset.top
        let bottom = scrollView.viewSize.height
        slideEnd = now + slideDuration
        slide(scrollView, to: bottom, offset: -bottom, duration: slideDuration) {
            [weak self] in self?.updateFloor { $0.opened(&$1) }
        }
    }

    private func slideClosed() {
        guard let scrollView, let top = floorOpenedFromTop else {
            return updateFloor { $0.closed(&$1) }
        }
        // `0 - top`, not `-top`: a top inset of 0 rests at offset 0, not −0.
        slide(scrollView, to: top, offset: 0 - top, duration: slideDuration) {
            [weak self] in
            self?.floorOpenedFromTop = nil
            self?.updateFloor { $0.closed(&$1) }
        }
    }

    /// Animates the top inset to `inset` and the offset to `offset`; `arrived` runs when they
    /// are there, or when something other than a later slide of this header replaced the
    /// animation (so the floor never waits for an animation that will not end).
    private func slide(
        _ scrollView: ScrollView, to inset: Double, offset: Double, duration: Double,
        arrived: @escaping () -> Void
    ) {
        slides += 1
        let slide = slides
        scrollView.animateInset(.top, to: inset, offset: offset, duration: duration) {
            [weak self] _ in
            guard let self, self.slides == slide else { return }
            arrived()
        }
    }

    private func restoreAtOnce() {
        slides += 1
        guard let scrollView, let top = floorOpenedFromTop else { return }
        floorOpenedFromTop = nil
        scrollView.setInset(.top, to: top)
        scrollView.setContentOffsetY(0 - top)
    }
}
