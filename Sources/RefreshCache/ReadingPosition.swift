/// Where a reader left a feed: the entry at the anchor (the topmost row whose top is in view)
/// and that row's y in the view, in points.
public struct ReadingPosition: Sendable, Equatable {
    /// The anchor entry's id.
    public var entryID: String
    /// The anchor row's top edge, from the view's top (negative: above it).
    public var y: Double

    /// A position from its parts.
    public init(entryID: String, y: Double) {
        self.entryID = entryID
        self.y = y
    }
}
