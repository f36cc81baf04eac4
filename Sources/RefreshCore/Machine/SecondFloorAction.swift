/// What a transition of `SecondFloorMachine` asks a floor header to do, in order.
public enum SecondFloorAction: Equatable, Sendable {
    /// Carry out an action of the header's own `RefreshMachine`.
    case refresh(RefreshAction)
    /// The floor's state changed: its hooks run, and the list stops or starts scrolling.
    case changed(from: SecondFloorState, to: SecondFloorState)
    /// Slide the content down until its top reaches the view's bottom; report `opened` when it
    /// is there.
    case slideOpen
    /// Slide the content back to rest at the top, giving back the insets from before the floor
    /// opened; report `closed` when it is there.
    case slideClosed
    /// Give back the insets from before the floor opened and put the content at the top, at
    /// once.
    case restoreAtOnce
}
