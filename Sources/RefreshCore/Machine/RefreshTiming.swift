/// How long a component's animations, refreshes and results last, seconds (MJRefresh's numbers
/// by default; 0 makes an animation happen at once).
public struct RefreshTiming: Equatable, Sendable {
    /// The opening, and the opacity's rise with it (MJRefresh's 0.25 s).
    public var opening = RefreshConstants.fastAnimationDuration
    /// The closing, and the opacity's fall with it (MJRefresh's 0.4 s).
    public var closing = RefreshConstants.slowAnimationDuration
    /// The shortest time a refresh stays visible, so a fast reply does not flash.
    public var minimumRefreshing = 0.0
    /// How long a success stays on show before the component closes: none by default, so an
    /// end with a success closes at once, as MJRefresh's end does.
    public var successDwell = 0.0
    /// How long a failure stays on show before the component closes
    /// (`RefreshConstants.failureDwell`).
    public var failureDwell = RefreshConstants.failureDwell

    /// MJRefresh's timing, with the library's failure dwell.
    public init() {}

    /// How long `result` stays on show.
    public func dwell(for result: RefreshResult) -> Double {
        switch result {
        case .success: return successDwell
        case .failure: return failureDwell
        }
    }
}
