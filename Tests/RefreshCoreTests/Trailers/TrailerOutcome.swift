import RefreshCore

/// Where a trailer transition leads: the state right after the event, and what follows it.
struct TrailerOutcome: Sendable {
    let state: RefreshState
    /// Refreshing actions run in all, one second after the event.
    let actions: Int
    /// The right inset three seconds after the event.
    let inset: Double

    init(_ state: RefreshState, actions: Int, inset: Double = 0) {
        self.state = state
        self.actions = actions
        self.inset = inset
    }
}
