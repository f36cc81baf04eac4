/// A trailer past the right end of a horizontal list that loads when pulled left past its
/// width and released (MJRefresh's `MJRefreshTrailer`, 3.7).
///
/// It is the back footer turned a quarter: its `height` is its extent along the pull, 60 points
/// (`MJRefreshTrailWidth`). With `deltaW` = how far the content overflows the view (content −
/// (view − original left and right insets)), it appears at `happen` = deltaW − left (or −left
/// for narrow content); `pullingPercent` = (offset − happen) / 60; idle ⇄ pulling only while
/// dragging, past happen + 60. A release while pulling grows the right inset by 60 over 0.25 s,
/// the offset held at happen + 60, then runs the action; ending gives the inset back over 0.4 s.
/// "No more data", results and their dwell, waiting for the header and automatic alpha are the
/// footers'.
open class RefreshTrailer: RefreshFooter {
    /// The right inset the trailer holds open while loading, and what it opened from.
    public let held = HeldInset(edge: .right)
    /// The right inset from before this trailer opened, while it has inset of its own added.
    public var openedFromRight: Double? { held.original }

    /// A trailer 60 points wide wearing `look` (by default its state titles), running `action`
    /// when it loads.
    public override init(
        look: any RefreshLook = TrailerLook.state, action: (() -> Void)? = nil
    ) {
        super.init(look: look, action: action)
        height = max(RefreshConstants.trailerWidth, look.preferredHeight)
    }

    /// The trailer's width: its extent along the pull (the base's `height`).
    public var width: Double { height }

    // MARK: - Geometry

    /// How far the content overflows the view inside the original insets (negative when narrow).
    public var contentOverflow: Double {
        guard let scrollView else { return 0 }
        let inset = scrollViewOriginalInset
        return scrollView.contentSize.width
            - (scrollView.viewSize.width - inset.left - inset.right)
    }

    /// The offset at which the trailer starts to appear.
    public var happenOffsetX: Double {
        let delta = contentOverflow
        let left = scrollViewOriginalInset.left
        return delta > 0 ? delta - left : -left
    }

    /// The offset past which a drag is pulling (releasing loads).
    public var pullingOffsetX: Double { happenOffsetX + effectiveTriggerDistance }

    /// Whether the content does not fill the view's width inside the original insets.
    public var isContentNarrow: Bool {
        guard let scrollView else { return false }
        let inset = scrollViewOriginalInset
        return scrollView.contentSize.width + inset.left + inset.right < scrollView.viewSize.width
    }

    /// Hidden while the content is narrow, if `hidesWhenContentShort` is on.
    open override func layoutHidesComponent() -> Bool {
        hidesWhenContentShort && isContentNarrow
    }

    /// Sits right of the content (or at the view's right edge when the content is narrow), as
    /// tall as the view.
    open override func frame(in viewFrame: Rect) -> Rect {
        guard let scrollView else { return .zero }
        let inset = scrollViewOriginalInset
        let left = max(
            scrollView.contentSize.width, scrollView.viewSize.width - inset.left - inset.right)
        let x = viewFrame.minX - scrollView.contentOffsetX + left
        return Rect(x: x, y: viewFrame.minY, width: width, height: viewFrame.height)
    }

    /// Keeps the original inset current: the live inset, with the right edge as it was before
    /// the trailer opened it.
    open override func refreshOriginalInset() {
        guard let scrollView else { return }
        var inset = scrollView.targetContentInset
        if let openedFromRight { inset.right = openedFromRight }
        scrollViewOriginalInset = inset
    }

    /// A trailer's scroll view bounces sideways, never up and down (MJRefresh's trailer sets
    /// `alwaysBounceHorizontal`).
    open override func didAttach(to scrollView: ScrollView) {
        scrollView.alwaysBounceVertical = false
        scrollView.alwaysBounceHorizontal = true
        super.didAttach(to: scrollView)
    }

    // MARK: - Pulling

    /// Follows the pull past the right end: pulling past its width while dragging, releasing
    /// there to load.
    open override func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard state != .refreshing, isVisible else { return }
        refreshOriginalInset()
        let offset = scrollView.contentOffsetX
        let percent = max(0, (offset - happenOffsetX) / width)
        let pastTrigger = offset > pullingOffsetX
        let dragging = scrollView.isDragging
        let blocked = isBlocked()
        let time = now
        update {
            $0.scrolled(
                percent: percent, pastTrigger: pastTrigger, dragging: dragging, blocked: blocked,
                at: time)
        }
    }

    /// A drag that ends while pulling loads (or falls back while the header refreshes).
    open override func scrollViewDidChangeDragging(_ scrollView: ScrollView) {
        guard !scrollView.isDragging else { return }
        let blocked = isBlocked()
        let time = now
        update { $0.released(blocked: blocked, at: time) }
    }

    // MARK: - Opening and closing

    /// Opens the right inset by the trailer's width over the opening time, holding the offset.
    open override func startOpeningAnimation(completion: @escaping () -> Void) {
        guard let scrollView else { return completion() }
        refreshOriginalInset()
        let delta = contentOverflow
        // Narrow content also needs the gap right of it to bring the trailer in.
        let extra = width - (delta < 0 ? delta : 0)
        let offset = happenOffsetX + width
        held.open(
            scrollView, to: { $0 + extra }, offset: { _ in offset }, duration: timing.opening,
            completion: completion)
    }

    /// Gives the right inset back over the closing time.
    open override func startClosingAnimation(completion: @escaping () -> Void) {
        held.close(for: self, completion: completion)
    }

    /// Gives the right inset back at once (detaching, hiding).
    open override func restoreInsetAtOnce() {
        held.restore(for: self)
    }
}
