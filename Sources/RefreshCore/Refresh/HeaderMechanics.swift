import FoundationEssentials

/// The mechanics of a header (MJRefresh's `MJRefreshHeader`): it sits right above the content,
/// follows the pull above the top, opens by growing the top inset by its height, lets the
/// content scroll under it while refreshing, and keeps the last-updated line its look shows.
/// Given a `SecondFloor`, a long pull opens the floor instead. `RefreshHeader` holds one; what
/// it keeps is the header's own (the floor, the inset it sits above, the last-updated time).
final class HeaderMechanics: EdgeMechanics {
    /// Points of the scroll view's top inset the header sits above: it is drawn that much higher.
    var ignoredInsetTop = 0.0
    /// The second floor a long pull opens; nil for a header without one.
    let floor: SecondFloor?
    /// The key the last-updated time is saved under.
    var lastUpdatedTimeKey = "RefreshHeaderLastUpdatedTimeKey"
    /// Replaces the last-updated line: receives the saved time (seconds since 1970) or nil.
    var lastUpdatedTimeText: ((Double?) -> String)?
    /// Where last-updated times are kept.
    var store: LastUpdatedStore
    /// The calendar time, seconds since 1970.
    var clock: () -> Double
    /// The time zone the last-updated line reads times in.
    var timeZone = TimeZone.current
    /// The last-updated line as last rebuilt.
    private(set) var lastUpdatedText = ""

    /// A header's mechanics with `floor`, keeping its last-updated time in `store` with `clock`.
    init(floor: SecondFloor?, store: LastUpdatedStore, clock: @escaping () -> Double) {
        self.floor = floor
        self.store = store
        self.clock = clock
    }

    /// Where its second floor is (`closed` without one).
    var floorState: SecondFloorState { floor?.state ?? .closed }

    /// The time the last refresh ended (seconds since 1970), nil when there is none.
    var lastUpdatedTime: Double? { store.lastUpdated(forKey: lastUpdatedTimeKey) }

    /// Rebuilds the last-updated line in `strings`.
    func updateLastUpdatedText(_ strings: RefreshStrings) {
        let saved = lastUpdatedTime
        lastUpdatedText =
            lastUpdatedTimeText?(saved)
            ?? strings.lastUpdatedLine.text(updated: saved, now: clock(), timeZone: timeZone)
    }

    // MARK: - The last-updated line

    /// Saves the clock's time under `lastUpdatedTimeKey`.
    func recordLastUpdated(_ component: RefreshComponent) {
        store.setLastUpdated(clock(), forKey: lastUpdatedTimeKey)
    }

    /// Rebuilds the last-updated line.
    func stateChanged(_ component: RefreshComponent, from oldState: RefreshState) {
        updateLastUpdatedText(component.strings)
    }

    /// New titles: the last-updated line is rebuilt in them.
    func stringsChanged(_ component: RefreshComponent) {
        updateLastUpdatedText(component.strings)
    }

    /// The look sees the last-updated line as its second line.
    func dress(_ moment: inout RefreshMoment) {
        moment.detail = lastUpdatedText
    }

    /// The floor look also sees the floor: its state and thresholds.
    func floorMoment(_ component: RefreshComponent) -> SecondFloorMoment? {
        floor?.moment(component)
    }

    // MARK: - Where it sits

    /// Sits right above the content's top edge.
    func frame(of component: RefreshComponent, in viewFrame: Rect, scrollView: ScrollView) -> Rect {
        let height = component.height
        let contentTop = viewFrame.minY - scrollView.contentOffsetY
        return Rect(
            x: viewFrame.minX, y: contentTop - height - ignoredInsetTop,
            width: viewFrame.width, height: height)
    }

    /// Draws the floor's page where the content has uncovered it.
    func drawBehind(
        _ component: RefreshComponent, into list: inout DrawList, frame: Rect,
        metrics: TextMetrics
    ) {
        floor?.drawPage(
            of: component, sittingAbove: ignoredInsetTop, into: &list, frame: frame,
            metrics: metrics)
    }

    // MARK: - Following the pull

