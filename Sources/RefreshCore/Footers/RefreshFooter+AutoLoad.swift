extension RefreshFooter {
    // MARK: - Loading by itself (auto footer, top loader)

    /// A click at `point` (window points) on the footer drawn in `frame`: loads when idle and
    /// its `tapToLoad` takes the tap (MJRefresh's tap). Returns whether the click was used.
    public func handleTap(at point: Point, frame: Rect) -> Bool {
        guard let tap = tapToLoad, state == .idle,
            tap.whileHiddenByLayout ? isAvailable : isVisible,
            !tap.needsTitle || !look.title(at: moment).isEmpty, frame.contains(point)
        else { return false }
        // Like MJRefresh's tap, this skips the per-drag limit; the header still wins.
        beginRefreshing()
        return true
    }

    /// Feeds the offset to the edge trigger, measured in `geometry`, and begins when it says so.
    func feedTrigger(scrolled scrollView: ScrollView, in geometry: ScrollGeometry) {
        refreshOriginalInset()
        let armed = state == .idle && isAutomaticallyRefresh && isVisible
        let blocked = armed && isBlocked()
        let begins =
            edgeTrigger?.scrolled(
                to: scrollView.contentOffsetY, in: geometry, extent: height,
                dragging: scrollView.isDragging, armed: armed, blocked: blocked) ?? false
        if begins { beginRefreshing() }
    }

    /// Feeds a drag's beginning or end to the edge trigger, and begins when it says so.
    func feedTrigger(dragChanged scrollView: ScrollView, in geometry: ScrollGeometry) {
        let armed = state == .idle && isVisible
        let blocked = armed && isBlocked()
        let begins =
            edgeTrigger?.dragChanged(
                at: scrollView.contentOffsetY, in: geometry, dragging: scrollView.isDragging,
                armed: armed, blocked: blocked) ?? false
        if begins { beginRefreshing() }
    }

    /// Tells the edge trigger a load began or ended (a finished load lets the same gesture load
    /// again).
    func feedTrigger(stateChangedFrom oldState: RefreshState) {
        if oldState == .refreshing { edgeTrigger?.loadEnded() }
        if state == .refreshing { edgeTrigger?.loadBegan() }
    }
}
