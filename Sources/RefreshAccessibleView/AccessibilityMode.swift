/// Whether a window is exposed to assistive technologies over AT-SPI (the demo's `--a11y`).
public enum AccessibilityMode: String, CaseIterable, Equatable, Sendable {
    /// Always (when a session bus with an accessibility bus answers).
    case on
    /// Never: the bridge is not started and costs nothing.
    case off
    /// When the accessibility bus's `org.a11y.Status` says `IsEnabled` or
    /// `ScreenReaderEnabled`, as a GTK application does.
    case auto
}
