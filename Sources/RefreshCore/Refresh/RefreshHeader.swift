import FoundationEssentials

/// A component above the content that refreshes when pulled down past its trigger and released.
///
/// MJRefresh's `MJRefreshHeader`: `pullingPercent` = overscroll / height; idle ⇄ pulling only
/// while dragging; a release while pulling opens it over 0.25 s (top inset + height, offset to
/// −height) and then runs the action; while refreshing the top inset follows
/// clamp(−offset, original, original + height) so the content can scroll under it; ending
/// closes it over 0.4 s back to the original inset. Every header remembers when its last
/// refresh that did not fail ended and offers the line ("Last update: Today 14:05", in its
/// language) to its look. Given a `SecondFloor`, a long pull opens the floor instead.
public final class RefreshHeader: RefreshComponent {
    /// The top inset from before this header opened, while it has inset of its own added.
    public var openedFromTop: Double? { held.original }
    /// Points of the scroll view's top inset the header sits above (MJRefresh's
    /// `ignoredScrollViewContentInsetTop`): it is drawn that much higher.
    public var ignoredScrollViewContentInsetTop = 0.0
    /// The key the last-updated time is saved under.
    public var lastUpdatedTimeKey = "RefreshHeaderLastUpdatedTimeKey" {
        didSet { updateLastUpdatedText() }
    }
    /// Replaces the last-updated line: receives the saved time (seconds since 1970) or nil.
    public var lastUpdatedTimeText: ((Double?) -> String)? {
        didSet { updateLastUpdatedText() }
    }
    /// Where last-updated times are kept.
    public var store: LastUpdatedStore {
        didSet { updateLastUpdatedText() }
    }
    /// The calendar time, seconds since 1970.
    public var clock: () -> Double {
        didSet { updateLastUpdatedText() }
    }
    /// The time zone the last-updated line reads times in: the user's own by default, as
    /// MJRefresh's calendar is.
    public var timeZone = TimeZone.current {
        didSet { updateLastUpdatedText() }
    }
    /// The titles and the last-updated line's words, in the header's language.
    public override var strings: RefreshStrings {
        didSet { updateLastUpdatedText() }
    }
    /// The last-updated line now.
    public private(set) var lastUpdatedText = ""
    /// The second floor a long pull opens; nil for a header without one.
    public let floor: SecondFloor?

    /// A header of MJRefresh's height, 54 points (or its look's, if taller), wearing `look` (a
    /// `FloorLook` shows the floor's hint), with `floor` if it has a second floor, keeping its
    /// last-updated time in `store` with `clock` for "now" (the wall clock by default), running
    /// `action` when it refreshes.
    public init(
        look: any RefreshLook, floor: SecondFloor? = nil,
        store: LastUpdatedStore = MemoryLastUpdatedStore(),
        clock: @escaping () -> Double = { Date().timeIntervalSince1970 },
        action: (() -> Void)? = nil
    ) {
        self.store = store
        self.clock = clock
        self.floor = floor
        super.init(height: RefreshConstants.headerHeight, look: look)
        floor?.header = self
        refreshingAction = action
        updateLastUpdatedText()
    }

    /// Whether footers must wait: while the header refreshes (the header wins), and while its
    /// second floor holds the list.
    public var holdsFooters: Bool { isRefreshing || floorState.holdsList }

    /// Where its second floor is (`closed` for a header without one).
    public var floorState: SecondFloorState { floor?.state ?? .closed }

    /// The floor look also sees the floor: its state and thresholds.
    public override var floorMoment: SecondFloorMoment? { floor?.moment(self) }

    /// The time the last refresh ended (seconds since 1970), nil when there is none.
    public var lastUpdatedTime: Double? { store.lastUpdated(forKey: lastUpdatedTimeKey) }

    /// The look sees the last-updated line as its second line.
    public override var moment: RefreshMoment {
        var moment = super.moment
        moment.detail = lastUpdatedText
        return moment
    }

    /// Saves the clock's time under `lastUpdatedTimeKey`.
    public override func recordLastUpdated() {
        store.setLastUpdated(clock(), forKey: lastUpdatedTimeKey)
    }

    /// Rebuilds the last-updated line.
    public override func stateDidChange(from oldState: RefreshState) {
        updateLastUpdatedText()
    }

