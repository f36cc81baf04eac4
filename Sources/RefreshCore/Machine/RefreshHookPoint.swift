/// The moments of a refresh an app can hook into (see `RefreshHooks`).
public enum RefreshHookPoint: Equatable, Sendable {
    /// Refreshing begins, before the opening animation.
    case beginning
    /// The opening is over and the request has been sent (or the refresh was ended first).
    case afterBeginning
    /// The closing animation starts.
    case endingAnimationBegins
    /// The closing animation is over.
    case afterEnding
}
