/// The mechanics of a footer that loads by itself (MJRefresh's `MJRefreshAutoFooter`; at the
/// top edge, a chat's top loader): it sits right after the content (the top loader: right above
/// it), adds its height to its edge's inset while shown, and begins when its `EdgeTrigger` says
/// so. The action runs at once; nothing is animated.
final class AutoLoad: FooterMechanics {
    /// When it loads by itself.
    var trigger: EdgeTrigger
    /// What every footer keeps: its waiting, its short-list rule, its inset below, its taps,
    /// whether it keeps room for a coast.
    let rules: FooterRules

    /// Loads by `trigger` under `rules` (keeping room for a coast while loading if they say so).
    init(trigger: EdgeTrigger, rules: FooterRules) {
        self.trigger = trigger
        self.rules = rules
    }

    /// Whether, while loading, it keeps the room a coast under way needs beyond its edge (the
    /// top loader's, where rows about to land would move the edge the coast bounces off).
    private var keepsCoastRoom: Bool { rules.keepsCoastRoom }

    var edgeTrigger: EdgeTrigger? {
        get { trigger }
        set { if let newValue { trigger = newValue } }
    }

    /// Sits right after the content (a top loader: right above it).
    func frame(of footer: RefreshComponent, in viewFrame: Rect, scrollView: ScrollView) -> Rect {
        let height = footer.height
        if footer.held.edge == .top {
            let contentTop = viewFrame.minY - scrollView.contentOffsetY - height
            return Rect(x: viewFrame.minX, y: contentTop, width: viewFrame.width, height: height)
        }
        let contentBottom =
            viewFrame.minY - scrollView.contentOffsetY + scrollView.contentSize.height
            + rules.ignoredInsetBottom
        return Rect(x: viewFrame.minX, y: contentBottom, width: viewFrame.width, height: height)
    }

    // MARK: - Inset

    /// The inset it wants added now: its height while shown, and while loading with
    /// `keepsCoastRoom` at least the room a coast needs.
    private func wantedInset(_ footer: RefreshComponent) -> Double {
        guard footer.isVisible, let scrollView = footer.scrollView else { return 0 }
        guard keepsCoastRoom, footer.isRefreshing else { return footer.height }
        return coastRoom(footer, in: scrollView)
    }

    /// Adds what `wantedInset` says.
    private func updateInset(_ footer: RefreshComponent) {
        guard let scrollView = footer.scrollView else { return }
        footer.held.add(wantedInset(footer), in: scrollView)
    }

    /// The inset wanted while loading: at least the room a coast needs to come to rest without
    /// reaching the edge.
    private func coastRoom(_ footer: RefreshComponent, in scrollView: ScrollView) -> Double {
        let kept = max(footer.height, footer.held.added)
        guard case .coasting(_, let coast) = scrollView.motion(.vertical).phase else { return kept }
        return max(kept, -coast.restPoint - footer.scrollViewOriginalInset.top)
    }

    /// The geometry the zone is measured in: the top inset without the room held for a coast,
    /// which is not content (rows landing while it is held must not end the approach).
    private func zoneGeometry(_ footer: RefreshComponent, _ scrollView: ScrollView)
        -> ScrollGeometry
    {
        var geometry = scrollView.targetGeometry
        if keepsCoastRoom { geometry.inset.top -= max(0, footer.held.added - footer.height) }
        return geometry
    }

    /// The inset it adds while shown is its new height (a top loader's stays as it is until
    /// its next change).
    func heightChanged(_ footer: RefreshComponent, from old: Double) {
        if !keepsCoastRoom { updateInset(footer) }
    }

    /// Starts following the offset.
    func willRead(_ footer: RefreshComponent, attachedTo scrollView: ScrollView) {
        trigger.start(at: scrollView.contentOffsetY)
    }

    /// Adds the footer's height to its edge's inset when it is shown.
    func attached(_ footer: RefreshComponent) { updateInset(footer) }

    /// Takes back the inset it added.
    func willDetach(_ footer: RefreshComponent, from scrollView: ScrollView) {
        footer.held.add(0, in: scrollView)
    }

    /// Adds or takes back the footer's inset as it is shown or hidden.
    func visibilityChanged(_ footer: RefreshComponent) { updateInset(footer) }

    /// Nothing to animate: open at once.
    func open(_ footer: RefreshComponent, completion: @escaping () -> Void) { completion() }

    // MARK: - Triggering

    /// A load began or ended (a finished load lets the same gesture load again); with
    /// `keepsCoastRoom`, a load beginning makes room for a coast under way and one ending gives
    /// the room back.
    func stateChanged(_ footer: RefreshComponent, from oldState: RefreshState) {
        if oldState == .refreshing { trigger.loadEnded() }
        if footer.state == .refreshing { trigger.loadBegan() }
        if keepsCoastRoom { updateInset(footer) }
    }

    /// Begins when enough of the footer is in view while the content moves towards its edge.
    func scrolled(_ footer: RefreshComponent, _ scrollView: ScrollView) {
        footer.refreshOriginalInset()
        let armed = footer.state == .idle && rules.isAutomaticallyRefresh && footer.isVisible
        let blocked = armed && rules.isBlocked()
        let begins = trigger.scrolled(
            to: scrollView.contentOffsetY, in: zoneGeometry(footer, scrollView),
            extent: footer.height, dragging: scrollView.isDragging, armed: armed,
            blocked: blocked)
        if begins { footer.beginRefreshing() }
    }

    /// A new drag gets its allowance of loads; a drag ending at the end of the list (or anywhere
    /// past the start of a short one) loads; a fling let go while a load is in flight gets the
    /// room it needs (`keepsCoastRoom`).
    func draggingChanged(_ footer: RefreshComponent, _ scrollView: ScrollView) {
        let armed = footer.state == .idle && footer.isVisible
        let blocked = armed && rules.isBlocked()
        let begins = trigger.dragChanged(
            at: scrollView.contentOffsetY, in: zoneGeometry(footer, scrollView),
            dragging: scrollView.isDragging, armed: armed, blocked: blocked)
        if begins { footer.beginRefreshing() }
        if keepsCoastRoom, footer.isRefreshing, !scrollView.isDragging { updateInset(footer) }
    }
}
