/// The cache's tables, version by version. `PRAGMA user_version` says which version a file
/// holds; opening one older than `current` runs each later step in order, in one transaction.
/// A step is never changed once released: a new version is a new step.
enum CacheSchema {
    /// Version 1: feeds (validators, last success, reading position) and their entries in
    /// order. Version 2: each feed's permanent redirect and chain of older pages, and each
    /// entry's page's next link.
    static let steps: [String] = [
        """
        CREATE TABLE feeds (
            id INTEGER PRIMARY KEY,
            url TEXT NOT NULL UNIQUE,
            etag TEXT,
            last_modified TEXT,
            last_success REAL,
            anchor_id TEXT,
            anchor_y REAL
        );
        CREATE TABLE entries (
            feed INTEGER NOT NULL REFERENCES feeds(id) ON DELETE CASCADE,
            entry_id TEXT NOT NULL,
            position INTEGER NOT NULL,
            author TEXT NOT NULL,
            title TEXT,
            summary TEXT,
            body TEXT NOT NULL,
            date REAL,
            link TEXT,
            PRIMARY KEY (feed, entry_id)
        ) WITHOUT ROWID;
        CREATE INDEX entries_order ON entries (feed, position);
        """,
        """
        ALTER TABLE feeds ADD COLUMN moved_to TEXT;
        ALTER TABLE feeds ADD COLUMN next_page TEXT;
        ALTER TABLE feeds ADD COLUMN older_pages INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE entries ADD COLUMN page_next TEXT;
        """,
    ]

    /// The version this code writes (and the newest it can read).
    static var current: Int { steps.count }

    /// Brings `database` from its version to `current`; the version it found (a file from a
    /// later version is left as it is, its version returned).
    static func migrate(_ database: SQLiteDatabase) throws(CacheOpenError) -> Int {
        do {
            return try database.transaction { () throws(SQLiteError) -> Int in
                let found = Int(try database.integer("PRAGMA user_version"))
                guard found <= current else { return found }
                for step in steps[found...] { try database.execute(step) }
                if found < current { try database.execute("PRAGMA user_version = \(current)") }
                return found
            }
        } catch {
            throw .sqlite(error)
        }
    }
}
