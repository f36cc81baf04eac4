/// The pointer's shape a scene asks for: the arrow, or the hand over something a click acts on.
/// The platform shows it with its own system cursors.
public enum PointerCursor: Sendable, Equatable {
    /// The default arrow.
    case arrow
    /// A hand: a click here acts.
    case hand
}
