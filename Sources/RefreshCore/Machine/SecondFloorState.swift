/// Where a header's second floor is, as the demo's trace field `floor` reports it.
public enum SecondFloorState: String, CaseIterable, Sendable {
    /// The list is in charge: no floor, or the pull has not reached it.
    case closed
    /// Dragged out past the floor's threshold: releasing now opens the floor (the header
    /// still reports `pulling`).
    case ready
    /// The content slides down to reveal the page.
    case opening
    /// The page fills the view.
    case open
    /// The content slides back to rest at the top.
    case closing

    /// Whether the floor holds the list: opening, open or closing. Meanwhile the header reports
    /// `idle`, the list does not scroll and footers do not load.
    public var holdsList: Bool { self == .opening || self == .open || self == .closing }
}
