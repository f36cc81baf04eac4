/// A loader right above the content that loads earlier items by itself as the reader nears the
/// top (a chat's older messages): the auto footer's mechanics at the top edge.
///
/// While shown it adds its height to the top inset. It begins when the content's top, with its
/// inset, is less than one view height above the view's top (`EdgeTrigger.Rule.viewLengths(1)`)
/// while the content moves towards its top, dragging or coasting, or when a drag ends at the
/// top; once per approach (`EdgeTrigger.oncePerApproach`): after a load, not again until the
/// content has left that zone or a new drag begins, so a failure is asked again on the next
/// approach. "No more data", results and their dwell, and waiting for the header are the
/// footers'.
///
/// The app lands earlier items through `ScrollView.update(_:keepingAnchor:_:)` and then ends
/// the load, so what the reader sees stays where it is. A coast that would reach the top while
/// a load is in flight does not bounce off a top that is about to move: the loader holds the
/// room the coast needs above the content (`runway`), so the coast glides to its own rest; the
/// rows landing move the content far below it, and the room is given back when the load ends
/// (after a failure, a coast resting in that room springs back to the top).
open class RefreshTopLoader: RefreshFooter {
    /// When it loads by itself: at the top edge, within one view height of it, once per
    /// approach.
    public var trigger: EdgeTrigger {
        get { edgeTrigger ?? EdgeTrigger(edge: .top) }
        set { edgeTrigger = newValue }
    }
    /// The top inset this loader has added: its height while shown, more while a coast needs
    /// room during a load.
    public var addedTopInset: Double { held.added }

    /// A top loader, 44 points tall, wearing `look` (by default its titles), running `action`
    /// when it loads.
    public override init(
        look: any RefreshLook = TitleLook.topLoader, action: (() -> Void)? = nil
    ) {
        super.init(look: look, action: action, holding: .top)
        var trigger = EdgeTrigger(edge: .top, rule: .viewLengths(1))
        trigger.oncePerApproach = true
        edgeTrigger = trigger
        tapToLoad = .whileShown
    }

    /// Sits right above the content.
    open override func frame(in viewFrame: Rect) -> Rect {
        guard let scrollView else { return .zero }
        let contentTop = viewFrame.minY - scrollView.contentOffsetY - height
        return Rect(x: viewFrame.minX, y: contentTop, width: viewFrame.width, height: height)
    }

    // MARK: - Inset

    /// The top inset the loader wants added now: its height while shown, and while loading at
    /// least the room a coast needs to come to rest without reaching the top.
    private var wantedInset: Double {
        guard isVisible, let scrollView else { return 0 }
        guard isRefreshing else { return height }
        let kept = max(height, held.added)
        guard case .coasting(_, let coast) = scrollView.motion(.vertical).phase else { return kept }
        return max(kept, -coast.restPoint - scrollViewOriginalInset.top)
    }

    /// Adds what `wantedInset` says.
    private func updateInset() {
        guard let scrollView else { return }
        held.add(wantedInset, in: scrollView)
    }

    /// Adds the loader's height to the top inset.
    public override func didAttach(to scrollView: ScrollView) {
        trigger.start(at: scrollView.contentOffsetY)
        super.didAttach(to: scrollView)
        updateInset()
    }

    /// Takes back the top inset this loader added.
    public override func willDetach(from scrollView: ScrollView) {
        held.add(0, in: scrollView)
        super.willDetach(from: scrollView)
    }

    /// Adds or takes back the loader's inset as it is shown or hidden, before a waiting begin
    /// starts.
    public override func visibilityDidChange() {
        if isHidden {
            super.visibilityDidChange()
            updateInset()
        } else {
            updateInset()
            super.visibilityDidChange()
        }
    }

    // MARK: - Triggering

    /// A load beginning makes room for a coast under way; one ending gives the room back and
    /// lets the same gesture load again.
    open override func stateDidChange(from oldState: RefreshState) {
        feedTrigger(stateChangedFrom: oldState)
        updateInset()
    }

    /// The geometry the zone is measured in: the top inset without the room held for a coast,
    /// which is not content (rows landing while it is held must not end the approach).
    private func zoneGeometry(_ scrollView: ScrollView) -> ScrollGeometry {
        var geometry = scrollView.targetGeometry
        geometry.inset.top -= max(0, held.added - height)
        return geometry
    }

    /// Begins when the content nears its top while moving towards it.
    open override func scrollViewDidScroll(_ scrollView: ScrollView) {
        feedTrigger(scrolled: scrollView, in: zoneGeometry(scrollView))
    }

    /// A new drag gets its allowance; a drag ending at the top loads; a fling let go while a
    /// load is in flight gets the room it needs.
    open override func scrollViewDidChangeDragging(_ scrollView: ScrollView) {
        feedTrigger(dragChanged: scrollView, in: zoneGeometry(scrollView))
        if isRefreshing, !scrollView.isDragging { updateInset() }
    }
}
