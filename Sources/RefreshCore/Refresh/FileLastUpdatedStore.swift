import Dispatch
import FoundationEssentials
import Glibc

/// A store kept in a small JSON file (`last-updated.json`, key → seconds since 1970).
///
/// Writes are atomic (a temporary file renamed over the old one). A missing file means no
/// record; an unreadable or corrupt one means no record plus one warning; a failed write is a
/// warning too. The demo never stops over this file.
///
/// A store made `inBackground` writes on a queue of its own, so a refresh's end (which records
/// its time) does no file I/O in the frame; each write holds the store until it is done,
/// `flush()` waits for them, and their warnings come from that queue.
public final class FileLastUpdatedStore: LastUpdatedStore {
    /// The JSON file.
    public let fileURL: URL
    private var times: [String: Double] = [:]
    private let warn: (String) -> Void
    private var warned = false
    /// Where the writes run: nil on the caller's thread.
    private let queue: DispatchQueue?

    /// A store in `directory` (created when first written). `warn` receives problems. With
    /// `inBackground`, the file is written on a queue of the store's own.
    public init(directory: URL, inBackground: Bool = false, warn: @escaping (String) -> Void) {
        fileURL = directory.appendingPathComponent("last-updated.json")
        self.warn = warn
        queue = inBackground ? DispatchQueue(label: "refresh.last-updated") : nil
        load()
    }

    /// Waits until every write asked for so far is done (at once for a store writing in place).
    public func flush() { queue?.sync {} }

    /// The folder the demo uses: `$XDG_STATE_HOME/refresh-demo`, by default
    /// `~/.local/state/refresh-demo`.
    public static func defaultDirectory(environment: [String: String]) -> URL {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appendingPathComponent("refresh-demo")
        }
        let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state/refresh-demo")
    }

    /// The saved time for `key`.
    public func lastUpdated(forKey key: String) -> Double? { times[key] }

    /// Saves `time` for `key` and writes the file.
    public func setLastUpdated(_ time: Double, forKey key: String) {
        times[key] = time
        guard let queue else { return save(times) }
        let write = BackgroundWrite(store: self, times: times)
        queue.async { write.run() }
    }

    private func load() {
        let path = fileURL.path
        guard FileManager.default.fileExists(atPath: path) else { return }
        guard let data = FileManager.default.contents(atPath: path) else {
            warnOnce("cannot read \(path); last-updated times start with no record")
            return
        }
        guard let entries = try? JSONDecoder().decode([String: Entry].self, from: data) else {
            warnOnce("\(path) is not valid JSON; last-updated times start with no record")
            return
        }
        for (key, entry) in entries {
            if let seconds = entry.seconds, seconds.isFinite { times[key] = seconds }
        }
    }

    fileprivate func save(_ times: [String: Double]) {
        let directory = fileURL.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".last-updated.json.\(getpid()).tmp")
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let data = try encoder.encode(times)
            try data.write(to: temporary)
            guard rename(temporary.path, fileURL.path) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            warnOnce(
                "cannot save last-updated times in \(directory.path): \(error)"
            )
        }
    }

    private func warnOnce(_ message: String) {
        guard !warned else { return }
        warned = true
        warn(message)
    }

    /// One write handed to the store's queue, holding the store until it is done; only that
    /// queue writes, so the file and `warned` have one writer.
    private struct BackgroundWrite: @unchecked Sendable {
        let store: FileLastUpdatedStore
        let times: [String: Double]

        func run() { store.save(times) }
    }

    /// One value of the file: a number is a time; anything else is skipped, not an error.
    private struct Entry: Decodable {
        let seconds: Double?

        init(from decoder: Decoder) throws {
            seconds = try? decoder.singleValueContainer().decode(Double.self)
        }
    }
}
