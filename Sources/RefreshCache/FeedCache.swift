import FoundationEssentials
import RefreshSource

#if canImport(Glibc)
    import Glibc
#endif

/// Feeds kept across runs in one SQLite database: each feed's entries in the list's order,
/// its validators, its last successful refresh and the reader's position. The database is in
/// WAL mode with a busy timeout, so several processes may use one file at once; every landing
/// is one transaction, so a process killed at any moment leaves what it had written whole.
///
/// Opening never fails the caller: a damaged file is set aside as `PATH.corrupt` and a fresh
/// one made; a file from a newer version is left alone, and one that cannot be created keeps
/// nothing (`open` then gives no cache) — each said in the opening's `messages`.
public final class FeedCache {
    /// The most entries a feed keeps (the contract's limit): past it the last ones in the
    /// feed's order, the oldest, go.
    public static let defaultEntryLimit = 100_000
    /// How long a write waits for another process's transaction before giving up.
    static let busyMilliseconds: Int32 = 5000

    /// The database file's path.
    public let path: String
    /// The most entries each feed keeps.
    public let entryLimit: Int
    var database: SQLiteDatabase?
    /// The entries the last landing's pruning removed (the oldest, past `entryLimit`).
    public internal(set) var lastPruned = 0
    /// Each feed's row id, by URL, once looked up.
    var feedIDs: [String: Int64] = [:]
    private var messages: [String] = []
    /// The opening's `quick_check` while it still runs beside the first reads (`checkLater`).
    private var pendingCheck: IntegrityCheck?
    /// Checkpoints off the writer's thread (the connection's own are turned off).
    let checkpointer: Checkpointer

    private init(
        path: String, entryLimit: Int, database: SQLiteDatabase, check: IntegrityCheck? = nil
    ) {
        self.path = path
        self.entryLimit = entryLimit
        self.database = database
        pendingCheck = check
        checkpointer = Checkpointer(path: path)
    }

    /// The cache at `path` (its folder made when missing), or nil and why; every message is
    /// one line a program shows its user (a warning on standard error). With `checkLater`, a
    /// file of the current version is checked (`quick_check`) on a thread of its own while it is
    /// read, and the first write waits for the check: damage found then is handled as damage
    /// found by a read (set aside, a fresh cache, a message in `takeMessages()`).
    public static func open(
        path: String, entryLimit: Int = defaultEntryLimit, checkLater: Bool = false
    ) -> CacheOpening {
        do {
            let (database, check) = try connect(path, checkLater: checkLater)
            return CacheOpening(
                cache: FeedCache(
                    path: path, entryLimit: entryLimit, database: database, check: check),
                messages: [])
        } catch {
            return opening(after: error, path: path, entryLimit: entryLimit)
        }
    }

    /// What `open` gives when the file could not be used as it was.
    private static func opening(after error: CacheOpenError, path: String, entryLimit: Int)
        -> CacheOpening
    {
        switch error {
        case .corrupt(let reason):
            let message = setAside(path, reason: reason)
            guard let (database, _) = try? connect(path) else {
                return CacheOpening(cache: nil, messages: [message + "; nothing is kept"])
            }
            return CacheOpening(
                cache: FeedCache(path: path, entryLimit: entryLimit, database: database),
                messages: [message + "; a fresh cache is made"])
        case .newer(let version):
            return CacheOpening(
                cache: nil,
                messages: [
                    "cache \(path): its schema version \(version) is newer than this program's "
                        + "(\(CacheSchema.current)); the file is left as it is and nothing is kept"
                ])
        case .uncreatable(let reason):
            return CacheOpening(
                cache: nil,
                messages: ["cache \(path) cannot be created (\(reason)); nothing is kept"])
        case .sqlite(let error):
            return CacheOpening(
                cache: nil, messages: ["cache \(path) cannot be used (\(error)); nothing is kept"])
        }
    }

