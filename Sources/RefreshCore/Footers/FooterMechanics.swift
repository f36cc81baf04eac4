/// What differs between footers that load by themselves and footers that are pulled: where one
/// sits, how it reads the offset and the drags, which inset it adds and how it opens. A footer
/// is a `RefreshComponent` holding one; what every footer does besides (waiting for the header,
/// hiding under a short list) is written once here. A mechanic does nothing where it has
/// nothing to do.
protocol FooterMechanics: EdgeMechanics {
    /// What every footer keeps: its waiting, its short-list rule, its inset below, its taps.
    var rules: FooterRules { get }
    /// When it loads by itself; nil for a pulled footer.
    var edgeTrigger: EdgeTrigger? { get set }
    /// `footer` was attached to `scrollView`, before it read its visibility.
    func willRead(_ footer: RefreshComponent, attachedTo scrollView: ScrollView)
    /// `footer` was attached and has read its visibility.
    func attached(_ footer: RefreshComponent)
    /// `footer` was shown or hidden: the inset it adds follows.
    func visibilityChanged(_ footer: RefreshComponent)
}

extension FooterMechanics {
    /// Hidden while the content is short along its pull (a trailer's: narrow), if
    /// `hidesWhenContentShort` is on.
    func hidesByLayout(_ footer: RefreshComponent) -> Bool {
        guard rules.hidesWhenContentShort, let scrollView = footer.scrollView else { return false }
        let axis = footer.held.edge.axis
        let inset = footer.scrollViewOriginalInset
        return scrollView.contentSize[axis] + inset[axis.leadingEdge] + inset[axis.trailingEdge]
            < scrollView.viewSize[axis]
    }

    /// Re-reads the original inset before whether the layout hides the footer.
    func willReadVisibility(_ footer: RefreshComponent) {
        footer.refreshOriginalInset()
    }

    /// Bounces along its pull (a trailer sideways, never up and down, as MJRefresh's trailer
    /// sets `alwaysBounceHorizontal`), reads the original inset and whether a short list hides
    /// the footer.
    func didAttach(_ footer: RefreshComponent, to scrollView: ScrollView) {
        if footer.held.edge.axis == .horizontal {
            scrollView.alwaysBounceVertical = false
            scrollView.alwaysBounceHorizontal = true
        } else {
            scrollView.alwaysBounceVertical = true
        }
        willRead(footer, attachedTo: scrollView)
        footer.updateVisibility()
        attached(footer)
    }

    /// The content changed: whether it is short may have too.
    func contentSizeChanged(_ footer: RefreshComponent, _ scrollView: ScrollView) {
        footer.updateVisibility()
    }

    /// The inset follows the footer as it is shown or hidden, and is back before a waiting
    /// begin starts.
    func visibilityDidChange(_ footer: RefreshComponent, following followVisibility: () -> Void) {
        if footer.isHidden {
            followVisibility()
            visibilityChanged(footer)
        } else {
            // The inset is back before a waiting begin starts.
            visibilityChanged(footer)
            followVisibility()
        }
    }

    /// Not while `isBlocked()` (the header refreshes).
    func canBegin(_ footer: RefreshComponent) -> Bool { !rules.isBlocked() }

    /// Keeps a begin refused while blocked, for `retryPendingBegin()`.
    func beginWasRefused(_ footer: RefreshComponent, completion: (() -> Void)?) {
        guard rules.isBlocked() else { return }
        rules.pendingBegin = .some(completion)
    }

    // MARK: - A header's, not a footer's

    func insetRequest(
        _ footer: RefreshComponent, afterScrolling scrollView: ScrollView
    ) -> InsetRequest? { nil }
    func drawBehind(
        _ footer: RefreshComponent, into list: inout DrawList, frame: Rect, metrics: TextMetrics
    ) {}
    func dress(_ moment: inout RefreshMoment) {}
    func floorMoment(_ footer: RefreshComponent) -> SecondFloorMoment? { nil }
    func stringsChanged(_ footer: RefreshComponent) {}
    func recordLastUpdated(_ footer: RefreshComponent) {}
}
