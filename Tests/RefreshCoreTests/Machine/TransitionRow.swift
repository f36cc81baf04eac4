/// A row of a transition table: what happens (`event`) to a component or machine that starts
/// at `start`.
protocol TransitionRow {
    /// Where a transition starts; the table covers every case.
    associatedtype Start: Hashable & CaseIterable
    /// What happens to it.
    associatedtype Event: Hashable

    var start: Start { get }
    var event: Event { get }
}
