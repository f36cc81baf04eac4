import FoundationEssentials
import RefreshSource

extension FeedCache {
    /// Writes `landing` to `feed` in one transaction: its entries at their place (an id
    /// already cached stays where it is), the newer versions in place, the feed's state, then
    /// the oldest entries past the limit pruned. False when it could not be written (the
    /// messages say why).
    @discardableResult
    public func land(_ landing: CacheLanding, in feed: URL) -> Bool {
        checkBeforeWriting()
        return use { database throws(SQLiteError) -> Void in
            lastPruned = 0
            try database.transaction { () throws(SQLiteError) -> Void in
                let id = try feedID(feed, database)
                lastPruned = try LandingWriter.run(landing, into: id, limit: entryLimit, database)
            }
            checkpointer.afterWrite()
        } != nil
    }

    /// Saves where the reader is in `feed` (nil: nowhere kept). False when it could not be
    /// written.
    @discardableResult
    public func savePosition(_ position: ReadingPosition?, of feed: URL) -> Bool {
        checkBeforeWriting()
        return use { database throws(SQLiteError) -> Void in
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
}
