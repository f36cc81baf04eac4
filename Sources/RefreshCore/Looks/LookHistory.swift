/// What a component remembers for its looks: since when its state and the result on show hold
/// (`RefreshMoment`'s `stateSince`, `previousState`, `shownResult`, …), so looks keep no clock.
struct LookHistory: Equatable, Sendable {
    var stateSince = 0.0
    var previousState = RefreshState.idle
    var previousStateSince = 0.0
    var shownResult: RefreshResult?
    var resultSince = 0.0
    var turn = Tween(from: 0, to: 0, startTime: 0, duration: 0, curve: .easeInOut)

    /// The state went from `old` to `new` at `time`, with the component's `timing`. A result on
    /// show stays through the closing of the refresh that showed it, and goes with any other
    /// change. The pull's turn heads for 1 while pulling and back to 0 when the pull falls
    /// short, from wherever it is (an arrow turned back mid-turn), and is at 0 at once while
    /// the component refreshes or has no more data.
    mutating func stateChanged(
        from old: RefreshState, to new: RefreshState, at time: Double, timing: RefreshTiming
    ) {
        previousState = old
        previousStateSince = stateSince
        stateSince = time
        if old != .refreshing { shownResult = nil }
        switch new {
        case .pulling: turn(to: 1, at: time, over: timing.turn)
        case .idle where old != .refreshing: turn(to: 0, at: time, over: timing.turn)
        case .idle: break
        case .refreshing, .willRefresh, .noMoreData: turn(to: 0, at: time, over: 0)
        }
    }

    private mutating func turn(to end: Double, at time: Double, over duration: Double) {
        turn = Tween(
            from: turn.value(at: time), to: end, startTime: time, duration: duration,
            curve: .easeInOut)
    }

    /// `result` went on show at `time`.
    mutating func resultShown(_ result: RefreshResult, at time: Double) {
        shownResult = result
        resultSince = time
    }

    /// Writes what it remembers into `moment`.
    func fill(_ moment: inout RefreshMoment) {
        moment.stateSince = stateSince
        moment.previousState = previousState
        moment.previousStateSince = previousStateSince
        moment.shownResult = shownResult
        moment.resultSince = resultSince
        moment.turn = turn
    }
}
