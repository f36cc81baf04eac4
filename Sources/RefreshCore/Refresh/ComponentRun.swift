/// What a component has under way between the actions of its machine: its opacity animation,
/// the timer of an end waiting for the shortest refresh, the completions waiting for a begin
/// and for the end, the `async` action in flight, and since when its look's states hold.
struct ComponentRun {
    /// The opacity, animated by the machine's alpha actions.
    var opacity = Opacity()
    /// The end waiting for the minimum refreshing duration.
    var endTimer: Timeline.Token?
    /// Runs once the begin asked for with it has happened.
    var beginCompletion: (() -> Void)?
    /// Run once the refresh under way has ended.
    var endCompletions: [() -> Void] = []
    /// The completion of an `async` action still running.
    var asyncTicket: CompletionMailbox.Ticket?
    /// What the last `async` action threw.
    var asyncError: (any Error)?
    /// Since when the look's state and result hold, for every moment.
    var history = LookHistory()

    /// Takes the begin's completion, leaving none.
    mutating func takeBeginCompletion() -> (() -> Void)? {
        defer { beginCompletion = nil }
        return beginCompletion
    }

    /// Takes the end's completions, leaving none.
    mutating func takeEndCompletions() -> [() -> Void] {
        defer { endCompletions.removeAll() }
        return endCompletions
    }
}
