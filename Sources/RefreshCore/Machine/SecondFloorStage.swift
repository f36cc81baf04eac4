/// How far a header's second floor has got once it has left the pull: the payload of
/// `RefreshPhase.floor`.
public enum SecondFloorStage: Equatable, Sendable {
    /// The content slides down to the view's bottom.
    case opening
    /// The page fills the view; the content waits below it.
    case open
    /// The content slides back to rest at the top.
    case closing

    /// The state the trace reports for this stage.
    public var state: SecondFloorState {
        switch self {
        case .opening: return .opening
        case .open: return .open
        case .closing: return .closing
        }
    }
}