    private func updateLastUpdatedText() {
        let saved = lastUpdatedTime
        lastUpdatedText =
            lastUpdatedTimeText?(saved)
            ?? strings.lastUpdatedLine.text(updated: saved, now: clock(), timeZone: timeZone)
    }

    /// Sits right above the content's top edge.
    public override func frame(in viewFrame: Rect) -> Rect {
        guard let scrollView else { return .zero }
        let contentTop = viewFrame.minY - scrollView.contentOffsetY
        return Rect(
            x: viewFrame.minX, y: contentTop - height - ignoredScrollViewContentInsetTop,
            width: viewFrame.width, height: height)
    }

    /// Follows the pull above the top (`pullingPercent`, idle ⇄ pulling while dragging), or while
    /// refreshing lets the content scroll under the header.
    public override func scrollViewDidScroll(_ scrollView: ScrollView) {
        // Like MJRefresh, a hidden header ignores the offset (and so never triggers).
        guard !isHidden else { return }
        if state == .refreshing { return }
        if let floor { return floor.scrolled(self, scrollView) }
        // Keep the original inset current while not refreshing (an app may change it).
        refreshOriginalInset()
        let happen = -scrollViewOriginalInset.top
        let offset = scrollView.contentOffsetY
        let percent = max(0, (happen - offset) / height)
        let pastTrigger = offset < happen - effectiveTriggerDistance
        let dragging = scrollView.isDragging
        let time = now
        update {
            $0.scrolled(percent: percent, pastTrigger: pastTrigger, dragging: dragging, at: time)
        }
    }

    /// A release while pulling begins refreshing (with a floor: while ready, opens the floor).
    public override func scrollViewDidChangeDragging(_ scrollView: ScrollView) {
        guard !isHidden && !scrollView.isDragging else { return }
        if let floor { return floor.released(self) }
        let time = now
        update { $0.released(at: time) }
    }

    /// Begins only while the floor, if any, is closed.
    public override func canBeginRefreshing() -> Bool { floorState == .closed }

    /// Hidden, the floor closes at once.
    public override func visibilityDidChange() {
        if !isShown { floor?.closeAtOnce() }
        super.visibilityDidChange()
    }

    /// Detached (a header switch), the floor closes at once and the insets come back.
    public override func willDetach(from scrollView: ScrollView) {
        floor?.closeAtOnce()
        super.willDetach(from: scrollView)
    }

    /// Draws the floor's page where the content has uncovered it, then the header.
    public override func draw(into list: inout DrawList, frame: Rect, metrics: TextMetrics) {
        floor?.drawPage(of: self, into: &list, frame: frame, metrics: metrics)
        super.draw(into: &list, frame: frame, metrics: metrics)
    }

    /// MJRefresh's fix for scrolling while refreshing: the top inset shrinks as the content
    /// moves up under the header and grows back as it comes down, never past original + height.
    public override func insetRequest(afterScrolling scrollView: ScrollView) -> InsetRequest? {
        guard !isHidden, state == .refreshing, !isOpening, let original = openedFromTop else {
            return nil
        }
        let inset = min(max(-scrollView.contentOffsetY, original), original + height)
        return InsetRequest(edge: .top, value: inset)
    }

    /// While refreshing, the top inset it holds follows the new height: a header shown whole
    /// stays whole (the content moves down or up with it), one the content scrolled under keeps
    /// the content where it is.
    public override func heightDidChange(from old: Double) {
        if let scrollView, state == .refreshing, !isOpening, let original = openedFromTop {
            let inset = original + height
            if -scrollView.contentOffsetY >= original + old {
                scrollView.animateInset(.top, to: inset, offset: -inset, duration: 0)
            } else if scrollView.targetContentInset.top > inset {
                scrollView.setInset(.top, to: inset)
            }
        }
        super.heightDidChange(from: old)
    }

    /// Grows the top inset by the height and moves the offset to show the whole header.
    public override func startOpeningAnimation(completion: @escaping () -> Void) {
        guard let scrollView else { return completion() }
        held.open(
            scrollView, to: { [height] in $0 + height }, offset: { -$0 }, duration: timing.opening,
            completion: completion)
    }
}
