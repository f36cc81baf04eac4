/// A footer below the end of the list that loads when pulled up past its trigger and released
/// (MJRefresh's `MJRefreshBackFooter`).
///
/// With `deltaH` = how far the content overflows the view (content − (view − original insets)),
/// it appears at `happen` = deltaH − top (or −top for a short list); `pullingPercent` =
/// (offset − happen) / height; idle ⇄ pulling only while dragging, past happen + height. A release
/// while pulling grows the bottom inset over 0.25 s so the footer stays in view, then runs the
/// action; ending gives the inset back over 0.4 s. Rows that arrived stay in sight: the offset
/// only moves back if it ends up past the new end.
open class RefreshBackFooter: RefreshFooter {
    /// The bottom inset the footer holds open while loading, and what it opened from.
    public let held = HeldInset(edge: .bottom)
    /// The bottom inset from before this footer opened, while it has inset of its own added.
    public var openedFromBottom: Double? { held.original }

    /// A back footer, 44 points tall, wearing `look` (by default MJRefresh's titles), running
    /// `action` when it loads.
    public override init(
        look: any RefreshLook = TitleLook.backFooter, action: (() -> Void)? = nil
    ) {
        super.init(look: look, action: action)
    }

    // MARK: - Geometry

    /// How far the content overflows the view inside the original insets (negative when short).
    public var contentOverflow: Double {
        guard let scrollView else { return 0 }
        let inset = scrollViewOriginalInset
        return scrollView.contentSize.height
            - (scrollView.viewSize.height - inset.bottom - inset.top)
    }

    /// The offset at which the footer starts to appear.
    public var happenOffsetY: Double {
        let delta = contentOverflow
        let top = scrollViewOriginalInset.top
        return delta > 0 ? delta - top : -top
    }

    /// The offset past which a drag is pulling (releasing loads).
    public var pullingOffsetY: Double { happenOffsetY + effectiveTriggerDistance }

    /// Sits after the content, or at the bottom of the view when the content is short.
    open override func frame(in viewFrame: Rect) -> Rect {
        guard let scrollView else { return .zero }
        let inset = scrollViewOriginalInset
        let top = max(
            scrollView.contentSize.height,
            scrollView.viewSize.height - inset.top - inset.bottom)
        let y =
            viewFrame.minY - scrollView.contentOffsetY + top + ignoredScrollViewContentInsetBottom
        return Rect(x: viewFrame.minX, y: y, width: viewFrame.width, height: height)
    }

    /// The live inset, with the bottom from before this footer opened while it holds it open.
    open override func refreshOriginalInset() {
        guard let scrollView else { return }
        var inset = scrollView.targetContentInset
        if let openedFromBottom { inset.bottom = openedFromBottom }
        scrollViewOriginalInset = inset
    }

    // MARK: - Pulling

    /// Follows the pull past the end: `pullingPercent`, and idle ⇄ pulling while dragging.
    open override func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard state != .refreshing, isVisible else { return }
        refreshOriginalInset()
        let offset = scrollView.contentOffsetY
        let percent = max(0, (offset - happenOffsetY) / height)
        let pastTrigger = offset > pullingOffsetY
        let dragging = scrollView.isDragging
        let blocked = isBlocked()
        let time = now
        update {
            $0.scrolled(
                percent: percent, pastTrigger: pastTrigger, dragging: dragging, blocked: blocked,
                at: time)
        }
    }

    /// A release while pulling begins loading.
    open override func scrollViewDidChangeDragging(_ scrollView: ScrollView) {
        guard !scrollView.isDragging else { return }
        let blocked = isBlocked()
        let time = now
        update { $0.released(blocked: blocked, at: time) }
    }

    // MARK: - Opening and closing

    /// Grows the bottom inset so the footer stays in view, and moves the offset to show it.
    open override func startOpeningAnimation(completion: @escaping () -> Void) {
        guard let scrollView else { return completion() }
        refreshOriginalInset()
        let delta = contentOverflow
        // A short list also needs the gap below its content to bring the footer up.
        let extra = height - (delta < 0 ? delta : 0)
        let offset = happenOffsetY + height
        held.open(
            scrollView, to: { $0 + extra }, offset: { _ in offset }, duration: timing.opening,
            completion: completion)
    }

    /// Gives the bottom inset back; the offset moves only if it ends up past the new end.
    open override func startClosingAnimation(completion: @escaping () -> Void) {
        held.close(for: self, completion: completion)
    }

    /// Puts the bottom inset from before the opening back at once.
    open override func restoreInsetAtOnce() {
        held.restore(for: self)
    }
}
