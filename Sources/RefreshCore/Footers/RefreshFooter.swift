/// A footer (MJRefresh's `MJRefreshFooter`): 44 points tall, with "no more data", hiding while
/// the list is shorter than the view, and waiting for the header. Its `FooterTrigger` says how it
/// begins: by itself near its edge (`auto(look:action:)`, `topLoader(look:action:)`) or pulled
/// and released (`back(look:action:)`, `trailer(look:action:)`); the mechanics are a part it
/// holds, not a subclass.
///
/// Unlike MJRefresh, `endRefreshingWithNoMoreData` and `resetNoMoreData` act at once. The header
/// wins: while `isBlocked()` is true the footer never triggers, and a `beginRefreshing()` from
/// code is remembered, idle, until `retryPendingBegin()` (or `headerDidEnd()`) finds it unblocked.
///
/// It owns a `RefreshComponent` made with a footer's mechanics (`AutoLoad` or `PullLoad`, by
/// its trigger): the component's API reads through the footer (`RefreshComponentHolder`), and
/// the footer adds the mechanics' settings and its own API.
public final class RefreshFooter: RefreshComponentHolder {
    /// The component it holds, made with it and living as long as it does.
    public let component: RefreshComponent
    /// How it begins, where it sits and which inset it adds (its settings are its mechanics').
    private let loading: any FooterMechanics

    /// A footer of MJRefresh's height, 44 points (or its look's, if taller), wearing `look`,
    /// beginning by `trigger`, taking `tap`s, keeping room for a coast while loading if
    /// `keepsCoastRoom` (only a footer that loads by itself does), running `action` when it
    /// loads.
    public init(
        look: any RefreshLook, trigger: FooterTrigger, tap: TapToLoad? = nil,
        keepsCoastRoom: Bool = false, action: (() -> Void)? = nil
    ) {
        let rules = FooterRules(tap: tap, keepsCoastRoom: keepsCoastRoom)
        switch trigger {
        case .auto(let edgeTrigger): loading = AutoLoad(trigger: edgeTrigger, rules: rules)
        case .pull(let axis): loading = PullLoad(axis: axis, rules: rules)
        }
        component = RefreshComponent(
            height: RefreshConstants.footerHeight, look: look, holding: trigger.edge,
            mechanics: loading)
        component.refreshingAction = action
    }

    /// Its waiting, its short-list rule, its inset below and its taps, kept by its mechanics.
    private var rules: FooterRules { loading.rules }
    /// Which taps load it; nil ignores taps.
    public var tapToLoad: TapToLoad? {
        get { rules.tapToLoad }
        set { rules.tapToLoad = newValue }
    }
    /// Whether, while loading, it keeps the room a coast under way needs beyond its edge (the
    /// top loader's, where rows about to land would move the edge the coast bounces off).
    public var keepsCoastRoom: Bool { rules.keepsCoastRoom }
    /// Hides the footer while the list does not fill the view (default false).
    public var hidesWhenContentShort: Bool {
        get { rules.hidesWhenContentShort }
        set {
            rules.hidesWhenContentShort = newValue
            component.updateVisibility()
        }
    }
    /// True while the footer must wait, typically while the header refreshes. Set by the app.
    public var isBlocked: () -> Bool {
        get { rules.isBlocked }
        set { rules.isBlocked = newValue }
    }
    /// Points of the scroll view's bottom inset the footer sits below (MJRefresh's
    /// `ignoredScrollViewContentInsetBottom`): it is drawn that much lower.
    public var ignoredScrollViewContentInsetBottom: Double {
        get { rules.ignoredInsetBottom }
        set { rules.ignoredInsetBottom = newValue }
    }
    /// Whether scrolling triggers at all (MJRefresh's `automaticallyRefresh`, default true), for
    /// a footer that loads by itself.
    public var isAutomaticallyRefresh: Bool {
        get { rules.isAutomaticallyRefresh }
        set { rules.isAutomaticallyRefresh = newValue }
    }

    /// Whether it loads by itself as it nears its edge (auto footer, top loader), rather than
    /// when pulled and released.
    public var loadsByItself: Bool { loading.edgeTrigger != nil }

    /// When it loads by itself; nil for a footer that is pulled. Set on one that is pulled, it
    /// changes nothing.
    public var edgeTrigger: EdgeTrigger? {
        get { loading.edgeTrigger }
        set { loading.edgeTrigger = newValue }
    }

    /// Whether a code begin refused while blocked is waiting for `retryPendingBegin()`.
    public var hasPendingBegin: Bool { rules.pendingBegin != nil }

    /// Whether the list does not fill the view: content plus original insets shorter than it.
    public var isContentShort: Bool {
        guard let scrollView = component.scrollView else { return false }
        let inset = component.scrollViewOriginalInset
        return scrollView.contentSize.height + inset.top + inset.bottom
            < scrollView.viewSize.height
    }

    // MARK: - No more data

    /// Shows "no more data" now: ends a refresh into `noMoreData` (closing as usual), or switches
    /// to it at once. A begin waiting for the header is dropped.
    public func endRefreshingWithNoMoreData(completion: (() -> Void)? = nil) {
        rules.pendingBegin = nil
        component.end(to: .noMoreData, result: nil, completion: completion)
    }

    /// Ends a refresh with `result` on show for its dwell (the last page landed: a success),
    /// then into `noMoreData`. A begin waiting for the header is dropped.
    public func endRefreshingWithNoMoreData(
        result: RefreshResult, completion: (() -> Void)? = nil
    ) {
        rules.pendingBegin = nil
        component.end(to: .noMoreData, result: result, completion: completion)
    }

    /// Leaves "no more data" for idle at once; does nothing in any other state.
    public func resetNoMoreData() {
        guard component.state == .noMoreData else { return }
        component.end(to: .idle, result: nil, completion: nil)
    }

    // MARK: - Waiting for the header

    /// Starts a begin that waited while blocked, if one waits and the footer is no longer blocked.
    public func retryPendingBegin() {
        guard let pending = rules.pendingBegin, !isBlocked() else { return }
        rules.pendingBegin = nil
        component.beginRefreshing(completion: pending)
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
}
