internal import CSQLite

/// A prepared statement, finalized when it goes. Values bind from 1, columns read from 0.
final class SQLiteStatement {
    private let handle: OpaquePointer
    private let database: SQLiteDatabase

    init(_ sql: String, in database: SQLiteDatabase) throws(SQLiteError) {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(database.handle, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw database.error(code)
        }
        handle = statement
        self.database = database
    }

    deinit { sqlite3_finalize(handle) }

    /// Binds `values` to the parameters in order (a nil binds NULL).
    @discardableResult
    func bind(_ values: [SQLiteValue?]) throws(SQLiteError) -> SQLiteStatement {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case nil: code = sqlite3_bind_null(handle, index)
            case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
            case .real(let number): code = sqlite3_bind_double(handle, index, number)
            case .text(let text): code = csqlite_bind_text(handle, index, text, -1)
            }
            guard code == SQLITE_OK else { throw database.error(code) }
        }
        return self
    }

    /// Steps once: true while a row is there to read, false when done.
    func step() throws(SQLiteError) -> Bool {
        let code = sqlite3_step(handle)
        if code == SQLITE_ROW { return true }
        if code == SQLITE_DONE { return false }
        let error = database.error(code)
        sqlite3_reset(handle)
        throw error
    }

    /// Runs it to the end, reading nothing.
    func run() throws(SQLiteError) {
        while try step() {}
        sqlite3_reset(handle)
    }

    /// Column `index` of the current row as text, nil for NULL.
    func text(_ index: Int32) -> String? {
        guard let bytes = sqlite3_column_text(handle, index) else { return nil }
        return String(cString: bytes)
    }

    /// Column `index` as an integer (0 for NULL).
    func integer(_ index: Int32) -> Int64 { sqlite3_column_int64(handle, index) }

    /// Column `index` as a real number, nil for NULL.
    func real(_ index: Int32) -> Double? {
        sqlite3_column_type(handle, index) == SQLITE_NULL
            ? nil : sqlite3_column_double(handle, index)
    }
}

/// A value bound to a statement's parameter.
enum SQLiteValue {
    /// A 64-bit integer.
    case integer(Int64)
    /// A double.
    case real(Double)
    /// UTF-8 text.
    case text(String)
}
