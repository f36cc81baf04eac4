/// A footer right after the content that loads by itself as it scrolls into view (infinite
/// scroll; MJRefresh's `MJRefreshAutoFooter`).
///
/// While shown it adds its height to the bottom inset. It triggers when at least
/// `triggerAutomaticallyRefreshPercent` of it is visible while the content moves down (dragging or
/// coasting), or when a drag ends at the end of the list (or anywhere below the top of a list
/// shorter than the view). At most `autoTriggerTimes` drag-started loads happen per drag. The
/// action runs at once; nothing is animated.
open class RefreshAutoFooter: RefreshFooter {
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

    /// An auto footer, 44 points tall, wearing `look` (by default MJRefresh's titles),
    /// running `action` when it loads.
    public override init(
        look: any RefreshLook = TitleLook.autoFooter, action: (() -> Void)? = nil
    ) {
        super.init(look: look, action: action)
        edgeTrigger = EdgeTrigger()
        tapToLoad = .onTitle
    }

    /// Sits right after the content.
    open override func frame(in viewFrame: Rect) -> Rect {
        guard let scrollView else { return .zero }
        let contentBottom =
            viewFrame.minY - scrollView.contentOffsetY + scrollView.contentSize.height
            + ignoredScrollViewContentInsetBottom
        return Rect(x: viewFrame.minX, y: contentBottom, width: viewFrame.width, height: height)
    }

    // MARK: - Inset

    /// Adds or removes this footer's height so the bottom inset holds it exactly while shown.
    private func updateShownInset(shown: Bool) {
        guard let scrollView else { return }
        held.add(shown ? height : 0, in: scrollView)
    }

    /// The bottom inset it adds while shown is its new height.
    open override func heightDidChange(from old: Double) {
        updateShownInset(shown: isVisible)
        super.heightDidChange(from: old)
    }

    /// Adds the footer's height to the bottom inset when it is shown.
    public override func didAttach(to scrollView: ScrollView) {
        trigger.start(at: scrollView.contentOffsetY)
        super.didAttach(to: scrollView)
        updateShownInset(shown: isVisible)
    }

    /// Takes back the bottom inset this footer added.
    public override func willDetach(from scrollView: ScrollView) {
        updateShownInset(shown: false)
        super.willDetach(from: scrollView)
    }

    /// Adds or takes back the footer's inset as it is shown or hidden, before a waiting begin
    /// starts.
    public override func visibilityDidChange() {
        if isHidden {
            super.visibilityDidChange()
            updateShownInset(shown: false)
        } else {
            // The inset is back before a waiting begin starts.
            updateShownInset(shown: isVisible)
            super.visibilityDidChange()
        }
    }

    // MARK: - Triggering

    /// A finished load lets the same gesture load again.
    open override func stateDidChange(from oldState: RefreshState) {
        feedTrigger(stateChangedFrom: oldState)
    }

    /// Triggers when enough of the footer is in view while the content moves towards the end.
    open override func scrollViewDidScroll(_ scrollView: ScrollView) {
        feedTrigger(scrolled: scrollView, in: scrollView.targetGeometry)
    }

    /// A new drag gets its allowance of loads; a drag ending at the end of the list (or anywhere
    /// below the top of a short one) loads.
    open override func scrollViewDidChangeDragging(_ scrollView: ScrollView) {
        feedTrigger(dragChanged: scrollView, in: scrollView.targetGeometry)
    }
}
