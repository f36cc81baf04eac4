/// How and when the rows of one load came: shared by them, so a row holds a reference rather
/// than its own copy.
public final class RowOrigin: Equatable, Sendable {
    /// How they were loaded.
    public let note: RowNote
    /// The time of day they were, as their second line shows it.
    public let time: String

    /// Rows loaded as `note` says at `time`.
    public init(note: RowNote, time: String) {
        self.note = note
        self.time = time
    }

    /// The same note and time.
    public static func == (a: RowOrigin, b: RowOrigin) -> Bool {
        a.note == b.note && a.time == b.time
    }
}
