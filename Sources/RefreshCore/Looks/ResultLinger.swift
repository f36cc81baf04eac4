/// The result a look keeps showing after the refresh that showed it ends, while the component
/// closes: so a result's mark and its words leave together, when the closing ends, rather than
/// the words turning back to "Pull down to refresh" beside a fading cross.
public struct ResultLinger: Equatable, Sendable {
    /// Seconds the result stays after the refresh ends: MJRefresh's 0.4 s closing; 0 for a
    /// component that closes at once (the auto footer).
    public var duration: Double
    private var shown: RefreshResult?
    private var closing: RefreshResult?
    private var closingEnd = 0.0

    /// A linger of `duration` seconds.
    public init(duration: Double = RefreshConstants.slowAnimationDuration) {
        self.duration = duration
    }

    /// A result went on show.
    public mutating func show(_ result: RefreshResult) { shown = result }

    /// The state changed at `time`: a refresh that showed a result ending starts the linger;
    /// any other change ends it.
    public mutating func stateDidChange(
        from old: RefreshState, to new: RefreshState, at time: Double
    ) {
        closing = old == .refreshing && new == .idle && duration > 0 ? shown : nil
        closingEnd = time + duration
        shown = nil
    }

    /// The result on show at `moment`, or the one still lingering while the component closes.
    public func result(at moment: RefreshMoment) -> RefreshResult? {
        if let result = moment.result { return result }
        guard let closing, moment.state == .idle, moment.time < closingEnd else { return nil }
        return closing
    }
}
