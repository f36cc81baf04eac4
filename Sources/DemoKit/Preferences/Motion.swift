/// How much the demo animates on its own: `--motion`, and the trace's `motion`.
public enum Motion: String, CaseIterable, Equatable, Sendable {
    /// Every animation, as MJRefresh has them.
    case full
    /// What moves on its own happens at once (the contract's "Reduced motion").
    case reduced
}
