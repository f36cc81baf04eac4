/// One row of the demo's list. Its identity is unique for the whole run, so a row that is
/// duplicated or lost can be told apart from a new one.
public struct DemoRow: Equatable, Sendable {
    /// Unique, increasing in list order.
    public var id: Int
    /// The first line, in English (what tests and the soak read; the scene shows `rowTitle`).
    public var title: String
    /// The second line, in English: when and how the row was loaded.
    public var subtitle: String
    /// How a plain or section row was loaded (nil for the feed's and the chat's rows).
    public var note: RowNote?
    /// The time of day it was loaded, as the second line shows it.
    public var time = ""
    /// When it was posted, seconds on the scene's clock (the feed's relative time).
    public var posted = 0.0

    /// A row of a list.
    public init(
        id: Int, title: String, subtitle: String, note: RowNote? = nil, time: String = "",
        posted: Double = 0
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.note = note
        self.time = time
        self.posted = posted
    }
}
