/// A footer (MJRefresh's `MJRefreshFooter`): 44 points tall, with "no more data", hiding while
/// the list is shorter than the view, and waiting for the header. Its `FooterTrigger` says how it
/// begins: by itself near its edge (`auto(look:action:)`, `topLoader(look:action:)`) or pulled
/// and released (`back(look:action:)`, `trailer(look:action:)`); the mechanics are a part it
/// holds, not a subclass.
///
/// Unlike MJRefresh, `endRefreshingWithNoMoreData` and `resetNoMoreData` act at once. The header
/// wins: while `isBlocked()` is true the footer never triggers, and a `beginRefreshing()` from
/// code is remembered, idle, until `retryPendingBegin()` (or `headerDidEnd()`) finds it unblocked.
public final class RefreshFooter: RefreshComponent {
    /// Hides the footer while the list does not fill the view (default false).
    public var hidesWhenContentShort = false {
        didSet { updateVisibility() }
    }
    /// True while the footer must wait, typically while the header refreshes. Set by the app.
    public var isBlocked: () -> Bool = { false }
    /// Points of the scroll view's bottom inset the footer sits below (MJRefresh's
    /// `ignoredScrollViewContentInsetBottom`): it is drawn that much lower.
    public var ignoredScrollViewContentInsetBottom = 0.0

    /// The completion of a code begin refused while blocked, waiting for the header to end.
    private var pendingBegin: (() -> Void)??
    /// How it begins, where it sits and which inset it adds.
    private let mechanics: any FooterMechanics
    /// Whether scrolling triggers at all (MJRefresh's `automaticallyRefresh`, default true), for
    /// a footer that loads by itself.
    public var isAutomaticallyRefresh = true
    /// Which taps load it; nil ignores taps.
    public var tapToLoad: TapToLoad?
    /// Whether, while loading, it keeps the room a coast under way needs beyond its edge (the
    /// top loader's, where rows about to land would move the edge the coast bounces off).
    public let keepsCoastRoom: Bool

    /// A footer of MJRefresh's height, 44 points (or its look's, if taller), wearing `look`,
    /// beginning by `trigger`, taking `tap`s, keeping room for a coast while loading if
    /// `keepsCoastRoom` (only a footer that loads by itself does), running `action` when it
    /// loads.
    public init(
        look: any RefreshLook, trigger: FooterTrigger, tap: TapToLoad? = nil,
        keepsCoastRoom: Bool = false, action: (() -> Void)? = nil
    ) {
        switch trigger {
        case .auto(let edgeTrigger):
            mechanics = AutoLoad(trigger: edgeTrigger, keepsCoastRoom: keepsCoastRoom)
        case .pull(let axis): mechanics = PullLoad(axis: axis)
        }
        self.keepsCoastRoom = keepsCoastRoom
        tapToLoad = tap
        super.init(height: RefreshConstants.footerHeight, look: look, holding: trigger.edge)
        refreshingAction = action
    }

    /// Whether it loads by itself as it nears its edge (auto footer, top loader), rather than
    /// when pulled and released.
    public var loadsByItself: Bool { mechanics.edgeTrigger != nil }

    /// When it loads by itself; nil for a footer that is pulled. Set on one that is pulled, it
    /// changes nothing.
    public var edgeTrigger: EdgeTrigger? {
        get { mechanics.edgeTrigger }
        set { mechanics.edgeTrigger = newValue }
    }

    /// Whether a code begin refused while blocked is waiting for `retryPendingBegin()`.
    public var hasPendingBegin: Bool { pendingBegin != nil }

    /// Whether the list does not fill the view: content plus original insets shorter than it.
    public var isContentShort: Bool {
        guard let scrollView else { return false }
        let inset = scrollViewOriginalInset
        return scrollView.contentSize.height + inset.top + inset.bottom
            < scrollView.viewSize.height
    }

    /// Hidden while the content is short along its pull (a trailer's: narrow), if
    /// `hidesWhenContentShort` is on.
    public override func layoutHidesComponent() -> Bool {
        guard hidesWhenContentShort, let scrollView else { return false }
        let axis = held.edge.axis
        let inset = scrollViewOriginalInset
        return scrollView.contentSize[axis] + inset[axis.leadingEdge] + inset[axis.trailingEdge]
            < scrollView.viewSize[axis]
    }

    // MARK: - No more data

