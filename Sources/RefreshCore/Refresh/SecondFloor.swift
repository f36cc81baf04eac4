/// A header's second floor (Taobao's and JD's "second floor", SmartRefreshLayout's
/// `TwoLevelHeader`): given to a `RefreshHeader`, a short pull still refreshes and a long one
/// opens a full-view page.
///
/// Released between its trigger (one header height) and the floor's threshold
/// (`settings.threshold`, 1.9 heights of visible pull) the header refreshes as without a floor.
/// Dragged out to the threshold the floor is `ready` (the header still `pulling`) and released
/// there no request is sent: over `settings.duration` the content slides down until its top
/// reaches the view's bottom, revealing `page`; `close()` slides it back to rest at the top with
/// the insets it had. While the floor is opening, open or closing the header reports `idle`, the
/// scroll view neither drags nor wheels, begins are refused and `holdsFooters` keeps footers
/// from loading. One floor belongs to one header.
public final class SecondFloor {
    /// Where the floor starts, how fast it slides and whether a shorter pull refreshes.
    public var settings = SecondFloorSettings()
    /// Code run as the floor opens and closes (`closing` and `closed` are the closing hooks).
    public var hooks = SecondFloorHooks()
    /// The full-view page the floor reveals; nil draws none (an app may draw its own from
    /// `state`).
    public var page: SecondFloorPage?
    /// The top inset from before the floor opened, while the floor holds the list.
    public private(set) var openedFromTop: Double?
    /// The component of the header it belongs to (set when the header is made with it; the
    /// header owns both).
    weak var header: RefreshComponent?

    private var machine = SecondFloorMachine()
    private var scrollWasEnabled = true
    private var slides = 0
    private var slideEnd = 0.0

    /// A floor revealing `page`.
    public init(page: SecondFloorPage? = nil) {
        self.page = page
    }

    /// Where the floor is now.
    public var state: SecondFloorState { machine.phase }

    /// The visible pull, in points, from which a drag makes the floor ready.
    public var distance: Double { settings.threshold * (header?.height ?? 0) }

    // MARK: - Opening and closing from code

    /// Opens the floor as a release while ready does: from rest or from a pull (a drag in
    /// progress is let go); nothing while refreshing or while the floor is not closed.
    public func open() {
        update { $0.open(&$1) }
    }

    /// Closes the floor (SmartRefreshLayout's `finishTwoLevel`): while it opens or is open, the
    /// content slides back to rest at the top over `settings.duration`; otherwise nothing.
    public func close() {
        update { $0.close(&$1) }
    }

    /// Closes the floor at once, giving the insets back with no slide.
    public func closeAtOnce() {
        update { $0.closeAtOnce(&$1) }
    }

    /// The scroll view's size changed: an open floor keeps the content just below the view's
    /// bottom, and an opening one slides on to the new bottom in the time it had left.
    public func viewSizeDidChange() {
        guard let header, let scrollView = header.scrollView else { return }
        let bottom = scrollView.viewSize.height
        switch state {
        case .open:
            slides += 1
            scrollView.setInset(.top, to: bottom)
            scrollView.setContentOffsetY(-bottom)
        case .opening:
            slide(
                scrollView, to: bottom, offset: -bottom, duration: max(0, slideEnd - header.now)
            ) { [weak self] in self?.update { $0.opened(&$1) } }
        case .closed, .ready, .closing:
            break
        }
    }

    // MARK: - Following the pull

    /// Follows the pull of `header` (not refreshing) with the floor's threshold besides; while
    /// the floor holds the list only `pullingPercent` follows the offset.
    func scrolled(_ header: RefreshComponent, _ scrollView: ScrollView) {
        if openedFromTop == nil {
            // Kept current while the floor is closed, as the ordinary header does.
            header.refreshOriginalInset()
        }
        let pulled = -header.scrollViewOriginalInset.top - scrollView.contentOffsetY
        let (trigger, floor, height) = (header.effectiveTriggerDistance, distance, header.height)
        let (dragging, refreshes, time) = (scrollView.isDragging, settings.refreshes, header.now)
        update {
            $0.scrolled(
                &$1, percent: max(0, pulled / height), pastTrigger: pulled > trigger,
                pastFloor: pulled >= floor, dragging: dragging, refreshes: refreshes, at: time)
        }
    }

    /// A release while ready opens the floor; while pulling it refreshes (unless refreshing is
    /// off).
    func released(_ header: RefreshComponent) {
        let (refreshes, time) = (settings.refreshes, header.now)
        update { $0.released(&$1, refreshes: refreshes, at: time) }
    }