    /// Opens `path`, checks it and brings its tables to the current version. The version is
    /// read before anything is written (WAL mode changes the file's header), so a newer file
    /// stays as it was.
    private static func connect(_ path: String, checkLater: Bool = false)
        throws(CacheOpenError) -> (SQLiteDatabase, IntegrityCheck?)
    {
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            let folder = String(path[..<slash])
            do {
                try FileManager.default.createDirectory(
                    atPath: folder, withIntermediateDirectories: true, attributes: nil)
            } catch {
                throw .uncreatable("its folder \(folder) cannot be made")
            }
        }
        let database: SQLiteDatabase
        do { database = try SQLiteDatabase(path: path) } catch {
            throw .uncreatable(error.message)
        }
        database.setBusyTimeout(milliseconds: busyMilliseconds)
        var later: IntegrityCheck?
        do {
            let version = Int(try database.integer("PRAGMA user_version"))
            if version > CacheSchema.current { throw CacheOpenError.newer(version) }
            // A file to migrate is written at once: it is checked first.
            if checkLater, version == CacheSchema.current {
                later = IntegrityCheck(path: path)
            } else {
                let check = try database.texts("PRAGMA quick_check")
                guard check == ["ok"] else {
                    throw CacheOpenError.corrupt(check.prefix(2).joined(separator: "; "))
                }
            }
            // WAL with `synchronous = NORMAL`: a commit is durable against the process being
            // killed (only a power cut may lose the last ones), without an fsync per landing.
            try database.execute(
                "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; "
                    + "PRAGMA wal_autocheckpoint = 0")
        } catch let error as CacheOpenError {
            throw error
        } catch let error as SQLiteError {
            throw error.isCorruption ? .corrupt(error.message) : .sqlite(error)
        } catch {
            throw .sqlite(SQLiteError(code: -1, message: "\(error)"))
        }
        do { _ = try CacheSchema.migrate(database) } catch let error {
            if case .sqlite(let failure) = error, failure.isCorruption {
                throw .corrupt(failure.message)
            }
            throw error
        }
        return (database, later)
    }

    /// Moves a damaged `path` to `path.corrupt` (replacing an older one) and removes its
    /// write-ahead log and shared memory, which belong to it; the message saying so.
    private static func setAside(_ path: String, reason: String) -> String {
        let moved = rename(path, path + ".corrupt") == 0
        unlink(path + "-wal")
        unlink(path + "-shm")
        if !moved { unlink(path) }
        return "cache \(path) is damaged (\(reason)): "
            + (moved ? "moved to \(path).corrupt" : "removed")
    }

    /// The warnings gathered since the last call (a damaged file found while reading), each
    /// one line for the user; empty when there are none.
    public func takeMessages() -> [String] {
        defer { messages = [] }
        return messages
    }

    /// Runs `body` on the database; a failure gives nil. A file found damaged is set aside
    /// and a fresh one made (the feeds' rows are looked up again), as at opening.
    func use<T>(_ body: (SQLiteDatabase) throws(SQLiteError) -> T) -> T? {
        guard let database else { return nil }
        do {
            return try body(database)
        } catch {
            guard error.isCorruption else {
                messages.append("cache \(path): \(error)")
                return nil
            }
            replaceDamaged(reason: error.message)
            return nil
        }
    }

    /// Before a write: waits for the opening's check if it still runs; a damaged file is
    /// replaced then, so nothing is written to it.
    func checkBeforeWriting() {
        guard let check = pendingCheck else { return }
        pendingCheck = nil
        if let damage = check.damage() { replaceDamaged(reason: damage) }
    }

    /// Sets the damaged file aside and makes a fresh one (the feeds' rows looked up again).
    private func replaceDamaged(reason: String) {
        database = nil
        feedIDs = [:]
        let message = Self.setAside(path, reason: reason)
        database = (try? Self.connect(path))?.0
        messages.append(
            message + (database == nil ? "; nothing is kept" : "; a fresh cache is made"))
    }
}
