import FoundationEssentials
import RefreshCache
import Synchronization

/// One landing written on the cache writer's thread (`FeedStore`): the cache is handed to the
/// thread for the write, and the scene does not touch it until `landed` says the write is done.
final class LandingWrite: @unchecked Sendable {
    // Unchecked: `cache` is used by the writer's thread only between `run`'s start and the
    // moment `landed` turns non-nil; the store keeps every other use of it out of that span.
    private let cache: FeedCache
    private let feed: URL
    private let result = Mutex<Bool?>(nil)

    /// A write of a landing of `feed` into `cache`.
    init(cache: FeedCache, feed: URL) {
        self.cache = cache
        self.feed = feed
    }

    /// On the writer's thread: writes `landing` in one transaction.
    func run(_ landing: CacheLanding) {
        let landed = cache.land(landing, in: feed)
        result.withLock { $0 = landed }
    }

    /// Nil while the write runs; then whether it was written.
    var landed: Bool? { result.withLock { $0 } }
}
