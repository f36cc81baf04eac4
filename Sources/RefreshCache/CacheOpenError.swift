/// Why a cache file could not be used as it is (what `FeedCache.open` says about it).
enum CacheOpenError: Error {
    /// Its folder could not be made or the file could not be opened or created.
    case uncreatable(String)
    /// Its `user_version` is newer than this code knows.
    case newer(Int)
    /// It is not an SQLite database, or `quick_check` found damage.
    case corrupt(String)
    /// Any other SQLite failure.
    case sqlite(SQLiteError)
}
