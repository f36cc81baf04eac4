/// Where a key moves the keyboard focus.
public enum FocusMove: Hashable, Sendable {
    /// The next control (`Tab`).
    case next
    /// The previous control (`Shift+Tab`).
    case previous
    /// The card before the focused one, along the carousel (`Left`).
    case backward
    /// The card after it (`Right`).
    case forward
}
