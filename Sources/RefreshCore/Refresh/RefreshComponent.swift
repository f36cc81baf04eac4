/// The base of every header and footer: state, `pullingPercent`, alpha, and a refresh's lifecycle.
///
/// As in MJRefresh, a component attaches to a scroll view and reacts to what it reports. Unlike
/// MJRefresh, `beginRefreshing()` and `endRefreshing()` act at once and are idempotent: ending
/// twice, beginning while refreshing, ending during the opening animation or before any begin
/// never leaves the component stuck open, never leaves inset behind and never runs a hook twice.
///
/// Subclasses provide the mechanics (`startOpeningAnimation`, `startClosingAnimation`, the
/// scroll observer methods) and leaf components the looks (`stateDidChange`,
/// `pullingPercentDidChange`, `draw`).
open class RefreshComponent: ScrollViewObserver {
    /// The scroll view this component is attached to.
    public private(set) weak var scrollView: ScrollView?
    /// The current state. Setting the state it already has does nothing.
    public private(set) var state: RefreshState = .idle
    /// The component's height in points.
    public var height: Double
    /// How far to pull before releasing refreshes; `nil` means the height (MJRefresh's rule).
    public var triggerDistance: Double?
    /// The shortest time a refresh stays visible, so a fast reply does not flash (default 0).
    public var minimumRefreshingDuration: Double = 0
    /// Hooks run after beginning, when the closing animation starts, and after it ends.
    public var hooks = RefreshHooks()
    /// Runs when refreshing begins (for a header, after its opening animation). The app calls
    /// `endRefreshing()` when its work is done.
    public var refreshingAction: (() -> Void)?
    /// The scroll view's inset before this component added anything, kept current while idle.
    public internal(set) var scrollViewOriginalInset = EdgeInsets.zero
    /// When true, the opacity follows `pullingPercent` while not refreshing (MJRefresh's
    /// `automaticallyChangeAlpha`).
    public var automaticallyChangeAlpha = false {
        didSet {
            guard !isRefreshing else { return }
            setAlpha(automaticallyChangeAlpha ? pullingPercent : 1)
        }
    }
    /// How far the component has been pulled out: 0 hidden, 1 fully out (may exceed 1).
    public var pullingPercent: Double = 0 {
        didSet {
            guard pullingPercent != oldValue else { return }
            if !isRefreshing && automaticallyChangeAlpha { setAlpha(pullingPercent) }
            pullingPercentDidChange()
        }
    }
    /// Whether the component is hidden. A hidden component never triggers; one asked to refresh
    /// while hidden refreshes when shown.
    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            visibilityDidChange()
        }
    }

    private var alphaValue = 1.0
    private var alphaTween: Tween?
    /// Whether the opening animation is running (refreshing, the action not started yet).
    public private(set) var isOpening = false
    /// Whether the closing animation is running (the component is already idle).
    public private(set) var isClosing = false
    private var refreshStart = 0.0
    private var pendingEnd: Timeline.Token?
    private var pendingEndState: RefreshState = .idle
    private var endCompletions: [() -> Void] = []
    private var beginCompletion: (() -> Void)?
    private var asyncTicket: CompletionMailbox.Ticket?
    private var cycle = 0

    /// A component of `height` points.
    public init(height: Double) {
        self.height = height
    }

    // MARK: - Derived state

    /// Refreshing or about to (MJRefresh's `isRefreshing`).
    public var isRefreshing: Bool { state == .refreshing || state == .willRefresh }

    /// The trigger distance in force.
    public var effectiveTriggerDistance: Double { triggerDistance ?? height }

    /// Whether the component can be seen: attached and not hidden.
    public var isVisible: Bool { scrollView != nil && !isHidden }

    /// The simulated time of the attached scroll view (0 when detached).
    public var now: Double { scrollView?.timeline.now ?? 0 }

    /// Whether an opening or closing animation is still running.
    public var isAnimating: Bool {
        isOpening || isClosing || (alphaTween.map { now < $0.endTime } ?? false)
    }

    /// The opacity now, 0…1.
    public var alpha: Double {
        let value = alphaTween?.value(at: now) ?? alphaValue
        return min(max(value, 0), 1)
    }

    /// Sets the opacity at once.
    public func setAlpha(_ value: Double) {
        alphaTween = nil
        alphaValue = value
    }

    /// Animates the opacity to `value` over `duration` seconds.
    public func animateAlpha(to value: Double, duration: Double) {
        let from = alpha
        guard duration > 0, scrollView != nil else {
            setAlpha(value)
            return
        }
        alphaTween = Tween(
            from: from, to: value, startTime: now, duration: duration, curve: .easeInOut)
        alphaValue = value
    }

    // MARK: - Attaching

    /// Attaches to `scrollView`, detaching from any other first. A pending begin starts now.
    public func attach(to scrollView: ScrollView) {
        if self.scrollView === scrollView { return }
        detach()
        self.scrollView = scrollView
        scrollView.alwaysBounceVertical = true
        scrollViewOriginalInset = scrollView.targetContentInset
        scrollView.addObserver(self)
        didAttach(to: scrollView)
        if state == .willRefresh && isVisible { enterRefreshing() }
    }

    /// Detaches, ending any refresh at once and giving back every inset this component added.
    public func detach() {
        guard let scrollView else { return }
        finishAtOnce()
        willDetach(from: scrollView)
        scrollView.removeObserver(self)
        self.scrollView = nil
    }

    // MARK: - Lifecycle

    /// Begins refreshing: at once when visible (at any scroll offset), or as `willRefresh` until
    /// the component is shown. Does nothing while already refreshing.
    public func beginRefreshing(completion: (() -> Void)? = nil) {
        guard !isRefreshing else { return }
        guard canBeginRefreshing() else {
            beginRefreshingWasRefused(completion: completion)
            return
        }
        beginCompletion = completion
        if isVisible {
            enterRefreshing()
        } else {
            setState(.willRefresh)
        }
    }

    /// Ends refreshing: the component goes idle now and its closing animation starts (after the
    /// minimum refreshing duration, if one is set and not yet over). Does nothing when not
    /// refreshing, except run `completion`.
    public func endRefreshing(completion: (() -> Void)? = nil) {
        end(to: .idle, completion: completion)
    }

    /// Sets the action as `async` work: refreshing ends by itself when it returns, applied on the
    /// frame loop at the next frame after it finishes (like SwiftUI's `.refreshable`).
    public func setRefreshingAction(_ action: @escaping @Sendable () async -> Void) {
        refreshingAction = { [weak self] in
            guard let self, let scrollView = self.scrollView else { return }
            let ticket = scrollView.timeline.mailbox.register { [weak self] in
                self?.asyncTicket = nil
                self?.endRefreshing()
            }
            self.asyncTicket = ticket
            Task.detached {
                await action()
                ticket.complete()
            }
        }
    }

    /// Ends refreshing into `final` (`idle`, or `noMoreData` for footers).
    func end(to final: RefreshState, completion: (() -> Void)?) {
        switch state {
        case .willRefresh:
            setState(final)
            pullingPercent = 0
            completion?()
            return
        case .refreshing:
            break
        default:
            if final == .noMoreData && state != .noMoreData {
                setState(.noMoreData)
            } else if final == .idle && state == .noMoreData {
                setState(.idle)
            }
            completion?()
            return
        }
        if let completion { endCompletions.append(completion) }
        pendingEndState = final
        guard pendingEnd == nil else { return }
        let earliest = refreshStart + minimumRefreshingDuration
        if let scrollView, now < earliest {
            pendingEnd = scrollView.timeline.schedule(at: earliest) { [weak self] in
                guard let self else { return }
                self.pendingEnd = nil
                self.finishRefreshing(to: self.pendingEndState, animated: true)
            }
            return
        }
        finishRefreshing(to: final, animated: true)
    }

    // MARK: - Hooks for subclasses

    /// Whether a begin may happen now (footers wait while the header refreshes).
    open func canBeginRefreshing() -> Bool { true }

    /// Called when `canBeginRefreshing()` refused a `beginRefreshing(completion:)`; a subclass
    /// may keep the request and begin later (footers wait for the header to end).
    open func beginRefreshingWasRefused(completion: (() -> Void)?) {}

    /// Called after attaching (footers add their inset here).
    open func didAttach(to scrollView: ScrollView) {}

    /// Called before detaching, after any refresh has been ended at once.
    open func willDetach(from scrollView: ScrollView) {}

    /// Called when `isHidden` changes.
    open func visibilityDidChange() {
        if isHidden {
            if isRefreshing || isClosing { finishAtOnce() }
        } else if state == .willRefresh && isVisible {
            enterRefreshing()
        }
    }

    /// Starts the animation that opens the component for refreshing; calls `completion` once
    /// when it is open (or at once when nothing needs animating).
    open func startOpeningAnimation(completion: @escaping () -> Void) { completion() }

    /// Starts the animation that closes the component after refreshing; calls `completion` once
    /// when it is closed.
    open func startClosingAnimation(completion: @escaping () -> Void) { completion() }

    /// Puts back at once every inset the component added (detaching, hiding).
    open func restoreInsetAtOnce() {}

    /// Called after the state changed (leaf components update their looks here).
    open func stateDidChange(from oldState: RefreshState) {}

    /// Called after `pullingPercent` changed.
    open func pullingPercentDidChange() {}

    /// Draws the component into `list` inside `frame` (window points).
    open func draw(into list: inout DrawList, frame: Rect, metrics: TextMetrics) {}

    /// The index in its sprite sheet of the animation frame shown now, or −1 for none.
    open var displayedFrameIndex: Int { -1 }

    /// Where the component sits in the window, given the scroll view's frame in the window.
    open func frame(in viewFrame: Rect) -> Rect { .zero }

    /// Whether any animation of the component's own looks is still running.
    open var isAnimatingLooks: Bool { false }

    // MARK: - Scroll view observation

    /// The offset changed.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// The content size changed.
    open func scrollViewDidChangeContentSize(_ scrollView: ScrollView) {}
    /// A drag began or ended.
    open func scrollViewDidChangeDragging(_ scrollView: ScrollView) {}

    // MARK: - State machine internals

    /// Moves to `newState`, telling the subclass, unless it is already the state.
    public func setState(_ newState: RefreshState) {
        guard newState != state else { return }
        let old = state
        state = newState
        stateDidChange(from: old)
    }

    private func enterRefreshing() {
        hooks.beginning?()
        cycle += 1
        let current = cycle
        refreshStart = now
        pullingPercent = 1
        animateAlpha(to: 1, duration: RefreshConstants.fastAnimationDuration)
        isOpening = true
        setState(.refreshing)
        startOpeningAnimation { [weak self] in self?.openingDidFinish(cycle: current) }
    }

    private func openingDidFinish(cycle finished: Int) {
        guard finished == cycle, isOpening else { return }
        isOpening = false
        refreshingAction?()
        runBeginHooks()
    }

    private func runBeginHooks() {
        let completion = beginCompletion
        beginCompletion = nil
        hooks.afterBeginning?()
        completion?()
    }

    private func finishRefreshing(to final: RefreshState, animated: Bool) {
        guard state == .refreshing else { return }
        scrollView?.timeline.cancel(pendingEnd)
        pendingEnd = nil
        if let ticket = asyncTicket {
            scrollView?.timeline.mailbox.revoke(ticket)
            asyncTicket = nil
        }
        if isOpening {
            // Ended before the opening animation finished: the action never runs, but the
            // begin hooks still run once so every begin is paired with its end.
            isOpening = false
            runBeginHooks()
        }
        isClosing = true
        cycle += 1
        setState(final)
        hooks.endingAnimationBegins?()
        if automaticallyChangeAlpha {
            animateAlpha(to: 0, duration: animated ? RefreshConstants.slowAnimationDuration : 0)
        }
        if animated {
            startClosingAnimation { [weak self] in self?.closingDidFinish() }
        } else {
            restoreInsetAtOnce()
            closingDidFinish()
        }
    }

    /// The closing animation ended, or was cut short by a new begin or by detaching; either way
    /// this cycle's end hooks run now, once.
    private func closingDidFinish() {
        guard isClosing else { return }
        isClosing = false
        if !isRefreshing { pullingPercent = 0 }
        let completions = endCompletions
        endCompletions.removeAll()
        hooks.afterEnding?()
        for completion in completions { completion() }
    }

    /// Ends whatever is in flight without animation: used when detaching or hiding. A pending
    /// `willRefresh` stays: it refreshes when shown again.
    private func finishAtOnce() {
        if state == .refreshing { finishRefreshing(to: .idle, animated: false) }
        if isClosing {
            restoreInsetAtOnce()
            closingDidFinish()
        }
        if let tween = alphaTween, now < tween.endTime { setAlpha(tween.to) }
    }
}
