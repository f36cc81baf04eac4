/// What a component remembers for its looks: since when its state and the result on show hold
/// (`RefreshMoment`'s `stateSince`, `previousState`, `shownResult`, …), so looks keep no clock.
struct LookHistory: Equatable, Sendable {
    var stateSince = 0.0
    var previousState = RefreshState.idle
    var previousStateSince = 0.0
    var shownResult: RefreshResult?
    var resultSince = 0.0

    /// The state went from `old` to `new` at `time`. A result on show stays through the closing
    /// of the refresh that showed it, and goes with any other change.
    mutating func stateChanged(from old: RefreshState, to new: RefreshState, at time: Double) {
        previousState = old
        previousStateSince = stateSince
        stateSince = time
        if old != .refreshing { shownResult = nil }
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
    }
}
