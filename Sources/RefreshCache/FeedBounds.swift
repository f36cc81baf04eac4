/// A feed's positions in the cache: the first and how many, which with contiguous positions
/// (`CacheSchema`, version 3) say where every entry is without counting rows. Each bound is
/// one query of its own, so SQLite answers it from the order's index in a few steps.
struct FeedBounds {
    /// The position of the feed's first entry (the top of the list).
    let first: Int64
    /// How many entries the feed has.
    let count: Int64

    /// The bounds of the feed with row id `id`, nil when it has no entry.
    static func of(_ id: Int64, _ database: SQLiteDatabase) throws(SQLiteError) -> FeedBounds? {
        let statement = try database.prepare(
            "SELECT (SELECT min(position) FROM entries WHERE feed = ?1), "
                + "(SELECT max(position) FROM entries WHERE feed = ?1)")
        try statement.bind([.integer(id)])
        guard try statement.step(), statement.real(0) != nil else { return nil }
        let first = statement.integer(0)
        return FeedBounds(first: first, count: statement.integer(1) - first + 1)
    }
}
