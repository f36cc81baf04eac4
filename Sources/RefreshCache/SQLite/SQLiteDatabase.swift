internal import CSQLite

/// One connection to a database file, closed when it goes: statements, transactions and the
/// pragmas the cache sets.
final class SQLiteDatabase {
    let handle: OpaquePointer

    /// Opens (creating) the database at `path`; fails as SQLite does (a folder that does not
    /// exist, a file that cannot be opened).
    init(path: String) throws(SQLiteError) {
        var database: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &database, flags, nil)
        guard code == SQLITE_OK, let database else {
            let message = database.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(database)
            throw SQLiteError(code: code, message: message)
        }
        handle = database
        sqlite3_extended_result_codes(database, 1)
    }

    deinit { sqlite3_close_v2(handle) }

    /// The error for result `code`, with the connection's message.
    func error(_ code: Int32) -> SQLiteError {
        SQLiteError(code: code, message: String(cString: sqlite3_errmsg(handle)))
    }

    /// Runs `sql` (one or more statements, no parameters).
    func execute(_ sql: String) throws(SQLiteError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw error(code) }
    }

    /// A statement for `sql`.
    func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        try SQLiteStatement(sql, in: self)
    }

    /// The first column of the first row of `sql` as an integer (0 for none).
    func integer(_ sql: String) throws(SQLiteError) -> Int64 {
        let statement = try prepare(sql)
        return try statement.step() ? statement.integer(0) : 0
    }

    /// Each row's first column of `sql` as text.
    func texts(_ sql: String) throws(SQLiteError) -> [String] {
        let statement = try prepare(sql)
        var texts: [String] = []
        while try statement.step() { texts.append(statement.text(0) ?? "") }
        return texts
    }

    /// How long a statement waits for another connection's lock before failing as busy.
    func setBusyTimeout(milliseconds: Int32) { sqlite3_busy_timeout(handle, milliseconds) }

    /// Runs `body` in one write transaction: all of it is kept, or none of it. `BEGIN
    /// IMMEDIATE` takes the write lock first (waiting out another process's), so a transaction
    /// never fails half-way on a lock it could not upgrade.
    func transaction<T>(_ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Rows changed by the last statement.
    var changes: Int { Int(sqlite3_changes(handle)) }
}