    /// Follows the pull above the top (`pullingPercent`, idle ⇄ pulling while dragging), or while
    /// refreshing lets the content scroll under the header.
    func scrolled(_ component: RefreshComponent, _ scrollView: ScrollView) {
        // Like MJRefresh, a hidden header ignores the offset (and so never triggers).
        guard !component.isHidden else { return }
        if component.state == .refreshing { return }
        if let floor { return floor.scrolled(component, scrollView) }
        // Keep the original inset current while not refreshing (an app may change it).
        component.refreshOriginalInset()
        let happen = -component.scrollViewOriginalInset.top
        let offset = scrollView.contentOffsetY
        let percent = max(0, (happen - offset) / component.height)
        let pastTrigger = offset < happen - component.effectiveTriggerDistance
        let dragging = scrollView.isDragging
        let time = component.now
        component.update {
            $0.scrolled(percent: percent, pastTrigger: pastTrigger, dragging: dragging, at: time)
        }
    }

    /// A release while pulling begins refreshing (with a floor: while ready, opens the floor).
    func draggingChanged(_ component: RefreshComponent, _ scrollView: ScrollView) {
        guard !component.isHidden && !scrollView.isDragging else { return }
        if let floor { return floor.released(component) }
        let time = component.now
        component.update { $0.released(at: time) }
    }

    /// MJRefresh's fix for scrolling while refreshing: the top inset shrinks as the content
    /// moves up under the header and grows back as it comes down, never past original + height.
    func insetRequest(
        _ component: RefreshComponent, afterScrolling scrollView: ScrollView
    ) -> InsetRequest? {
        guard !component.isHidden, component.state == .refreshing, !component.isOpening,
            let original = component.held.original
        else { return nil }
        let inset = min(max(-scrollView.contentOffsetY, original), original + component.height)
        return InsetRequest(edge: .top, value: inset)
    }

    /// Begins only while the floor, if any, is closed.
    func canBegin(_ component: RefreshComponent) -> Bool { floorState == .closed }

    // MARK: - Opening and its inset

    /// Grows the top inset by the height and moves the offset to show the whole header.
    func open(_ component: RefreshComponent, completion: @escaping () -> Void) {
        guard let scrollView = component.scrollView else { return completion() }
        component.held.open(
            scrollView, to: { [height = component.height] in $0 + height }, offset: { -$0 },
            duration: component.timing.opening, completion: completion)
    }

    /// While refreshing, the top inset it holds follows the new height: a header shown whole
    /// stays whole (the content moves down or up with it), one the content scrolled under keeps
    /// the content where it is.
    func heightChanged(_ component: RefreshComponent, from old: Double) {
        guard let scrollView = component.scrollView, component.state == .refreshing,
            !component.isOpening, let original = component.held.original
        else { return }
        let inset = original + component.height
        if -scrollView.contentOffsetY >= original + old {
            scrollView.animateInset(.top, to: inset, offset: -inset, duration: 0)
        } else if scrollView.targetContentInset.top > inset {
            scrollView.setInset(.top, to: inset)
        }
    }

    // MARK: - Showing, hiding and detaching

    /// Hidden, the floor closes at once, before the component stops.
    func visibilityDidChange(
        _ component: RefreshComponent, following followVisibility: () -> Void
    ) {
        if !component.isShown { floor?.closeAtOnce() }
        followVisibility()
    }

    /// Attached, its scroll view bounces up and down even when the content fits.
    func didAttach(_ component: RefreshComponent, to scrollView: ScrollView) {
        scrollView.alwaysBounceVertical = true
    }

    /// Detached (a header switch), the floor closes at once and the insets come back.
    func willDetach(_ component: RefreshComponent, from scrollView: ScrollView) {
        floor?.closeAtOnce()
    }

    // MARK: - Nothing else to do

    func hidesByLayout(_ component: RefreshComponent) -> Bool { false }
    func willReadVisibility(_ component: RefreshComponent) {}
    func beginWasRefused(_ component: RefreshComponent, completion: (() -> Void)?) {}
    func contentSizeChanged(_ component: RefreshComponent, _ scrollView: ScrollView) {}
}
