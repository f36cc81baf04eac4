import RefreshSource

/// The rows of a big cached feed whose entries stay in the cache until they come near the
/// view: row `firstRowID + i` shows the cache's entry `i + shift` (`shift` counts the entries
/// put above them in the cache since). Entries are read a window at a time and forgotten
/// again once far more than a window is held, so the feed is never all in memory.
final class CachedRowWindow {
    /// The most entries held before those outside the latest window are forgotten.
    static let held = 2000

    /// The first restored row's id, and how many rows were restored.
    let firstRowID: Int
    let count: Int
    /// Entries put above the restored ones in the cache since they were restored.
    var shift = 0
    private let read: (Range<Int>) -> [FeedEntry]
    private let index: (String) -> Int?
    private var loaded: [Int: FeedEntry] = [:]

    /// Rows `firstRowID..<firstRowID + count` showing entries read by `read` (a range of the
    /// cache's order) and found by `index` (an entry id's place in it).
    init(
        firstRowID: Int, count: Int, read: @escaping (Range<Int>) -> [FeedEntry],
        index: @escaping (String) -> Int?
    ) {
        self.firstRowID = firstRowID
        self.count = count
        self.read = read
        self.index = index
    }

    /// Whether row `rowID` is one of the window's.
    func contains(_ rowID: Int) -> Bool { rowID >= firstRowID && rowID < firstRowID + count }

    /// The entry of row `rowID` when it has been read, nil otherwise (never reads).
    func entry(ofRow rowID: Int) -> FeedEntry? { loaded[rowID] }

    /// Whether row `rowID`'s entry has been read (and not let go since).
    func hasRead(_ rowID: Int) -> Bool { loaded.index(forKey: rowID) != nil }

    /// The row showing entry `id`, nil when the cache has it in none of the window's rows.
    func row(ofEntry id: String) -> Int? {
        guard let found = index(id) else { return nil }
        let offset = found - shift
        return offset >= 0 && offset < count ? firstRowID + offset : nil
    }

    /// Reads the entries of rows `rowIDs` (ids of the window's, in order) not read yet: one
    /// read for the span between the first and the last missing one.
    func load(_ rowIDs: [Int]) {
        let missing = rowIDs.filter { contains($0) && loaded[$0] == nil }
        guard let first = missing.first, let last = missing.last else { return }
        if loaded.count + missing.count > Self.held { loaded.removeAll(keepingCapacity: true) }
        let start = first - firstRowID
        let entries = read(start + shift..<last - firstRowID + 1 + shift)
        for (offset, entry) in entries.enumerated() { loaded[first + offset] = entry }
    }
}
