/// What a transition of `RefreshMachine` asks its component to do, in order.
///
/// The machine decides; the component carries the actions out against the scroll view, the
/// timeline and its looks. Nothing here holds a closure, so a transition table is a table of
/// values.
public enum RefreshAction: Equatable, Sendable {
    /// The reported state changed (looks retitle and restart their loops here).
    case changeState(from: RefreshState, to: RefreshState)
    /// Set the opacity at once.
    case setAlpha(Double)
    /// Animate the opacity to a value over seconds.
    case animateAlpha(to: Double, duration: Double)
    /// Let a running opacity animation jump to its end.
    case finishAlpha
    /// Run one of the app's hooks.
    case runHook(RefreshHookPoint)
    /// Start the opening animation of cycle `id`; report `opened(cycle:)` when it is over.
    case open(cycle: Int)
    /// Start the closing animation; report `closed()` when it is over or cut short.
    case close
    /// Give back at once every inset the component added.
    case restoreInset
    /// Send the request: run the refreshing action.
    case sendRequest
    /// Forget the answer of an `async` action still running: this refresh has ended.
    case revokeRequest
    /// Run the completion given to the begin that started this refresh.
    case completeBegin
    /// Keep the completion given to this end until the closing is over.
    case queueEndCompletion
    /// Run the completion given to this call now.
    case completeNow
    /// Run every queued end completion.
    case completeEnds
    /// Call `endTimerFired()` at this time (an end waiting for the minimum duration).
    case scheduleEnd(at: Double)
    /// Cancel the timer of `scheduleEnd`.
    case cancelScheduledEnd
    /// A header refresh ended without failing: remember now as the last-updated time.
    case recordLastUpdated
    /// The request ended with a result that stays on show for a while (the dwell): looks show it.
    case showResult(RefreshResult)
}
