import Foundation
import RefreshCache
import RefreshSource
import Testing

/// A folder of a scene test's own with a cache file in it, and the big cached feed those tests
/// start from: entries `urn:old:0…` by Ann, dated March 10, 2025.
struct CacheFolder {
    /// The folder, and the cache file's path in it.
    let url: URL
    let path: String

    /// A new empty folder named after `name`.
    init(_ name: String) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.appendingPathComponent("cache.sqlite").path
    }

    /// The date of the old entries.
    static let oldDay = "2025-03-10T10:00:00Z"

    /// Lands `count` old entries at the top of `feed` in the cache; the cache, for more.
    @discardableResult
    func landOld(_ count: Int, in feed: URL) throws -> FeedCache {
        let cache = try #require(FeedCache.open(path: path).cache)
        let day = try #require(ISO8601DateFormatter().date(from: Self.oldDay))
        let entries = (0..<count).map {
            FeedEntry(id: "urn:old:\($0)", author: "Ann", title: "Entry \($0)", date: day)
        }
        #expect(
            cache.land(CacheLanding(entries: entries, place: .top, state: FeedState()), in: feed))
        return cache
    }

    /// Removes the folder.
    func remove() { try? FileManager.default.removeItem(at: url) }
}
