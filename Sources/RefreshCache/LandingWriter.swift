import FoundationEssentials
import RefreshSource

/// The writes of one landing inside its transaction, for the feed with row id `id`: the feed's
/// state, the entries at their place with the positions kept contiguous, the newer versions,
/// what it does to a gap, and the pruning past the limit. `FeedCache.land` runs them in order.
enum LandingWriter {
    /// Writes all of `landing`; the number of entries the pruning past `limit` removed.
    static func run(_ landing: CacheLanding, into id: Int64, limit: Int, _ database: SQLiteDatabase)
        throws(SQLiteError) -> Int
    {
        try write(landing.state, of: id, database)
        // The entry a gap opened by this landing sits above: the first before it.
        let first = landing.gap == nil ? nil : try firstEntry(of: id, database)
        try insert(landing, into: id, database)
        try change(landing.gap, of: id, firstBefore: first, database)
        try replace(landing.replacing, in: id, database)
        return try prune(id, limit: limit, database)
    }

    static func write(_ state: FeedState, of id: Int64, _ database: SQLiteDatabase)
        throws(SQLiteError)
    {
        try database.prepare(
            "UPDATE feeds SET etag = ?, last_modified = ?, last_success = ?, moved_to = ?, "
                + "next_page = ?, older_pages = ? WHERE id = ?"
        ).bind([
            state.validators.etag.map { .text($0) },
            state.validators.lastModified.map { .text($0) },
            state.lastSuccess.map { .real($0.timeIntervalSince1970) },
            state.movedTo.map { .text($0.absoluteString) },
            state.nextPage.map { .text($0.absoluteString) }, .integer(Int64(state.olderPages)),
            .integer(id),
        ]).run()
    }

    /// Puts the landing's entries at their place, keeping the feed's positions contiguous
    /// (`CacheSchema`, version 3): an id already cached is skipped without leaving a hole.
    static func insert(_ landing: CacheLanding, into id: Int64, _ database: SQLiteDatabase)
        throws(SQLiteError)
    {
        guard !landing.entries.isEmpty else { return }
        let statement = try database.prepare(
            "INSERT OR IGNORE INTO entries (feed, entry_id, position, author, title, summary, "
                + "body, date, link, page_next) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        let pageNext: SQLiteValue? = landing.pageNext.map { .text($0.absoluteString) }
        /// Inserts `entry` at `position`; whether it was new.
        func put(_ entry: FeedEntry, at position: Int64) throws(SQLiteError) -> Bool {
            try statement.bind(
                [.integer(id), .text(entry.id), .integer(position)] + Self.columns(entry)
                    + [pageNext]
            ).run()
            return database.changes > 0
        }
        let bounds = try FeedBounds.of(id, database)
        var after: Int64?
        if case .after(let entryID) = landing.place {
            let found = try database.prepare(
                "SELECT position FROM entries WHERE feed = ? AND entry_id = ?")
            try found.bind([.integer(id), .text(entryID)])
            // An entry no longer cached: the landing goes below the last.
            if try found.step() { after = found.integer(0) }
        }
        if let after {
            // The entries down to the one the landing follows move up by the landing's size to
            // make room below it; what the landing had already moves them back, closing the
            // hole.
            let count = Int64(landing.entries.count)
            try shift(id, upTo: after, by: -count, database)
            var position = after - count + 1
            for entry in landing.entries where try put(entry, at: position) { position += 1 }
            let unused = after + 1 - position
            if unused > 0 { try shift(id, upTo: position - 1, by: unused, database) }
        } else if case .top = landing.place {
            // Upwards from above the first, the last entry first.
            var position = (bounds?.first ?? 0) - 1
            for entry in landing.entries.reversed() where try put(entry, at: position) {
                position -= 1
            }
        } else {
            var position = bounds.map { $0.first + $0.count } ?? 0
            for entry in landing.entries where try put(entry, at: position) { position += 1 }
        }
    }

    /// The id of the feed's first entry, nil with none.
    static func firstEntry(of id: Int64, _ database: SQLiteDatabase) throws(SQLiteError)
        -> String?
    {
        let statement = try database.prepare(
            "SELECT entry_id FROM entries WHERE feed = ? ORDER BY position LIMIT 1")
        try statement.bind([.integer(id)])
        return try statement.step() ? statement.text(0) : nil
    }

    /// Opens, moves on or closes a gap as the landing says.
    static func change(
        _ gap: CacheGapChange?, of id: Int64, firstBefore: String?, _ database: SQLiteDatabase
    ) throws(SQLiteError) {
        let upsert =
            "INSERT INTO gaps (feed, below_entry, next_page) VALUES (?, ?, ?) "
            + "ON CONFLICT (feed, below_entry) DO UPDATE SET next_page = excluded.next_page"
        switch gap {
        case nil:
            return
        case .openAboveFirst(let next):
            guard let firstBefore else { return }
            try database.prepare(upsert).bind([
                .integer(id), .text(firstBefore), next.map { .text($0.absoluteString) },
            ]).run()
        case .advance(let below, let next):
            try database.prepare(upsert).bind([
                .integer(id), .text(below), next.map { .text($0.absoluteString) },
            ]).run()
        case .close(let below):
            try database.prepare("DELETE FROM gaps WHERE feed = ? AND below_entry = ?")
                .bind([.integer(id), .text(below)]).run()
        }
    }

    /// Moves the feed's entries at positions up to `last` by `offset`.
    static func shift(_ id: Int64, upTo last: Int64, by offset: Int64, _ database: SQLiteDatabase)
        throws(SQLiteError)
    {
        try database.prepare(
            "UPDATE entries SET position = position + ? WHERE feed = ? AND position <= ?"
        ).bind([.integer(offset), .integer(id), .integer(last)]).run()
    }

    static func replace(_ entries: [FeedEntry], in id: Int64, _ database: SQLiteDatabase)
        throws(SQLiteError)
    {
        guard !entries.isEmpty else { return }
        let statement = try database.prepare(
            "UPDATE entries SET author = ?, title = ?, summary = ?, body = ?, date = ?, link = ? "
                + "WHERE feed = ? AND entry_id = ?")
        for entry in entries {
            try statement.bind(Self.columns(entry) + [.integer(id), .text(entry.id)]).run()
        }
    }

    /// The entry's author, title, summary, body, date and link as bound values.
    static func columns(_ entry: FeedEntry) -> [SQLiteValue?] {
        [
            .text(entry.author), entry.title.map { .text($0) }, entry.summary.map { .text($0) },
            .text(entry.bodyText), entry.date.map { .real($0.timeIntervalSince1970) },
            entry.link.map { .text($0.absoluteString) },
        ]
    }

    /// Removes the feed's entries past `entryLimit` in its order (the oldest): with contiguous
    /// positions, those from `first + entryLimit` on. How many it removed.
    static func prune(_ id: Int64, limit entryLimit: Int, _ database: SQLiteDatabase)
        throws(SQLiteError) -> Int
    {
        guard let bounds = try FeedBounds.of(id, database), bounds.count > entryLimit else {
            return 0
        }
        try database.prepare("DELETE FROM entries WHERE feed = ? AND position >= ?")
            .bind([.integer(id), .integer(bounds.first + Int64(entryLimit))]).run()
        let pruned = database.changes
        // A gap above an entry pruned goes with it.
        try database.prepare(
            "DELETE FROM gaps WHERE feed = ?1 AND below_entry NOT IN "
                + "(SELECT entry_id FROM entries WHERE feed = ?1 AND entry_id = below_entry)"
        ).bind([.integer(id)]).run()
        return pruned
    }
}
