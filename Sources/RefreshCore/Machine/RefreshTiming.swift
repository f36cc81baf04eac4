/// How long a component's animations, refreshes and results last, seconds (MJRefresh's numbers
/// by default; 0 makes an animation happen at once).
public struct RefreshTiming: Equatable, Sendable {
    /// The opening, and the opacity's rise with it (MJRefresh's 0.25 s); 0 while `reducesMotion`.
    public var opening: Double {
        get { reducesMotion ? 0 : fullOpening }
        set { fullOpening = newValue }
    }
    /// The closing, and the opacity's fall with it (MJRefresh's 0.4 s); 0 while `reducesMotion`.
    public var closing: Double {
        get { reducesMotion ? 0 : fullClosing }
        set { fullClosing = newValue }
    }
    /// An arrow's turn when a pull crosses the trigger and back (MJRefresh's 0.25 s); 0 while
    /// `reducesMotion`.
    public var turn: Double {
        get { reducesMotion ? 0 : fullTurn }
        set { fullTurn = newValue }
    }
    /// Reduced motion (a desktop's "reduce animations", WCAG 2.3.3): what would move on its own
    /// happens at once — the opening and the closing take no time (a header's refreshing
    /// action runs in the frame it is released), a floor header's slide too, and looks show one
    /// still frame while refreshing; an arrow turns at once. What the pointer moves, what follows the pull and when
    /// things trigger are unchanged.
    public var reducesMotion = false
    private var fullOpening = RefreshConstants.fastAnimationDuration
    private var fullClosing = RefreshConstants.slowAnimationDuration
    private var fullTurn = RefreshConstants.fastAnimationDuration
    /// The shortest time a refresh stays visible, so a fast reply does not flash.
    public var minimumRefreshing = 0.0
    /// How long a success stays on show before the component closes: none by default, so an
    /// end with a success closes at once, as MJRefresh's end does.
    public var successDwell = 0.0
    /// How long a failure stays on show before the component closes
    /// (`RefreshConstants.failureDwell`).
    public var failureDwell = RefreshConstants.failureDwell

    /// The least a cancel stays on show, whatever `successDwell` says (0: as a success); a
    /// window gives a person time to read "Cancelled" (the headless contract's 400 ms).
    public var cancelledDwellMinimum = 0.0

    /// MJRefresh's timing, with the library's failure dwell.
    public init() {}

    /// How long `result` stays on show.
    public func dwell(for result: RefreshResult) -> Double {
        switch result {
        case .success: return successDwell
        case .cancelled: return max(successDwell, cancelledDwellMinimum)
        case .failure: return failureDwell
        }
    }
}
