/// What a controller's button does: one of the demo's actions (the same a key does), or a
/// scroll by a notch or a page.
public enum PadAction: Hashable, Sendable {
    /// What a key does.
    case perform(DemoAction)
    /// Scroll the list as the wheel does.
    case scroll(PadScroll)
}
