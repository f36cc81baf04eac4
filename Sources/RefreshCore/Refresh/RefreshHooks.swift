/// The moments of a refresh an app can hook into (MJRefresh's three completion blocks, and the
/// moment refreshing begins).
public struct RefreshHooks {
    /// When refreshing begins, before the opening animation and before the action runs (an app
    /// stops competing work here: the demo's header ends the footer's load).
    public var beginning: (() -> Void)?
    /// After the component has begun refreshing (its opening animation is over and the
    /// refreshing action has been started).
    public var afterBeginning: (() -> Void)?
    /// When the closing animation starts.
    public var endingAnimationBegins: (() -> Void)?
    /// After the closing animation has finished.
    public var afterEnding: (() -> Void)?
    /// After every change of state, given the old state and the new (after the component has
    /// reacted to it): an app or a test follows the lifecycle without subclassing.
    public var stateChanged: ((_ old: RefreshState, _ new: RefreshState) -> Void)?

    /// Hooks, all empty by default.
    public init(
        beginning: (() -> Void)? = nil, afterBeginning: (() -> Void)? = nil,
        endingAnimationBegins: (() -> Void)? = nil,
        afterEnding: (() -> Void)? = nil,
        stateChanged: ((_ old: RefreshState, _ new: RefreshState) -> Void)? = nil
    ) {
        self.beginning = beginning
        self.afterBeginning = afterBeginning
        self.endingAnimationBegins = endingAnimationBegins
        self.afterEnding = afterEnding
        self.stateChanged = stateChanged
    }

    /// Runs the hook of `point`, if set.
    public func run(_ point: RefreshHookPoint) {
        switch point {
        case .beginning: beginning?()
        case .afterBeginning: afterBeginning?()
        case .endingAnimationBegins: endingAnimationBegins?()
        case .afterEnding: afterEnding?()
        }
    }
}
