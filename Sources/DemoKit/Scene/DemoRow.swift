/// One row of the demo's list. Its identity is unique for the whole run, so a row that is
/// duplicated or lost can be told apart from a new one.
public struct DemoRow: Equatable, Sendable {
    /// Unique, increasing in list order.
    public var id: Int
    /// The first line.
    public var title: String
    /// The second line: when and how the row was loaded.
    public var subtitle: String
    /// When it was posted, seconds on the scene's clock (the feed's relative time).
    public var posted = 0.0
}
