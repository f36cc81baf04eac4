import Foundation
import RefreshCache
import RefreshSource
import TestSupport
import Testing

@testable import DemoKit

/// A big cached feed (more entries than `FeedStore.readWhole`, read a window of rows at a
/// time as they come near the view) whose landings touch rows far from the view, rows the
/// window never read: what lands must reach the cache and the rows alike.
@Suite struct BigCacheRowsSceneTests {
    static let old = 600
    let cacheFolder: CacheFolder
    var folder: URL { cacheFolder.url }
    var path: String { cacheFolder.path }

    init() throws { cacheFolder = try CacheFolder("big-cache-rows") }

    /// Writes an Atom page `name` of `entries` (id, title, day of March 2025); its URL.
    @discardableResult
    func page(_ name: String, _ entries: [(String, String, Int)]) throws -> URL {
        try AtomPage.write(
            entries.map { .init(id: $0, title: $1, updated: "2025-03-\(10 + $2)T10:00:00Z") },
            to: folder.appendingPathComponent(name))
    }

    /// The cache before the run: `old` entries dated March 10, three newer ones above them
    /// and, when `gapNext` is given, a gap between the two to be filled from it; the reading
    /// position on entry 550, far below the top.
    func fillCache(feed: URL, gapNext: URL?) throws {
        let cache = try cacheFolder.landOld(Self.old, in: feed)
        let day = try #require(ISO8601DateFormatter().date(from: CacheFolder.oldDay))
        let newer = (0..<3).map {
            FeedEntry(id: "urn:new:\($0)", author: "Ann", title: "New", date: day)
        }
        #expect(
            cache.land(
                CacheLanding(
                    entries: newer, place: .top, state: FeedState(),
                    gap: gapNext.map { .openAboveFirst(next: $0) }), in: feed))
        cache.savePosition(ReadingPosition(entryID: "urn:old:550", y: 0), of: feed)
    }

    /// The three newer entries, as the feed serves them to a refresh.
    static let top = [("urn:new:0", "New", 0), ("urn:new:1", "New", 0), ("urn:new:2", "New", 0)]

    @Test func aGapFilledAwayFromTheViewGoesIntoTheCacheBetweenItsRows() throws {
        defer { cacheFolder.remove() }
        let feed = try page("feed.xml", Self.top)
        let next = try page(
            "p2.xml",
            [("urn:mid:0", "Mid", 1), ("urn:mid:1", "Mid", 1), ("urn:old:0", "Entry 0", 0)])
        try fillCache(feed: feed, gapNext: next)
        let driver = SceneDriver(
            "--headless", "--feed \(feed.absoluteString)", "--cache \(path)", "--latency 0")
        driver.wait(1.5)
        let scene = driver.scene
        let rows = try #require(scene.pane.feedRows)
        #expect(scene.rows.count == Self.old + 3 && scene.pane.feedRows?.gaps.count == 1)
        // The rows on either side of the gap were never near the view, at row 550.
        let below = try #require(scene.webFeed?.gapRows?.rowBelow(0))
        #expect(below == 3)
        #expect(rows.isUnread(scene.rows[2].id) && rows.isUnread(scene.rows[3].id))
        #expect(scene.webFeed?.fillGap(0) == true)
        driver.wait(0.5)
        #expect(scene.rows.count == Self.old + 5 && scene.pane.feedRows?.gaps.count == 0)
        let cache = try #require(FeedCache.open(path: path).cache)
        #expect(
            cache.entries(of: feed, in: 0..<6).map(\.id)
                == ["urn:new:0", "urn:new:1", "urn:new:2", "urn:mid:0", "urn:mid:1", "urn:old:0"])
        #expect(
            cache.gaps(of: feed).isEmpty && scene.pane.feedSource?.store?.cached == Self.old + 5)
    }

    @Test func aNewerVersionOfARowAwayFromTheViewReplacesItInTheCacheAndTheList() throws {
        defer { cacheFolder.remove() }
        let feed = try page("feed.xml", Self.top + [("urn:old:280", "Entry 280, edited", 2)])
        try fillCache(feed: feed, gapNext: nil)
        let driver = SceneDriver(
            "--headless", "--feed \(feed.absoluteString)", "--cache \(path)", "--latency 0")
        let scene = driver.scene
        let rows = try #require(scene.pane.feedRows)
        driver.wait(0.5)
        #expect(rows.isUnread(scene.rows[283].id) && scene.refreshes == 0)
        scene.perform(DemoAction.refresh)
        driver.wait(1.5)
        #expect(scene.refreshes == 1 && scene.rows.count == Self.old + 3)
        // The refresh scrolled to the top too fast to read the rows around entry 280 (its
        // neighbours are still unread); its row is replaced in place, with a new row id.
        #expect(rows.isUnread(scene.rows[282].id) && rows.isUnread(scene.rows[284].id))
        #expect(rows.entry(ofRow: scene.rows[283].id)?.title == "Entry 280, edited")
        let cache = try #require(FeedCache.open(path: path).cache)
        #expect(cache.entries(of: feed, in: 283..<284).map(\.title) == ["Entry 280, edited"])
    }
}
