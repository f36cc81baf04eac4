/// The mechanics of a footer that loads when pulled past the end and released (MJRefresh's
/// `MJRefreshBackFooter`; pulled sideways, its `MJRefreshTrailer`).
///
/// With `delta` = how far the content overflows the view along the axis (content − (view −
/// original insets)), it appears at `happen` = delta − leading inset (or −leading for a short
/// list); `pullingPercent` = (offset − happen) / height; idle ⇄ pulling only while dragging,
/// past happen + height. A release while pulling grows the trailing inset over 0.25 s so the
/// footer stays in view, then runs the action; ending gives the inset back over 0.4 s. Rows
/// that arrived stay in sight: the offset only moves back if it ends up past the new end.
final class PullLoad: FooterMechanics {
    /// The axis it is pulled along: vertical for a footer, horizontal for a trailer.
    let axis: Axis
    /// What every footer keeps: its waiting, its short-list rule, its inset below, its taps.
    let rules: FooterRules

    /// Pulled past the trailing end of `axis`, under `rules`.
    init(axis: Axis, rules: FooterRules) {
        self.axis = axis
        self.rules = rules
    }

    var edgeTrigger: EdgeTrigger? {
        get { nil }
        set {}
    }

    /// The scroll view's offset along the axis now.
    private func offset(in scrollView: ScrollView) -> Double {
        axis == .vertical ? scrollView.contentOffsetY : scrollView.contentOffsetX
    }

    /// Sits after the content, or at the end of the view when the content is short; a trailer
    /// is as tall as the view.
    func frame(of footer: RefreshComponent, in viewFrame: Rect, scrollView: ScrollView) -> Rect {
        let inset = footer.scrollViewOriginalInset
        if axis == .horizontal {
            let left = max(
                scrollView.contentSize.width, scrollView.viewSize.width - inset.left - inset.right)
            let x = viewFrame.minX - scrollView.contentOffsetX + left
            return Rect(x: x, y: viewFrame.minY, width: footer.height, height: viewFrame.height)
        }
        let top = max(
            scrollView.contentSize.height,
            scrollView.viewSize.height - inset.top - inset.bottom)
        let y =
            viewFrame.minY - scrollView.contentOffsetY + top
            + rules.ignoredInsetBottom
        return Rect(x: viewFrame.minX, y: y, width: viewFrame.width, height: footer.height)
    }

    // MARK: - Pulling

    /// Follows the pull past the end: `pullingPercent`, and idle ⇄ pulling while dragging.
    func scrolled(_ footer: RefreshComponent, _ scrollView: ScrollView) {
        guard footer.state != .refreshing, footer.isVisible else { return }
        footer.refreshOriginalInset()
        let offset = offset(in: scrollView)
        let happen = PullSpan(footer).happen
        let percent = max(0, (offset - happen) / footer.height)
        let pastTrigger = offset > happen + footer.effectiveTriggerDistance
        let dragging = scrollView.isDragging
        let blocked = rules.isBlocked()
        let time = footer.now
        footer.update {
            $0.scrolled(
                percent: percent, pastTrigger: pastTrigger, dragging: dragging, blocked: blocked,
                at: time)
        }
    }

    /// A release while pulling begins loading.
    func draggingChanged(_ footer: RefreshComponent, _ scrollView: ScrollView) {
        guard !scrollView.isDragging else { return }
        let blocked = rules.isBlocked()
        let time = footer.now
        footer.update { $0.released(blocked: blocked, at: time) }
    }

    /// While loading, the inset it holds open grows or shrinks by as much as its height, and
    /// a footer held in view at the end stays whole in view.
    func heightChanged(_ footer: RefreshComponent, from old: Double) {
        guard let scrollView = footer.scrollView, footer.state == .refreshing,
            !footer.isOpening, footer.held.original != nil
        else { return }
        let edge = axis.trailingEdge
        let happen = PullSpan(footer).happen
        let atEnd = offset(in: scrollView) >= happen + old
        scrollView.animateInset(
            edge, to: scrollView.targetContentInset[edge] + footer.height - old,
            offset: atEnd ? happen + footer.height : nil, duration: 0)
    }

    // MARK: - Opening

    /// Grows the trailing inset so the footer stays in view, and moves the offset to show it.
    func open(_ footer: RefreshComponent, completion: @escaping () -> Void) {
        guard let scrollView = footer.scrollView else { return completion() }
        footer.refreshOriginalInset()
        let span = PullSpan(footer)
        let delta = span.overflow
        // A short list also needs the gap below its content to bring the footer up.
        let extra = footer.height - (delta < 0 ? delta : 0)
        let offset = span.happen + footer.height
        footer.held.open(
            scrollView, to: { $0 + extra }, offset: { _ in offset },
            duration: footer.timing.opening, completion: completion)
    }

    // MARK: - Nothing else to do

    func willRead(_ footer: RefreshComponent, attachedTo scrollView: ScrollView) {}
    func attached(_ footer: RefreshComponent) {}
    func willDetach(_ footer: RefreshComponent, from scrollView: ScrollView) {}
    func visibilityChanged(_ footer: RefreshComponent) {}
    func stateChanged(_ footer: RefreshComponent, from oldState: RefreshState) {}
}
