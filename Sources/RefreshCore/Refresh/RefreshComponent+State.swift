extension RefreshComponent {
    // MARK: - State

    /// How long the opening, the closing and the shortest refresh last (MJRefresh's 0.25 s and
    /// 0.4 s, no minimum; 0 makes an animation happen at once).
    public var timing: RefreshTiming {
        get { machine.timing }
        set { run.machine.timing = newValue }
    }
    /// The current state.
    public var state: RefreshState { machine.state }
    /// How far the component has been pulled out: 0 hidden, 1 fully out (may exceed 1).
    public var pullingPercent: Double {
        get { machine.pullingPercent }
        set { update { $0.setPercent(newValue) } }
    }
    /// Refreshing or about to (MJRefresh's `isRefreshing`).
    public var isRefreshing: Bool { machine.isRefreshing }
    /// Whether the opening animation is running (refreshing, the action not started yet).
    public var isOpening: Bool { machine.isOpening }
    /// Whether the closing animation is running (the component is already idle).
    public var isClosing: Bool { machine.isClosing }
    /// The result on show while the component dwells on it (still refreshing), nil otherwise.
    public var result: RefreshResult? { machine.result }
    /// When true, the opacity follows `pullingPercent` while not refreshing (MJRefresh's
    /// `automaticallyChangeAlpha`).
    public var automaticallyChangeAlpha: Bool {
        get { machine.automaticallyChangeAlpha }
        set { update { $0.setAutomaticallyChangeAlpha(newValue) } }
    }
    /// The trigger distance in force.
    public var effectiveTriggerDistance: Double { triggerDistance ?? height }
    /// The simulated time of the attached scroll view (0 when detached).
    public var now: Double { scrollView?.timeline.now ?? 0 }
}
