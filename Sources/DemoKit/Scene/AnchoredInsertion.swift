/// What the last insertion above the rows did to the row the user was reading (the feed's
/// refresh away from the top): the soak checks that it stayed exactly where it was.
public struct AnchoredInsertion: Equatable, Sendable {
    /// Insertions so far, this one included.
    public var number: Int
    /// The anchor row's id.
    public var rowID: Int
    /// Its top edge's y in the view before the rows went in.
    public var yBefore: Double
    /// The same row's top edge's y right after.
    public var yAfter: Double
}
