import FoundationEssentials
import RefreshSource

extension FeedCache {
    /// What the cache knows of `feed` beside its entries, nil when it has never landed.
    public func state(of feed: URL) -> FeedState? {
        use { database throws(SQLiteError) -> FeedState? in
            let statement = try database.prepare(
                "SELECT etag, last_modified, last_success, moved_to, next_page, older_pages "
                    + "FROM feeds WHERE url = ?")
            try statement.bind([.text(feed.absoluteString)])
            guard try statement.step() else { return nil }
            return FeedState(
                validators: Validators(etag: statement.text(0), lastModified: statement.text(1)),
                lastSuccess: statement.real(2).map { Date(timeIntervalSince1970: $0) },
                movedTo: statement.text(3).flatMap(URL.init(string:)),
                nextPage: statement.text(4).flatMap(URL.init(string:)),
                olderPages: Int(statement.integer(5)))
        } ?? nil
    }

    /// Where the reader left `feed` (saved by `savePosition`), nil when never saved.
    public func position(of feed: URL) -> ReadingPosition? {
        use { database throws(SQLiteError) -> ReadingPosition? in
            let statement = try database.prepare(
                "SELECT anchor_id, anchor_y FROM feeds WHERE url = ? AND anchor_id IS NOT NULL")
            try statement.bind([.text(feed.absoluteString)])
            guard try statement.step(), let id = statement.text(0) else { return nil }
            return ReadingPosition(entryID: id, y: statement.real(1) ?? 0)
        } ?? nil
    }

    /// The number of `feed`'s cached entries (0 for a feed never cached).
    public func count(of feed: URL) -> Int {
        use { database throws(SQLiteError) -> Int in
            guard let id = try feedRowID(feed, database) else { return 0 }
            return Int(try FeedBounds.of(id, database)?.count ?? 0)
        } ?? 0
    }

    /// `feed`'s row id, nil for a feed never cached.
    private func feedRowID(_ feed: URL, _ database: SQLiteDatabase) throws(SQLiteError) -> Int64? {
        let statement = try database.prepare("SELECT id FROM feeds WHERE url = ?")
        try statement.bind([.text(feed.absoluteString)])
        return try statement.step() ? statement.integer(0) : nil
    }

    /// `feed`'s entries at indices `range` of its order (from 0, the top), fewer past the end:
    /// a window of rows, read without the rest of the feed.
    public func entries(of feed: URL, in range: Range<Int>) -> [FeedEntry] {
        guard !range.isEmpty, range.lowerBound >= 0 else { return [] }
        return use { database throws(SQLiteError) -> [FeedEntry] in
            guard let id = try feedRowID(feed, database),
                let bounds = try FeedBounds.of(id, database)
            else { return [] }
            // Positions are contiguous: the range's rows are found by position in the index.
            let statement = try database.prepare(
                "SELECT entry_id, author, title, summary, body, date, link FROM entries "
                    + "WHERE feed = ? AND position >= ? AND position < ? ORDER BY position")
            try statement.bind([
                .integer(id), .integer(bounds.first + Int64(range.lowerBound)),
                .integer(bounds.first + Int64(range.upperBound)),
            ])
            var entries: [FeedEntry] = []
            while try statement.step() {
                entries.append(
                    FeedEntry(
                        id: statement.text(0) ?? "", author: statement.text(1) ?? "",
                        title: statement.text(2), summary: statement.text(3),
                        date: statement.real(5).map { Date(timeIntervalSince1970: $0) },
                        link: statement.text(6).flatMap(URL.init(string:)),
                        bodyText: statement.text(4) ?? ""))
            }
            return entries
        } ?? []
    }

    /// The index in `feed`'s order of the entry `id`, nil when it is not cached.
    public func index(ofEntry id: String, in feed: URL) -> Int? {
        use { database throws(SQLiteError) -> Int? in
            let found = try database.prepare(
                "SELECT feed, position FROM entries "
                    + "WHERE feed = (SELECT id FROM feeds WHERE url = ?) AND entry_id = ?")
            try found.bind([.text(feed.absoluteString), .text(id)])
            guard try found.step(), let bounds = try FeedBounds.of(found.integer(0), database)
            else { return nil }
            return Int(found.integer(1) - bounds.first)
        } ?? nil
    }

    /// `feed`'s gaps, top to bottom.
    public func gaps(of feed: URL) -> [CachedGap] {
        use { database throws(SQLiteError) -> [CachedGap] in
            // Driven from the few gaps, each entry's position looked up by its key: a join
            // ordered by position would walk the order's index through every entry.
            let statement = try database.prepare(
                "SELECT below_entry, next_page, (SELECT position FROM entries "
                    + "WHERE entries.feed = gaps.feed AND entry_id = below_entry) AS place "
                    + "FROM gaps WHERE feed = (SELECT id FROM feeds WHERE url = ?) "
                    + "AND place IS NOT NULL ORDER BY place")
            try statement.bind([.text(feed.absoluteString)])
            var gaps: [CachedGap] = []
            while try statement.step() {
                gaps.append(
                    CachedGap(
                        belowEntryID: statement.text(0) ?? "",
                        next: statement.text(1).flatMap(URL.init(string:))))
            }
            return gaps
        } ?? []
    }

    /// The ids of every cached entry of `feed` (what a refresh is compared with to find new
    /// entries, and a gap's fill to know where it meets the cached ones).
    public func entryIDs(of feed: URL) -> Set<String> {
        use { database throws(SQLiteError) -> Set<String> in
            let statement = try database.prepare(
                "SELECT entry_id FROM entries WHERE feed = (SELECT id FROM feeds WHERE url = ?)")
            try statement.bind([.text(feed.absoluteString)])
            var ids: Set<String> = []
            while try statement.step() { ids.insert(statement.text(0) ?? "") }
            return ids
        } ?? []
    }
}