    /// Shows "no more data" now: ends a refresh into `noMoreData` (closing as usual), or switches
    /// to it at once. A begin waiting for the header is dropped.
    public func endRefreshingWithNoMoreData(completion: (() -> Void)? = nil) {
        pendingBegin = nil
        end(to: .noMoreData, result: nil, completion: completion)
    }

    /// Ends a refresh with `result` on show for its dwell (the last page landed: a success),
    /// then into `noMoreData`. A begin waiting for the header is dropped.
    public func endRefreshingWithNoMoreData(
        result: RefreshResult, completion: (() -> Void)? = nil
    ) {
        pendingBegin = nil
        end(to: .noMoreData, result: result, completion: completion)
    }

    /// Leaves "no more data" for idle at once; does nothing in any other state.
    public func resetNoMoreData() {
        guard state == .noMoreData else { return }
        end(to: .idle, result: nil, completion: nil)
    }

    // MARK: - Waiting for the header

    /// Starts a begin that waited while blocked, if one waits and the footer is no longer blocked.
    public func retryPendingBegin() {
        guard let pending = pendingBegin, !isBlocked() else { return }
        pendingBegin = nil
        beginRefreshing(completion: pending)
    }

    /// Tells the footer the header has ended: a begin that waited for it starts now.
    public func headerDidEnd() {
        retryPendingBegin()
    }

    /// Wires the footer to wait for `header`: blocked while it `holdsFooters` (refreshes, or
    /// its second floor holds the list), and a waiting begin starts when it ends (chained after
    /// any `endingAnimationBegins` hook already set).
    public func waitsForHeader(_ header: RefreshHeader) {
        isBlocked = { [weak header] in header?.holdsFooters ?? false }
        let previous = header.hooks.endingAnimationBegins
        header.hooks.endingAnimationBegins = { [weak self] in
            previous?()
            self?.headerDidEnd()
        }
    }

    /// Not while `isBlocked()` (the header refreshes).
    public override func canBeginRefreshing() -> Bool { !isBlocked() }

    /// Keeps a begin refused while blocked, for `retryPendingBegin()`.
    public override func beginRefreshingWasRefused(completion: (() -> Void)?) {
        guard isBlocked() else { return }
        pendingBegin = .some(completion)
    }

    // MARK: - Visibility

    /// Re-reads the original inset, then whether the layout hides the footer.
    public override func updateVisibility() {
        refreshOriginalInset()
        super.updateVisibility()
    }

    /// Reads the original inset and whether a short list hides the footer.
    public override func didAttach(to scrollView: ScrollView) {
        mechanics.willRead(self, attachedTo: scrollView)
        updateVisibility()
        mechanics.attached(self)
    }

    /// Gives back what the mechanics added.
    public override func willDetach(from scrollView: ScrollView) {
        mechanics.detaching(self, from: scrollView)
    }

    /// The content changed: whether it is short may have too.
    public override func scrollViewDidChangeContentSize(_ scrollView: ScrollView) {
        updateVisibility()
    }

    /// The mechanics add or take back their inset as the footer is shown or hidden, before a
    /// waiting begin starts.
    public override func visibilityDidChange() {
        if isHidden {
            super.visibilityDidChange()
            mechanics.visibilityChanged(self)
        } else {
            // The inset is back before a waiting begin starts.
            mechanics.visibilityChanged(self)
            super.visibilityDidChange()
        }
    }

    // MARK: - Mechanics

    /// Where the mechanics place it.
    public override func frame(in viewFrame: Rect) -> Rect {
        guard let scrollView else { return .zero }
        return mechanics.frame(of: self, in: viewFrame, scrollView: scrollView)
    }

    /// The mechanics resize what they hold, then the pull is read again.
    public override func heightDidChange(from old: Double) {
        mechanics.heightChanged(self, from: old)
        super.heightDidChange(from: old)
    }

    /// The mechanics follow a load's beginning and end.
    public override func stateDidChange(from oldState: RefreshState) {
        mechanics.stateChanged(self, from: oldState)
    }

    /// The mechanics read the offset.
    public override func scrollViewDidScroll(_ scrollView: ScrollView) {
        mechanics.scrolled(self, scrollView)
    }

    /// The mechanics read a drag's beginning or end.
    public override func scrollViewDidChangeDragging(_ scrollView: ScrollView) {
        mechanics.draggingChanged(self, scrollView)
    }

    /// The mechanics open it (a pulled footer grows its inset; one that loads by itself is
    /// open at once).
    public override func startOpeningAnimation(completion: @escaping () -> Void) {
        mechanics.open(self, completion: completion)
    }
}
