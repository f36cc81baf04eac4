/// A footer below the end of the list that loads when pulled up past its trigger and released
/// (MJRefresh's `MJRefreshBackFooter`).
///
/// With `deltaH` = how far the content overflows the view (content − (view − original insets)),
/// it appears at `happen` = deltaH − top (or −top for a short list); `pullingPercent` =
/// (offset − happen) / height; idle ⇄ pulling only while dragging, past happen + height. A release
/// while pulling grows the bottom inset over 0.25 s so the footer stays in view, then runs the
/// action; ending gives the inset back over 0.4 s. Rows that arrived stay in sight: the offset
/// only moves back if it ends up past the new end.
public final class RefreshBackFooter: RefreshFooter {
    /// The axis it is pulled along: vertical for a footer, horizontal for a trailer.
    public let axis: Axis
    /// The bottom inset from before this footer opened, while it has inset of its own added.
    public var openedFromBottom: Double? { held.original }

    /// A back footer, 44 points tall, wearing `look` (by default MJRefresh's titles), running
    /// `action` when it loads.
    public override convenience init(
        look: any RefreshLook = TitleLook.backFooter, action: (() -> Void)? = nil
    ) {
        self.init(look: look, action: action, axis: .vertical)
    }

    /// A component pulled past the trailing end of `axis` (a trailer is the horizontal one).
    public init(look: any RefreshLook, action: (() -> Void)?, axis: Axis) {
        self.axis = axis
        super.init(look: look, action: action, holding: axis.trailingEdge)
    }

    // MARK: - Geometry

    /// How far the content overflows the view along the axis inside the original insets
    /// (negative when short).
    public var contentOverflow: Double {
        guard let scrollView else { return 0 }
        let inset = scrollViewOriginalInset
        return scrollView.contentSize[axis]
            - (scrollView.viewSize[axis] - inset[axis.trailingEdge] - inset[axis.leadingEdge])
    }

    /// The offset along the axis at which the component starts to appear.
    public var happenOffset: Double {
        let delta = contentOverflow
        let leading = scrollViewOriginalInset[axis.leadingEdge]
        return delta > 0 ? delta - leading : -leading
    }

    /// The offset past which a drag is pulling (releasing loads).
    public var pullingOffset: Double { happenOffset + effectiveTriggerDistance }

    /// `happenOffset` for a footer.
    public var happenOffsetY: Double { happenOffset }

    /// `pullingOffset` for a footer.
    public var pullingOffsetY: Double { pullingOffset }

    /// The scroll view's offset along the axis now.
    private func offset(in scrollView: ScrollView) -> Double {
        axis == .vertical ? scrollView.contentOffsetY : scrollView.contentOffsetX
    }

    /// Sits after the content, or at the bottom of the view when the content is short (a
    /// trailer: right of it).
    public override func frame(in viewFrame: Rect) -> Rect {
        if axis == .horizontal { return trailerFrame(in: viewFrame) }
        guard let scrollView else { return .zero }
        let inset = scrollViewOriginalInset
        let top = max(
            scrollView.contentSize.height,
            scrollView.viewSize.height - inset.top - inset.bottom)
        let y =
            viewFrame.minY - scrollView.contentOffsetY + top + ignoredScrollViewContentInsetBottom
        return Rect(x: viewFrame.minX, y: y, width: viewFrame.width, height: height)
    }

    // MARK: - Pulling

    /// Follows the pull past the end: `pullingPercent`, and idle ⇄ pulling while dragging.
    public override func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard state != .refreshing, isVisible else { return }
        refreshOriginalInset()
        let offset = offset(in: scrollView)
        let percent = max(0, (offset - happenOffset) / height)
        let pastTrigger = offset > pullingOffset
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
    public override func scrollViewDidChangeDragging(_ scrollView: ScrollView) {
        guard !scrollView.isDragging else { return }
        let blocked = isBlocked()
        let time = now
        update { $0.released(blocked: blocked, at: time) }
    }

    /// While loading, the inset it holds open grows or shrinks by as much as its height, and
    /// a footer held in view at the end stays whole in view.
    public override func heightDidChange(from old: Double) {
        if let scrollView, state == .refreshing, !isOpening, held.original != nil {
            let edge = axis.trailingEdge
            let atEnd = offset(in: scrollView) >= happenOffset + old
            scrollView.animateInset(
                edge, to: scrollView.targetContentInset[edge] + height - old,
                offset: atEnd ? happenOffset + height : nil, duration: 0)
        }
        super.heightDidChange(from: old)
    }

    // MARK: - Opening and closing

    /// Grows the bottom inset so the footer stays in view, and moves the offset to show it.
    public override func startOpeningAnimation(completion: @escaping () -> Void) {
        guard let scrollView else { return completion() }
        refreshOriginalInset()
        let delta = contentOverflow
        // A short list also needs the gap below its content to bring the footer up.
        let extra = height - (delta < 0 ? delta : 0)
        let offset = happenOffset + height
        held.open(
            scrollView, to: { $0 + extra }, offset: { _ in offset }, duration: timing.opening,
            completion: completion)
    }
}
