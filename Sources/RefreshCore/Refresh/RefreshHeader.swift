/// A component above the content that refreshes when pulled down past its trigger and released.
///
/// MJRefresh's `MJRefreshHeader`: `pullingPercent` = overscroll / height; idle ⇄ pulling only
/// while dragging; a release while pulling opens it over 0.25 s (top inset + height, offset to
/// −height) and then runs the action; while refreshing the top inset follows
/// clamp(−offset, original, original + height) so the content can scroll under it; ending
/// closes it over 0.4 s back to the original inset.
open class RefreshHeader: RefreshComponent {
    /// The top inset from before this header opened, while it has inset of its own added.
    public private(set) var openedFromTop: Double?

    /// A header of MJRefresh's height, 54 points.
    public init() {
        super.init(height: RefreshConstants.headerHeight)
    }

    /// Sits right above the content's top edge.
    open override func frame(in viewFrame: Rect) -> Rect {
        guard let scrollView else { return .zero }
        let contentTop = viewFrame.minY - scrollView.contentOffsetY
        return Rect(
            x: viewFrame.minX, y: contentTop - height, width: viewFrame.width, height: height)
    }

    open override func scrollViewDidScroll(_ scrollView: ScrollView) {
        // Like MJRefresh, a hidden header ignores the offset (and so never triggers).
        guard !isHidden else { return }
        if state == .refreshing {
            followOffsetWhileRefreshing(scrollView)
            return
        }
        // Keep the original inset current while not refreshing (an app may change it).
        scrollViewOriginalInset = scrollView.targetContentInset
        if let openedFromTop { scrollViewOriginalInset.top = openedFromTop }
        let happen = -scrollViewOriginalInset.top
        let offset = scrollView.contentOffsetY
        let percent = max(0, (happen - offset) / height)
        let threshold = happen - effectiveTriggerDistance
        if scrollView.isDragging {
            pullingPercent = percent
            if state == .idle && offset < threshold {
                setState(.pulling)
            } else if state == .pulling && offset >= threshold {
                setState(.idle)
            }
        } else if state == .pulling {
            beginRefreshing()
        } else if percent < 1 || pullingPercent < 1 {
            pullingPercent = percent
        }
    }

    open override func scrollViewDidChangeDragging(_ scrollView: ScrollView) {
        if !isHidden && !scrollView.isDragging && state == .pulling { beginRefreshing() }
    }

    /// MJRefresh's fix for scrolling while refreshing: the inset shrinks as the content moves up
    /// under the header and grows back as it comes down, never past original + height.
    private func followOffsetWhileRefreshing(_ scrollView: ScrollView) {
        guard !isOpening, let original = openedFromTop else { return }
        let inset = min(max(-scrollView.contentOffsetY, original), original + height)
        if abs(inset - scrollView.targetContentInset.top) > 1e-6 {
            scrollView.setInset(.top, to: inset)
        }
    }

    open override func startOpeningAnimation(completion: @escaping () -> Void) {
        guard let scrollView else { return completion() }
        let original = openedFromTop ?? scrollView.targetContentInset.top
        openedFromTop = original
        let target = original + height
        scrollView.animateInset(
            .top, to: target, offsetY: -target, duration: RefreshConstants.fastAnimationDuration
        ) { _ in completion() }
    }

    open override func startClosingAnimation(completion: @escaping () -> Void) {
        guard let scrollView, let original = openedFromTop else { return completion() }
        scrollView.animateInset(
            .top, to: original, duration: RefreshConstants.slowAnimationDuration
        ) { [weak self] finished in
            if finished, self?.state != .refreshing { self?.openedFromTop = nil }
            completion()
        }
    }

    open override func restoreInsetAtOnce() {
        guard let scrollView, let original = openedFromTop else { return }
        openedFromTop = nil
        scrollView.setInset(.top, to: original)
    }
}
