/// One row of the demo's list. Its identity is unique for the whole run, so a row that is
/// duplicated or lost can be told apart from a new one.
///
/// 56 bytes: a cached feed of 100 000 entries holds a row for each, read or not, so what a row
/// keeps for plain and section rows only (how and when it was loaded) is one reference that
/// the rows of a load share.
public struct DemoRow: Equatable, Sendable {
    /// Unique, increasing in list order.
    public var id: Int
    /// The first line, in English (what tests and the soak read; the scene shows `rowTitle`).
    public var title: String
    /// The second line, in English: when and how the row was loaded.
    public var subtitle: String
    /// How and when a plain or section row was loaded, shared by the rows of one load (nil
    /// for the feed's and the chat's rows).
    public var origin: RowOrigin?
    /// When it was posted, seconds on the scene's clock (the feed's relative time).
    public var posted = 0.0

    /// How a plain or section row was loaded (nil for the feed's and the chat's rows).
    public var note: RowNote? { origin?.note }
    /// The time of day it was loaded, as the second line shows it ("" for none).
    public var time: String { origin?.time ?? "" }

    /// A row of a list.
    public init(
        id: Int, title: String, subtitle: String, origin: RowOrigin? = nil, posted: Double = 0
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.origin = origin
        self.posted = posted
    }
}
