import FoundationEssentials
import RefreshSource

extension FeedCache {
    /// Writes `landing` to `feed` in one transaction: its entries at their place (an id
    /// already cached stays where it is), the newer versions in place, the feed's state, then
    /// the oldest entries past the limit pruned. False when it could not be written (the
    /// messages say why).
    @discardableResult
    public func land(_ landing: CacheLanding, in feed: URL) -> Bool {
        use { database throws(SQLiteError) -> Void in
            lastPruned = 0
            try database.transaction { () throws(SQLiteError) -> Void in
                let id = try feedID(feed, database)
                try write(landing.state, of: id, database)
                try insert(landing, into: id, database)
                try replace(landing.replacing, in: id, database)
                try prune(id, database)
            }
        } != nil
    }

    /// Saves where the reader is in `feed` (nil: nowhere kept). False when it could not be
    /// written.
    @discardableResult
    public func savePosition(_ position: ReadingPosition?, of feed: URL) -> Bool {
        use { database throws(SQLiteError) -> Void in
            try database.transaction { () throws(SQLiteError) -> Void in
                let id = try feedID(feed, database)
                try database.prepare("UPDATE feeds SET anchor_id = ?, anchor_y = ? WHERE id = ?")
                    .bind([
                        position.map { .text($0.entryID) }, position.map { .real($0.y) },
                        .integer(id),
                    ])
                    .run()
            }
        } != nil
    }

    /// `feed`'s row id, its row made when it has none.
    private func feedID(_ feed: URL, _ database: SQLiteDatabase) throws(SQLiteError) -> Int64 {
        let url = feed.absoluteString
        if let id = feedIDs[url] { return id }
        try database.prepare("INSERT OR IGNORE INTO feeds (url) VALUES (?)").bind([.text(url)])
            .run()
        let select = try database.prepare("SELECT id FROM feeds WHERE url = ?")
        try select.bind([.text(url)])
        guard try select.step() else {
            throw SQLiteError(code: -1, message: "the feed's row of \(url) went missing")
        }
        feedIDs[url] = select.integer(0)
        return select.integer(0)
    }

    private func write(_ state: FeedState, of id: Int64, _ database: SQLiteDatabase)
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

    /// The positions the new entries take: below the last, above the first, or after an
    /// entry (the entries above it move up to make room).
    private func firstPosition(
        for landing: CacheLanding, in id: Int64, _ database: SQLiteDatabase
    ) throws(SQLiteError) -> Int64 {
        let count = Int64(landing.entries.count)
        switch landing.place {
        case .top:
            return try bound("min", id, database).map { $0 - count } ?? 0
        case .bottom:
            return try bound("max", id, database).map { $0 + 1 } ?? 0
        case .after(let entryID):
            let statement = try database.prepare(
                "SELECT position FROM entries WHERE feed = ? AND entry_id = ?")
            try statement.bind([.integer(id), .text(entryID)])
            guard try statement.step() else {
                return try bound("max", id, database).map { $0 + 1 } ?? 0
            }
            let position = statement.integer(0)
            try database.prepare(
                "UPDATE entries SET position = position - ? WHERE feed = ? AND position <= ?"
            ).bind([.integer(count), .integer(id), .integer(position)]).run()
            return position - count + 1
        }
    }

    /// `min` or `max` of the feed's positions, nil with no entry.
    private func bound(_ function: String, _ id: Int64, _ database: SQLiteDatabase)
        throws(SQLiteError) -> Int64?
    {
        let statement = try database.prepare(
            "SELECT \(function)(position), count(*) FROM entries WHERE feed = ?")
        try statement.bind([.integer(id)])
        guard try statement.step(), statement.integer(1) > 0 else { return nil }
        return statement.integer(0)
    }

    private func insert(_ landing: CacheLanding, into id: Int64, _ database: SQLiteDatabase)
        throws(SQLiteError)
    {
        guard !landing.entries.isEmpty else { return }
        var position = try firstPosition(for: landing, in: id, database)
        let statement = try database.prepare(
            "INSERT OR IGNORE INTO entries (feed, entry_id, position, author, title, summary, "
                + "body, date, link, page_next) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        let pageNext: SQLiteValue? = landing.pageNext.map { .text($0.absoluteString) }
        for entry in landing.entries {
            try statement.bind(
                [.integer(id), .text(entry.id), .integer(position)] + Self.columns(entry)
                    + [pageNext]
            ).run()
            position += 1
        }
    }

    private func replace(_ entries: [FeedEntry], in id: Int64, _ database: SQLiteDatabase)
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
    private static func columns(_ entry: FeedEntry) -> [SQLiteValue?] {
        [
            .text(entry.author), entry.title.map { .text($0) }, entry.summary.map { .text($0) },
            .text(entry.bodyText), entry.date.map { .real($0.timeIntervalSince1970) },
            entry.link.map { .text($0.absoluteString) },
        ]
    }

    /// Removes the feed's entries past `entryLimit` in its order (the oldest).
    private func prune(_ id: Int64, _ database: SQLiteDatabase) throws(SQLiteError) {
        let cut = try database.prepare(
            "SELECT position FROM entries WHERE feed = ? ORDER BY position LIMIT 1 OFFSET ?")
        try cut.bind([.integer(id), .integer(Int64(entryLimit))])
        guard try cut.step() else { return }
        try database.prepare("DELETE FROM entries WHERE feed = ? AND position >= ?")
            .bind([.integer(id), .integer(cut.integer(0))]).run()
        lastPruned = database.changes
    }
}
