/// How long a component's animations and refreshes last, seconds (MJRefresh's numbers by
/// default; 0 makes an animation happen at once).
public struct RefreshTiming: Equatable, Sendable {
    /// The opening, and the opacity's rise with it (MJRefresh's 0.25 s).
    public var opening = RefreshConstants.fastAnimationDuration
    /// The closing, and the opacity's fall with it (MJRefresh's 0.4 s).
    public var closing = RefreshConstants.slowAnimationDuration
    /// The shortest time a refresh stays visible, so a fast reply does not flash.
    public var minimumRefreshing = 0.0

    /// MJRefresh's timing.
    public init() {}
}
