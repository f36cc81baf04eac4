import FoundationEssentials
import RefreshSource

/// The entries behind a `--feed` list's rows: which entry each row shows (by row id) and which
/// row shows each entry (by entry id), so an entry already in the list is never added twice
/// and a newer version of it replaces its row in place. The feed's row drawing reads a row's
/// author, initial and body from here instead of the simulated feed's tables.
final class FeedRows {
    /// The gap rows between the entries (the contract's Gaps).
    let gaps = FeedGaps()
    /// The entries rows show, each at its slot: a table of 112-byte entries would move them
    /// all each time it grows (2-10 ms at a few thousand rows); a table of slots moves ints.
    private var entries: [FeedEntry] = []
    private var slotOfRow: [Int: Int] = [:]
    private var rowOfEntry: [String: Int] = [:]
    /// A big cached feed's rows, whose entries are read as they come near the view.
    var window: CachedRowWindow?
    /// Rows whose entries are in but whose heights are still estimates: a big landing's rows,
    /// measured as they come near the view as a big cache's rows are read.
    private var unmeasured = Set<Int>()

    /// A landing of more rows than this measures only the rows near the view in its frame and
    /// estimates the others until they come near it: a 1 000-entry page then costs its frame
    /// a view's text layouts, not a thousand (a page of a usual feed, 10 to 50 entries, is
    /// measured whole as it lands).
    static let measuredAtOnce = 100

    /// The entry row `rowID` shows, nil for none (or not read from the cache yet).
    func entry(ofRow rowID: Int) -> FeedEntry? {
        if let slot = slotOfRow[rowID] { return entries[slot] }
        return window?.entry(ofRow: rowID)
    }

    /// The entry row `rowID` shows, read from the cache first when it is a big cache's row
    /// not read yet or read and let go: for what acts on rows away from the view (a gap's
    /// fill, a refresh's newer versions), which `entry(ofRow:)` would find empty.
    func readEntry(ofRow rowID: Int) -> FeedEntry? {
        if isUnread(rowID) { window?.load([rowID]) }
        return entry(ofRow: rowID)
    }

    /// Whether row `rowID`'s entry is still in the cache only (its height is an estimate).
    func isUnread(_ rowID: Int) -> Bool {
        // Asked of the rows near the view every frame: keys only, no entry copied out.
        guard let window, window.contains(rowID) else { return false }
        return slotOfRow.index(forKey: rowID) == nil && !window.hasRead(rowID)
    }

    /// Whether row `rowID`'s height is an estimate: its entry is still in the cache only, or
    /// it came in a big landing and has not been near the view yet.
    func isEstimated(_ rowID: Int) -> Bool { unmeasured.contains(rowID) || isUnread(rowID) }

    /// Whether some rows' heights may be estimates.
    var hasEstimates: Bool { window != nil || !unmeasured.isEmpty }

    /// Row `rowID` came in a big landing: estimated until it comes near the view.
    func estimate(_ rowID: Int) { unmeasured.insert(rowID) }

    /// Rows `rowIDs` are about to be measured.
    func measured(_ rowIDs: [Int]) {
        guard !unmeasured.isEmpty else { return }
        for id in rowIDs { unmeasured.remove(id) }
    }

    /// The id of the row showing entry `id`, nil when it is not in the list.
    func row(ofEntry id: String) -> Int? { rowOfEntry[id] ?? window?.row(ofEntry: id) }

    /// Makes room for `count` more entries (and as many estimated rows) now, doubling, so a
    /// big landing's rows go in without growing the tables: a window's landing reserves in
    /// the frame its answer comes, and the frame that shows it only fills them.
    func reserve(_ count: Int) {
        func grow<T>(_ needed: Int, _ capacity: Int, _ reserve: (Int) -> T) {
            if needed > capacity { _ = reserve(max(needed, 2 * capacity)) }
        }
        grow(entries.count + count, entries.capacity) { entries.reserveCapacity($0) }
        grow(slotOfRow.count + count, slotOfRow.capacity) { slotOfRow.reserveCapacity($0) }
        grow(rowOfEntry.count + count, rowOfEntry.capacity) { rowOfEntry.reserveCapacity($0) }
        guard count > Self.measuredAtOnce else { return }
        grow(unmeasured.count + count, unmeasured.capacity) { unmeasured.reserveCapacity($0) }
    }

    /// Row `rowID` shows `entry` (a new row, or one whose entry came again, newer).
    func show(_ entry: FeedEntry, inRow rowID: Int) {
        if let slot = slotOfRow[rowID] {
            entries[slot] = entry
        } else {
            slotOfRow[rowID] = entries.count
            entries.append(entry)
        }
        rowOfEntry[entry.id] = rowID
    }

    /// The name line: the entry's author, else the feed's title (the parser fills in the
    /// feed's title), else the feed's host so the line is never blank.
    static func author(of entry: FeedEntry, feed: URL?) -> String {
        if !entry.author.isEmpty { return entry.author }
        return feed?.host ?? "?"
    }

    /// The badge's letter: the name's first letter or digit, upper-cased ("?" for none).
    static func initial(of name: String) -> String {
        guard let first = name.first(where: { $0.isLetter || $0.isNumber }) else { return "?" }
        return String(first).uppercased()
    }

    /// A page's entries the list does not hold, and those it holds in an older version (with
    /// their rows' indices).
    func sort(
        _ entries: [FeedEntry], against listRows: [DemoRow]
    ) -> (fresh: [FeedEntry], newer: [(index: Int, entry: FeedEntry)]) {
        var fresh: [FeedEntry] = []
        var newer: [(index: Int, entry: FeedEntry)] = []
        // The rows' places, made at the first entry the list holds (a page of new entries
        // makes no table of every row).
        var indexOfRow: [Int: Int]?
        for entry in entries {
            guard let rowID = row(ofEntry: entry.id) else {
                fresh.append(entry)
                continue
            }
            let places =
                indexOfRow
                ?? Dictionary(
                    listRows.enumerated().map { ($0.element.id, $0.offset) },
                    uniquingKeysWith: { a, _ in a })
            indexOfRow = places
            guard let index = places[rowID] else {
                fresh.append(entry)
                continue
            }
            // A big cache's row away from the view is read for its date first.
            if let date = entry.date, let old = readEntry(ofRow: rowID)?.date, date > old {
                newer.append((index, entry))
            }
        }
        return (fresh, newer)
    }
}
