import Dispatch
import FoundationEssentials
import RefreshCache
import RefreshSource

#if canImport(Glibc)
    import Glibc
#endif

/// The `--feed` list's link to its cache (`--cache`): what a run finds there at start, every
/// landing written before the frame that shows it, and the reading position saved when the
/// content comes to rest and at exit. What the cache has to say about its file (damaged,
/// newer, uncreatable) goes to standard error; none of it stops the run.
///
/// In a window (a store given a `wake`) a refresh's or an older page's landing is written on a
/// thread of its own, and the rows show in the first frame after the write, so no frame holds
/// a big landing's transaction (1 000 entries of 1 KiB: 17–25 ms); headless it is written in
/// the frame it lands in, as before. While a landing is being written the scene leaves the
/// cache alone (`isWriting`): the thread has the connection to itself.
final class FeedStore {
    /// A feed with more entries than this is read a window of rows at a time
    /// (`CachedRowWindow`); a smaller one is read whole at start.
    static let readWhole = 500

    /// What a run finds of its feed in the cache.
    struct Restored {
        /// The cached entries in the list's order; empty for a feed read a window at a time.
        let entries: [FeedEntry]
        /// Where the previous run left the reader, nil when it saved none.
        let position: ReadingPosition?
        /// The validators, last success, redirect and older pages.
        let state: FeedState
    }

    private let cache: FeedCache
    /// The feed's URL as `--feed` gave it: what the cache keeps it under.
    let feed: URL
    /// The trace's `cached`: the feed's entries in the cache.
    private(set) var cached = 0
    /// When the last refresh succeeded, as the cache says (nil before any).
    private(set) var lastSuccess: Date?
    /// Rows the last landing's pruning took out of the cache (the oldest, at the end), which
    /// the list takes out too once the landing is in it.
    var pruned = 0
    /// The position last written, and the one seen in the frame before (a position is written
    /// once it holds for two frames: the content has come to rest).
    private var saved: ReadingPosition?
    private var seen: ReadingPosition?
    /// Ends the loop's wait when a landing's write is done; nil writes in the frame (headless).
    private let wake: (@Sendable () -> Void)?
    /// The landing being written on the writer's thread and what shows it once written.
    private var writing: (write: LandingWrite, show: () -> Void)?
    /// The writer's thread: one landing at a time, in order.
    private static let writer = DispatchQueue(
        label: "refresh-demo.cache-writer", qos: .userInitiated)

    /// The store of `options`' feed, nil without a feed or a cache (or when nothing can be
    /// kept, which standard error then says).
    init?(
        options: DemoOptions, environment: [String: String], wake: (@Sendable () -> Void)? = nil
    ) {
        guard let feed = options.feedURL, let path = options.cachePath(environment: environment)
        else { return nil }
        // A big cache's first frame does not wait for its check (the contract allows it).
        let opening = FeedCache.open(path: path, checkLater: true)
        Self.warn(opening.messages)
        guard let cache = opening.cache else { return nil }
        self.cache = cache
        self.feed = feed
        cached = cache.count(of: feed)
        let state = cache.state(of: feed)
        lastSuccess = state?.lastSuccess
        saved = cache.position(of: feed)
        seen = saved
        self.wake = wake
    }

    deinit { Self.writer.sync {} }

    /// The feed as the cache has it, nil when it has no entry of it.
    func restore() -> Restored? {
        guard cached > 0, let state = cache.state(of: feed) else { return nil }
        let entries = cached > Self.readWhole ? [] : cache.entries(of: feed, in: 0..<cached)
        warnings()
        return Restored(entries: entries, position: saved, state: state)
    }

    /// The cached entries at `range` of the feed's order.
    func read(_ range: Range<Int>) -> [FeedEntry] { cache.entries(of: feed, in: range) }

    /// The place of entry `id` in the feed's order in the cache, nil when it is not there.
    func index(ofEntry id: String) -> Int? { cache.index(ofEntry: id, in: feed) }

    /// The feed's gaps kept in the cache, top to bottom.
    func gaps() -> [CachedGap] { cache.gaps(of: feed) }

    /// Writes a landing in one transaction — `entries` at `place`, `replacing` in place, and
    /// the source's state after it (`succeededAt`: a refresh that succeeded, its time) — then
    /// runs `show`: at once headless, in the first frame after the write in a window
    /// (`showWritten`).
    func land(
        _ entries: [FeedEntry], at place: CacheLanding.Place, replacing: [FeedEntry] = [],
        pageNext: URL?, source: FeedSource, succeededAt: Date?, gap: CacheGapChange? = nil,
        then show: @escaping () -> Void = {}
    ) {
        if let succeededAt { lastSuccess = succeededAt }
        let state = FeedState(
            validators: source.chain.validators, lastSuccess: lastSuccess,
            movedTo: source.chain.movedTo,
            nextPage: source.chain.nextPage, olderPages: source.chain.olderPages)
        let landing = CacheLanding(
            entries: entries, place: place, replacing: replacing, pageNext: pageNext,
            state: state, gap: gap)
        // A gap's fill moves the entries above it (their places, which the rows' reads count
        // on): it is written in the frame, as headless.
        var fillsGap = false
        if case .after = place { fillsGap = true }
        guard let wake, !fillsGap else {
            wrote(cache.land(landing, in: feed))
            show()
            return
        }
        let write = LandingWrite(cache: cache, feed: feed)
        writing = (write, show)
        Self.writer.async {
            write.run(landing)
            wake()
        }
    }

    /// Whether a landing is being written (the cache is the writer's until it is done).
    var isWriting: Bool { writing != nil }

    /// Once a frame, while a landing is being written: when its write is done, what the
    /// cache now says is taken and the landing shows (true); false while it is still written.
    func showWritten() -> Bool {
        guard let writing else { return true }
        guard let landed = writing.write.landed else { return false }
        self.writing = nil
        wrote(landed)
        writing.show()
        return true
    }

    /// What a write leaves: the count and the pruned rows when it landed, and its warnings.
    private func wrote(_ landed: Bool) {
        if landed {
            cached = cache.count(of: feed)
            pruned = cache.lastPruned
        }
        warnings()
    }

    /// Once a frame: the reading position now; written when it is the same as the frame
    /// before's (the content is at rest) and differs from the one written.
    func note(_ position: ReadingPosition?) {
        defer { seen = position }
        guard let position, position == seen, position != saved else { return }
        save(position)
    }

    /// Writes `position` now (at exit), unless it is the one written; a landing being written
    /// is waited for first.
    func save(_ position: ReadingPosition?) {
        if writing != nil { Self.writer.sync {} }
        guard let position, position != saved else { return }
        if cache.savePosition(position, of: feed) { saved = position }
        warnings()
    }

    /// Prints what the cache gathered to say.
    private func warnings() { Self.warn(cache.takeMessages()) }

    /// Prints each message on standard error, as the demo's warning.
    private static func warn(_ messages: [String]) {
        for message in messages {
            let line = Array("refresh-demo: warning: \(message)\n".utf8)
            _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        }
    }
}
