/// What holds a `RefreshComponent` and answers for it: a `RefreshHeader` or a `RefreshFooter`.
///
/// A header or a footer is not a component but owns one (`component`, made with it and living
/// as long as it does) and adds its own settings and API around it. Every property of the
/// component reads and writes through the holder as its own (`header.state`,
/// `footer.timing.successDwell = 1`, `header.hooks.beginning = …`), and the methods an app
/// calls (attach, begin, end, cancel, titles, drawing) are called on the holder as on the
/// component: the component's API is written once, on `RefreshComponent`. (Inside an extension
/// of a holder, name them through `self` or `component`: a bare `look` does not reach them.)
///
/// Two holders are the same header or footer when they are the same object (`===`); a holder
/// is never its component, so a component compares with a holder's `component`.
@dynamicMemberLookup
public protocol RefreshComponentHolder: AnyObject {
    /// The component it holds: the machine at work, the look, the inset and the hooks.
    var component: RefreshComponent { get }
}

extension RefreshComponentHolder {
    /// A property of the component that cannot be set (`state`, `isRefreshing`, …).
    /// (Inlinable, as both are: a frame reads the component's state through its holder many
    /// times, and the key path folds into a plain read only where the subscript is seen.)
    @inlinable
    public subscript<Value>(dynamicMember property: KeyPath<RefreshComponent, Value>) -> Value {
        component[keyPath: property]
    }

    /// A property of the component that can be set (`look`, `timing`, `hooks`, …).
    @inlinable
    public subscript<Value>(
        dynamicMember property: ReferenceWritableKeyPath<RefreshComponent, Value>
    ) -> Value {
        get { component[keyPath: property] }
        set { component[keyPath: property] = newValue }
    }

    // MARK: - The component's methods

    /// Attaches the component to `scrollView` (`RefreshComponent.attach(to:)`).
    public func attach(to scrollView: ScrollView) { component.attach(to: scrollView) }

    /// Detaches the component (`RefreshComponent.detach()`).
    public func detach() { component.detach() }

    /// Begins refreshing (`RefreshComponent.beginRefreshing(completion:)`).
    public func beginRefreshing(completion: (() -> Void)? = nil) {
        component.beginRefreshing(completion: completion)
    }

    /// Ends refreshing with no result (`RefreshComponent.endRefreshing(completion:)`).
    public func endRefreshing(completion: (() -> Void)? = nil) {
        component.endRefreshing(completion: completion)
    }

    /// Ends refreshing with `result` (`RefreshComponent.endRefreshing(result:completion:)`).
    public func endRefreshing(result: RefreshResult, completion: (() -> Void)? = nil) {
        component.endRefreshing(result: result, completion: completion)
    }

    /// Cancels the request in flight (`RefreshComponent.cancelRefreshing()`).
    @discardableResult
    public func cancelRefreshing() -> Bool { component.cancelRefreshing() }

    /// Sets an `async` action that cannot fail (`RefreshComponent.setRefreshingAction(_:)`).
    public func setRefreshingAction(_ action: @escaping @Sendable () async -> Void) {
        component.setRefreshingAction(action)
    }

    /// Sets an `async` action that may throw (`RefreshComponent.setRefreshingAction(_:)`).
    public func setRefreshingAction(_ action: @escaping @Sendable () async throws -> Void) {
        component.setRefreshingAction(action)
    }

    /// Sets the title shown in `state` (`RefreshComponent.setTitle(_:for:)`).
    public func setTitle(_ title: String, for state: RefreshState) {
        component.setTitle(title, for: state)
    }

    /// Sets the title shown while `result` is on show (`RefreshComponent.setTitle(_:for:)`).
    public func setTitle(_ title: String, for result: RefreshResult) {
        component.setTitle(title, for: result)
    }

    /// Re-reads whether its own rules hide it (`RefreshComponent.updateVisibility()`).
    public func updateVisibility() { component.updateVisibility() }

    /// Where the component sits in the window (`RefreshComponent.frame(in:)`).
    public func frame(in viewFrame: Rect) -> Rect { component.frame(in: viewFrame) }

    /// Draws the component (`RefreshComponent.draw(into:frame:metrics:)`).
    public func draw(into list: inout DrawList, frame: Rect, metrics: TextMetrics) {
        component.draw(into: &list, frame: frame, metrics: metrics)
    }
}
