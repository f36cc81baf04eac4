/// The three moments of a refresh an app can hook into (MJRefresh's completion blocks).
public struct RefreshHooks {
    /// After the component has begun refreshing (its opening animation is over and the
    /// refreshing action has been started).
    public var afterBeginning: (() -> Void)?
    /// When the closing animation starts.
    public var endingAnimationBegins: (() -> Void)?
    /// After the closing animation has finished.
    public var afterEnding: (() -> Void)?

    /// Hooks, all empty by default.
    public init(
        afterBeginning: (() -> Void)? = nil, endingAnimationBegins: (() -> Void)? = nil,
        afterEnding: (() -> Void)? = nil
    ) {
        self.afterBeginning = afterBeginning
        self.endingAnimationBegins = endingAnimationBegins
        self.afterEnding = afterEnding
    }
}
