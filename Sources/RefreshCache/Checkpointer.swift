import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Copies a cache's write-ahead log into its database file on a thread and a connection of
/// its own, so that a checkpoint's writes and its `fsync` never fall inside a frame. The
/// frame's connection turns SQLite's automatic checkpoint off (which would run in the commit
/// that crosses 1 000 pages, a landing's frame: 40 to 120 ms with the disk's flush in a window
/// landing 1 000-entry pages) and asks for one after each write that leaves the log past
/// `threshold`. A passive checkpoint blocks no reader and no writer.
final class Checkpointer: Sendable {
    /// SQLite's own automatic threshold: 1 000 pages of 4 KiB.
    static let threshold = 1000 * 4096

    private let path: String
    /// Whether a checkpoint is running or asked for (one at a time is enough).
    private let running = Mutex(false)

    /// The checkpointer of the database at `path`.
    init(path: String) { self.path = path }

    /// Whether a checkpoint is running now.
    var isRunning: Bool { running.withLock { $0 } }

    /// After a write: starts a checkpoint if the log has grown past the threshold.
    func afterWrite() {
        var info = stat()
        guard stat(path + "-wal", &info) == 0, Int(info.st_size) > Self.threshold else { return }
        let start = running.withLock { running in
            defer { running = true }
            return !running
        }
        guard start else { return }
        DispatchQueue.global(qos: .utility).async { [self] in
            if let database = try? SQLiteDatabase(path: path) {
                database.setBusyTimeout(milliseconds: FeedCache.busyMilliseconds)
                try? database.execute("PRAGMA wal_checkpoint(PASSIVE)")
            }
            running.withLock { $0 = false }
        }
    }
}
