/// The base of every footer (MJRefresh's `MJRefreshFooter`): 44 points tall, with "no more
/// data", hiding while the list is shorter than the view, and waiting for the header.
///
/// Unlike MJRefresh, `endRefreshingWithNoMoreData` and `resetNoMoreData` act at once. The header
/// wins: while `isBlocked()` is true the footer never triggers, and a `beginRefreshing()` from
/// code is remembered, idle, until `retryPendingBegin()` (or `headerDidEnd()`) finds it unblocked.
open class RefreshFooter: RefreshComponent {
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
    /// When it loads by itself (auto footer, top loader); nil for one that is pulled.
    var edgeTrigger: EdgeTrigger?
    /// Whether scrolling triggers at all (MJRefresh's `automaticallyRefresh`, default true), for
    /// a footer that loads by itself.
    public var isAutomaticallyRefresh = true
    /// Which taps load it; nil ignores taps.
    public var tapToLoad: TapToLoad?

    /// Whether it loads by itself as it nears its edge (auto footer, top loader), rather than
    /// when pulled and released.
    public var loadsByItself: Bool { edgeTrigger != nil }

    /// A footer of MJRefresh's height, 44 points (or its look's, if taller), wearing `look`,
    /// running `action` when it loads.
    public init(look: any RefreshLook, action: (() -> Void)? = nil) {
        super.init(height: RefreshConstants.footerHeight, look: look, holding: .bottom)
        refreshingAction = action
    }

    /// A footer holding the inset of `edge` (a trailer holds the right one).
    init(look: any RefreshLook, action: (() -> Void)?, holding edge: Edge) {
        super.init(height: RefreshConstants.footerHeight, look: look, holding: edge)
        refreshingAction = action
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
        updateVisibility()
    }

    /// The content changed: whether it is short may have too.
    public override func scrollViewDidChangeContentSize(_ scrollView: ScrollView) {
        updateVisibility()
    }
}