    /// What the header's look sees of the floor now.
    func moment(_ header: RefreshComponent) -> SecondFloorMoment {
        SecondFloorMoment(
            state: state, trigger: header.effectiveTriggerDistance / header.height,
            threshold: settings.threshold, refreshes: settings.refreshes)
    }

    /// Draws the page where the content has uncovered it, for `header` drawn in `frame`,
    /// sitting `ignoredInsetTop` points above the content's top.
    func drawPage(
        of header: RefreshComponent, sittingAbove ignoredInsetTop: Double,
        into list: inout DrawList, frame: Rect, metrics: TextMetrics
    ) {
        guard let page, let scrollView = header.scrollView,
            header.state != .refreshing && header.state != .willRefresh
        else { return }
        let contentTop = frame.maxY + ignoredInsetTop
        let view = Rect(
            x: frame.minX, y: contentTop + scrollView.contentOffsetY, width: frame.width,
            height: scrollView.viewSize.height)
        let revealed = state.holdsList ? contentTop : frame.minY
        page.draw(
            into: &list, view: view, revealedTo: revealed, strings: header.strings,
            textScale: header.textScale, metrics: metrics)
    }

    // MARK: - Carrying out the floor's steps

    /// Runs one transition of the floor's machine on the header's own `RefreshMachine` and
    /// carries out the actions it returns, in order.
    private func update(
        _ transition: (inout SecondFloorMachine, inout RefreshMachine) -> [SecondFloorAction]
    ) {
        guard let header else { return }
        var actions: [SecondFloorAction] = []
        header.update { refresh in
            actions = transition(&machine, &refresh)
            return []
        }
        for action in actions { perform(action, header) }
    }

    /// Carries out a refresh action, slides the content, gives the insets back, or follows a
    /// change of the floor.
    private func perform(_ action: SecondFloorAction, _ header: RefreshComponent) {
        switch action {
        case .refresh(let step): header.run.perform(step, for: header, completion: nil)
        case .changed(let old, let new): floorDidChange(from: old, to: new, header)
        case .slideOpen: slideOpen(header)
        case .slideClosed: slideClosed(header)
        case .restoreAtOnce: restoreAtOnce(header)
        }
    }

    /// The floor went from `old` to `new`: while it holds the list, the list neither drags nor
    /// wheels (a drag in progress is let go); then the floor's hooks run.
    private func floorDidChange(
        from old: SecondFloorState, to new: SecondFloorState, _ header: RefreshComponent
    ) {
        if let scrollView = header.scrollView, new.holdsList != old.holdsList {
            if new.holdsList {
                scrollWasEnabled = scrollView.isScrollEnabled
                scrollView.cancelDrag()
                scrollView.isScrollEnabled = false
            } else {
                scrollView.isScrollEnabled = scrollWasEnabled
            }
        }
        hooks.run(from: old, to: new)
    }

    /// The floor's slide: none with reduced motion.
    private func slideDuration(_ header: RefreshComponent) -> Double {
        header.timing.reducesMotion ? 0 : settings.duration
    }

    private func slideOpen(_ header: RefreshComponent) {
        guard let scrollView = header.scrollView else { return update { $0.opened(&$1) } }
        openedFromTop = openedFromTop ?? header.held.original ?? scrollView.targetContentInset.top
        let bottom = scrollView.viewSize.height
        let duration = slideDuration(header)
        slideEnd = header.now + duration
        slide(scrollView, to: bottom, offset: -bottom, duration: duration) {
            [weak self] in self?.update { $0.opened(&$1) }
        }
    }

    private func slideClosed(_ header: RefreshComponent) {
        guard let scrollView = header.scrollView, let top = openedFromTop else {
            return update { $0.closed(&$1) }
        }
        // `0 - top`, not `-top`: a top inset of 0 rests at offset 0, not −0.
        slide(scrollView, to: top, offset: 0 - top, duration: slideDuration(header)) {
            [weak self] in
            self?.openedFromTop = nil
            self?.update { $0.closed(&$1) }
        }
    }

    /// Animates the top inset to `inset` and the offset to `offset`; `arrived` runs when they
    /// are there, or when something other than a later slide of this floor replaced the
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

    private func restoreAtOnce(_ header: RefreshComponent) {
        slides += 1
        guard let scrollView = header.scrollView, let top = openedFromTop else { return }
        openedFromTop = nil
        scrollView.setInset(.top, to: top)
        scrollView.setContentOffsetY(0 - top)
    }
}
