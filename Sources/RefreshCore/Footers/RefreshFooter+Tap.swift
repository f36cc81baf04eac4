extension RefreshFooter {
    // MARK: - Loading by a tap

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
}
