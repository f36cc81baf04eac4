internal import CSQLite

/// An SQLite call that did not succeed: its result code and SQLite's message.
struct SQLiteError: Error, CustomStringConvertible {
    /// SQLite's extended result code.
    let code: Int32
    /// SQLite's message for it (or what the caller was doing).
    let message: String

    /// Whether the file is not a database or is damaged: the cache is then set aside.
    var isCorruption: Bool {
        let primary = code & 0xFF
        return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB
    }

    /// Whether another connection held the lock for longer than the busy timeout.
    var isBusy: Bool { code & 0xFF == SQLITE_BUSY || code & 0xFF == SQLITE_LOCKED }

    var description: String { "\(message) (SQLite code \(code))" }
}
