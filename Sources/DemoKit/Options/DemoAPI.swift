/// How the demo's scene is built (`--api`): through the core's imperative calls, or through
/// the declarative layer. Both draw and trace the very same frames.
public enum DemoAPI: String, CaseIterable, Sendable {
    /// `ScrollView`, `RefreshHeader` and footers made, attached and replaced by hand.
    case imperative
    /// A `RefreshList` description, built and updated by a `RefreshListBridge`.
    case declarative
}
