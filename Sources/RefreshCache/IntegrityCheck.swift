import Dispatch
import Synchronization

/// SQLite's `quick_check` of a cache file, run on a connection and a thread of its own so that
/// a big cache's first frame need not wait for it: the contract lets the check finish after the
/// first frame is drawn, as long as it is before anything is written (`FeedCache` waits for it
/// before its first write). A 100 000-entry cache is some 35 MB that the check reads whole.
final class IntegrityCheck: Sendable {
    /// The damage found (nil for none) once the check is done; nil until then.
    private let result = Mutex<String??>(nil)
    private let done = DispatchSemaphore(value: 0)

    /// Starts checking the file at `path`.
    init(path: String) {
        DispatchQueue.global().async { [self] in
            let damage = Self.check(path)
            result.withLock { $0 = .some(damage) }
            done.signal()
        }
    }

    /// What `quick_check` finds wrong with the file at `path`, nil when nothing: its first two
    /// lines, or the corruption SQLite reports instead. A file the check cannot open is left to
    /// the reads and writes to find damaged.
    private static func check(_ path: String) -> String? {
        do {
            let database = try SQLiteDatabase(path: path)
            // It reads every page once, in order: a page cache of its own as large as the
            // reader's (2 MiB) would only add to the peak memory of a big cache's first frames.
            try database.execute("PRAGMA cache_size = -128")
            let lines = try database.texts("PRAGMA quick_check")
            return lines == ["ok"] ? nil : lines.prefix(2).joined(separator: "; ")
        } catch {
            return error.isCorruption ? error.message : nil
        }
    }

    /// Waits for the check; the damage it found, nil for a sound file.
    func damage() -> String? {
        done.wait()
        done.signal()
        return result.withLock { $0 } ?? nil
    }
}
