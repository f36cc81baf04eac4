/// The base of every footer (MJRefresh's `MJRefreshFooter`): 44 points tall, with "no more
/// data", hiding while the list is shorter than the view, and waiting for the header.
///
/// Unlike MJRefresh, `endRefreshingWithNoMoreData` and `resetNoMoreData` act at once. The header
/// wins: while `isBlocked()` is true the footer never triggers, and a `beginRefreshing()` from
/// code is remembered, idle, until `retryPendingBegin()` (or `headerDidEnd()`) finds it unblocked.
open class RefreshFooter: RefreshComponent {
    /// Hides the footer while the list does not fill the view (default false).
    public var hidesWhenContentShort = false {
        didSet { applyVisibilityRules() }
    }
    /// True while the footer must wait, typically while the header refreshes. Set by the app.
    public var isBlocked: () -> Bool = { false }

    /// Whether a code begin refused while blocked is waiting for `retryPendingBegin()`.
    public var hasPendingBegin: Bool { pendingBegin != nil }

    /// Whether the app, rather than `hidesWhenContentShort`, hid the footer.
    public private(set) var isHiddenByApp = false

    /// A begin that waits: the completion it was asked with.
    private struct PendingBegin {
        var completion: (() -> Void)?
    }

    private var pendingBegin: PendingBegin?
    private var isApplyingVisibilityRules = false

    /// A footer of MJRefresh's height, 44 points.
    public init() {
        super.init(height: RefreshConstants.footerHeight)
    }

    /// Whether the footer is hidden: by the app, or because the content is short and
    /// `hidesWhenContentShort` is on.
    public override var isHidden: Bool {
        didSet {
            guard !isApplyingVisibilityRules else { return }
            isHiddenByApp = isHidden
            applyVisibilityRules()
        }
    }

    /// Whether the list does not fill the view: content plus original insets shorter than it.
    public var isContentShort: Bool {
        guard let scrollView else { return false }
        let inset = scrollViewOriginalInset
        return scrollView.contentSize.height + inset.top + inset.bottom
            < scrollView.viewSize.height
    }

    // MARK: - No more data

    /// Shows "no more data" now: ends a refresh into `noMoreData` (closing as usual), or switches
    /// to it at once. A begin waiting for the header is dropped.
    public func endRefreshingWithNoMoreData(completion: (() -> Void)? = nil) {
        pendingBegin = nil
        end(to: .noMoreData, completion: completion)
    }

    /// Leaves "no more data" for idle at once; does nothing in any other state.
    public func resetNoMoreData() {
        guard state == .noMoreData else { return }
        end(to: .idle, completion: nil)
    }

    // MARK: - Waiting for the header

    /// Starts a begin that waited while blocked, if one waits and the footer is no longer blocked.
    public func retryPendingBegin() {
        guard let pending = pendingBegin, !isBlocked() else { return }
        pendingBegin = nil
        beginRefreshing(completion: pending.completion)
    }

    /// Tells the footer the header has ended: a begin that waited for it starts now.
    public func headerDidEnd() {
        retryPendingBegin()
    }

    /// Wires the footer to wait for `header`: blocked while it refreshes, and a waiting begin
    /// starts when it ends (chained after any `endingAnimationBegins` hook already set).
    public func waitsForHeader(_ header: RefreshComponent) {
        isBlocked = { [weak header] in header?.isRefreshing ?? false }
        let previous = header.hooks.endingAnimationBegins
        header.hooks.endingAnimationBegins = { [weak self] in
            previous?()
            self?.headerDidEnd()
        }
    }

    open override func canBeginRefreshing() -> Bool { !isBlocked() }

    open override func beginRefreshingWasRefused(completion: (() -> Void)?) {
        guard isBlocked() else { return }
        pendingBegin = PendingBegin(completion: completion)
    }

    // MARK: - Visibility

    /// Keeps `scrollViewOriginalInset` current: the live inset minus what this footer added.
    open func refreshOriginalInset() {
        guard let scrollView else { return }
        scrollViewOriginalInset = scrollView.targetContentInset
    }

    /// Hides or shows the footer for `hidesWhenContentShort`, keeping the app's own choice.
    public func applyVisibilityRules() {
        refreshOriginalInset()
        let hide = isHiddenByApp || (hidesWhenContentShort && isContentShort)
        guard hide != isHidden else { return }
        isApplyingVisibilityRules = true
        isHidden = hide
        isApplyingVisibilityRules = false
    }

    open override func didAttach(to scrollView: ScrollView) {
        applyVisibilityRules()
    }

    open override func scrollViewDidChangeContentSize(_ scrollView: ScrollView) {
        applyVisibilityRules()
    }
}
