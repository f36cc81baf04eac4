/// What a second-floor transition of `RefreshMachine` asks a floor header to do, carried as
/// `RefreshAction.floor`.
public enum SecondFloorAction: Equatable, Sendable {
    /// The floor's state changed: its hooks run, and the list stops or starts scrolling.
    case changed(from: SecondFloorState, to: SecondFloorState)
    /// Slide the content down until its top reaches the view's bottom; report `floorOpened()`
    /// when it is there.
    case slideOpen
    /// Slide the content back to rest at the top, giving back the insets from before the floor
    /// opened; report `floorClosed()` when it is there.
    case slideClosed
    /// Give back the insets from before the floor opened and put the content at the top, at
    /// once.
    case restoreAtOnce
}
