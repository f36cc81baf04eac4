extension RefreshFooter {
    // MARK: - Loading by a tap

    /// A click at `point` (window points) on the footer drawn in `frame`: loads when idle and
    /// its `tapToLoad` takes the tap (MJRefresh's tap). Returns whether the click was used.
    public func handleTap(at point: Point, frame: Rect) -> Bool {
        guard let tap = tapToLoad, component.state == .idle,
            tap.whileHiddenByLayout ? component.isAvailable : component.isVisible,
            !tap.needsTitle || !component.look.title(at: component.moment).isEmpty,
            frame.contains(point)
        else { return false }
        // Like MJRefresh's tap, this skips the per-drag limit; the header still wins.
        component.beginRefreshing()
        return true
    }
}
