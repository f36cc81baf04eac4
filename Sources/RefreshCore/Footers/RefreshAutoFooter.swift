/// A footer right after the content that loads by itself as it scrolls into view (infinite
/// scroll; MJRefresh's `MJRefreshAutoFooter`).
///
/// While shown it adds its height to the bottom inset. It triggers when at least
/// `triggerAutomaticallyRefreshPercent` of it is visible while the content moves down (dragging or
/// coasting), or when a drag ends at the end of the list (or anywhere below the top of a list
/// shorter than the view). At most `autoTriggerTimes` drag-started loads happen per drag. The
/// action runs at once; nothing is animated.
///
/// `topLoader(look:action:)` is the same mechanics at the top edge.
public final class RefreshAutoFooter: RefreshFooter {
    /// When it loads by itself: at the bottom edge, once enough of it is in view (a prefetch
    /// rule or another edge is a parameter of the trigger, not another footer).
    public var trigger: EdgeTrigger {
        get { edgeTrigger ?? EdgeTrigger() }
        set { edgeTrigger = newValue }
    }
    /// How much of the footer must be visible to trigger, 0…1 (default 1).
    public var triggerAutomaticallyRefreshPercent: Double {
        get {
            if case .visible(let fraction) = trigger.rule { return fraction }
            return 1
        }
        set { trigger.rule = .visible(newValue) }
    }
    /// Loads a drag may start (default 1; −1 for no limit). Coasting loads are not counted.
    public var autoTriggerTimes: Int {
        get { trigger.dragAllowance }
        set { trigger.dragAllowance = newValue }
    }
    /// Loads the current drag may still start.
    public var leftTriggerTimes: Int { trigger.leftForDrag }
    /// The bottom inset this footer has added (its height while shown, else 0).
    public var addedBottomInset: Double { held.added }
    /// Whether, while loading, it keeps the room a coast under way needs beyond its edge (the
    /// top loader's, where rows about to land would move the edge the coast bounces off).
    public let keepsCoastRoom: Bool

    /// An auto footer, 44 points tall, wearing `look` (by default MJRefresh's titles),
    /// running `action` when it loads.
    public override convenience init(
        look: any RefreshLook = TitleLook.autoFooter, action: (() -> Void)? = nil
    ) {
        self.init(
            look: look, action: action, trigger: EdgeTrigger(), tap: .onTitle,
            keepsCoastRoom: false)
    }

    /// A component that loads by itself at `trigger`'s edge, taking `tap`s, keeping room for
    /// a coast while loading if `keepsCoastRoom`.
    init(
        look: any RefreshLook, action: (() -> Void)?, trigger: EdgeTrigger, tap: TapToLoad,
        keepsCoastRoom: Bool
    ) {
        self.keepsCoastRoom = keepsCoastRoom
        super.init(look: look, action: action, holding: trigger.edge)
        edgeTrigger = trigger
        tapToLoad = tap
    }

    /// Sits right after the content (a top loader: right above it).
    public override func frame(in viewFrame: Rect) -> Rect {
        guard let scrollView else { return .zero }
        if held.edge == .top {
            let contentTop = viewFrame.minY - scrollView.contentOffsetY - height
            return Rect(x: viewFrame.minX, y: contentTop, width: viewFrame.width, height: height)
        }
        let contentBottom =
            viewFrame.minY - scrollView.contentOffsetY + scrollView.contentSize.height
            + ignoredScrollViewContentInsetBottom
        return Rect(x: viewFrame.minX, y: contentBottom, width: viewFrame.width, height: height)
    }

    // MARK: - Inset

    /// The inset it wants added now: its height while shown, and while loading with
    /// `keepsCoastRoom` at least the room a coast needs.
    private var wantedInset: Double {
        guard isVisible, let scrollView else { return 0 }
        guard keepsCoastRoom, isRefreshing else { return height }
        return coastRoom(in: scrollView)
    }

    /// Adds what `wantedInset` says.
    private func updateInset() {
        guard let scrollView else { return }
        held.add(wantedInset, in: scrollView)
    }

    /// The inset it adds while shown is its new height (a top loader's stays as it is until
    /// its next change).
    public override func heightDidChange(from old: Double) {
        if !keepsCoastRoom { updateInset() }
        super.heightDidChange(from: old)
    }

    /// Adds the footer's height to the bottom inset when it is shown.
    public override func didAttach(to scrollView: ScrollView) {
        trigger.start(at: scrollView.contentOffsetY)
        super.didAttach(to: scrollView)
        updateInset()
    }

    /// Takes back the inset this footer added.
    public override func willDetach(from scrollView: ScrollView) {
        held.add(0, in: scrollView)
        super.willDetach(from: scrollView)
    }

    /// Adds or takes back the footer's inset as it is shown or hidden, before a waiting begin
    /// starts.
    public override func visibilityDidChange() {
        if isHidden {
            super.visibilityDidChange()
            updateInset()
        } else {
            // The inset is back before a waiting begin starts.
            updateInset()
            super.visibilityDidChange()
        }
    }

    // MARK: - Triggering

    /// A finished load lets the same gesture load again; with `keepsCoastRoom`, a load
    /// beginning makes room for a coast under way and one ending gives the room back.
    public override func stateDidChange(from oldState: RefreshState) {
        feedTrigger(stateChangedFrom: oldState)
        if keepsCoastRoom { updateInset() }
    }

    /// Triggers when enough of the footer is in view while the content moves towards its edge.
    public override func scrollViewDidScroll(_ scrollView: ScrollView) {
        feedTrigger(scrolled: scrollView, in: zoneGeometry(scrollView))
    }

    /// A new drag gets its allowance of loads; a drag ending at the end of the list (or anywhere
    /// past the start of a short one) loads; a fling let go while a load is in flight gets the
    /// room it needs (`keepsCoastRoom`).
    public override func scrollViewDidChangeDragging(_ scrollView: ScrollView) {
        feedTrigger(dragChanged: scrollView, in: zoneGeometry(scrollView))
        if keepsCoastRoom, isRefreshing, !scrollView.isDragging { updateInset() }
    }
}
