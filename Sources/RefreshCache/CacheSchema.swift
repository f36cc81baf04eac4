/// The cache's tables, version by version. `PRAGMA user_version` says which version a file
/// holds; opening one older than `current` runs each later step in order, in one transaction.
/// A step is never changed once released: a new version is a new step.
enum CacheSchema {
    /// Version 1: feeds (validators, last success, reading position) and their entries in
    /// order. Version 2: each feed's permanent redirect and chain of older pages, and each
    /// entry's page's next link. Version 3: each feed's positions made contiguous (its entries
    /// at `min`, `min + 1`, … with no hole), which every write keeps from then on, so a count,
    /// an index, a window of rows and the pruning's cut are found through the order's index in
    /// a few steps instead of by counting the rows (a landing at 100 000 entries took a frame).
    /// Version 4: each feed's gaps (`CachedGap`), so a gap row outlives the run.
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
        """
        UPDATE entries SET position = numbered.number
        FROM (
            SELECT feed AS numbered_feed, entry_id AS numbered_entry,
                row_number() OVER (PARTITION BY feed ORDER BY position) - 1 AS number
            FROM entries
        ) AS numbered
        WHERE entries.feed = numbered.numbered_feed AND entries.entry_id = numbered.numbered_entry;
        """,
        """
        CREATE TABLE gaps (
            feed INTEGER NOT NULL REFERENCES feeds(id) ON DELETE CASCADE,
            below_entry TEXT NOT NULL,
            next_page TEXT,
            PRIMARY KEY (feed, below_entry)
        ) WITHOUT ROWID;
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
