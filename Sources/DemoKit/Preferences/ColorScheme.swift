/// The colour scheme the demo is drawn in: `--theme`, and the trace's `theme`.
public enum ColorScheme: String, CaseIterable, Equatable, Sendable {
    /// Dark text on light surfaces (the demo's palette of the first two rounds).
    case light
    /// Light text on dark surfaces.
    case dark
}
