import Dispatch
import Foundation
import RefreshCache
import RefreshSource
import TestSupport
import Testing

@testable import DemoKit

/// A window's landing with a cache (a scene given the window's wake-up): the transaction runs
/// on the cache writer's thread, and the rows show in the first frame after it is written —
/// never before, so a run killed in between loses nothing it has shown.
@Suite struct WrittenLandingTests {
    /// Entries in the cache before the run: more than `FeedStore.readWhole`, so the rows are
    /// read a window at a time and the landing shifts that window.
    static let old = 600
    let cacheFolder: CacheFolder
    var folder: URL { cacheFolder.url }
    var path: String { cacheFolder.path }

    init() throws { cacheFolder = try CacheFolder("written-landing") }

    /// The feed's page: `ids`, dated after the cached ones.
    func page(_ ids: [String]) throws -> URL {
        try AtomPage.write(
            ids.map { .init(id: $0, title: "Entry \($0)", updated: "2025-03-20T10:00:00Z") },
            to: folder.appendingPathComponent("feed.xml"))
    }

    /// Steps one frame at a time (at most `limit`) until `done` holds; whether it did.
    func step(_ driver: SceneDriver, limit: Int = 120, until done: () -> Bool) -> Bool {
        for _ in 0..<limit {
            if done() { return true }
            driver.wait(SceneDriver.frame)
        }
        return done()
    }

    @Test func aRefreshIsWrittenOnTheWritersThreadAndShowsInTheFrameAfter() throws {
        defer { cacheFolder.remove() }
        let feed = try page(["urn:new:0", "urn:new:1", "urn:new:2"])
        try cacheFolder.landOld(Self.old, in: feed)
        let written = DispatchSemaphore(value: 0)
        let driver = SceneDriver(
            "--headless", "--feed \(feed.absoluteString)", "--cache \(path)", "--latency 0",
            "--stale-after 0", "--success-dwell 400", wake: { written.signal() })
        let scene = driver.scene
        let store = try #require(scene.pane.feedSource?.store)
        driver.wait(0.5)
        #expect(scene.rows.count == Self.old && scene.refreshes == 0)
        scene.perform(DemoAction.refresh)
        // The frame the answer lands in starts the write and shows nothing of it.
        #expect(step(driver) { store.isWriting })
        #expect(scene.rows.count == Self.old && scene.header.state == .refreshing)
        // It has not landed for the trace either: `refreshes` counts data that has landed.
        #expect(store.cached == Self.old && scene.refreshes == 0)
        // Escape then is too late: the answer has landed; it shows all the same.
        scene.perform(DemoAction.cancel)
        #expect(written.wait(timeout: .now() + 30) == .success)
        // Written before it shows: another connection reads it now.
        let reader = try #require(FeedCache.open(path: path).cache)
        #expect(reader.count(of: feed) == Self.old + 3)
        #expect(scene.rows.count == Self.old && store.isWriting)
        driver.wait(SceneDriver.frame)
        #expect(!store.isWriting && store.cached == Self.old + 3 && scene.refreshes == 1)
        #expect(scene.rows.count == Self.old + 3)
        #expect(scene.header.result == .success)
        // The window of cached rows follows the three entries put above it.
        let rows = try #require(scene.pane.feedRows)
        #expect(rows.readEntry(ofRow: scene.rows[3].id)?.id == "urn:old:0")
        #expect(rows.readEntry(ofRow: scene.rows[553].id)?.id == "urn:old:550")
        #expect(rows.entry(ofRow: scene.rows[0].id)?.id == "urn:new:0")
    }

    @Test func withoutAWakeUpTheLandingIsWrittenAndShownInOneFrame() throws {
        defer { cacheFolder.remove() }
        let feed = try page(["urn:new:0"])
        try cacheFolder.landOld(Self.old, in: feed)
        let driver = SceneDriver(
            "--headless", "--feed \(feed.absoluteString)", "--cache \(path)", "--latency 0",
            "--stale-after 0")
        let scene = driver.scene
        let store = try #require(scene.pane.feedSource?.store)
        driver.wait(0.5)
        scene.perform(DemoAction.refresh)
        #expect(step(driver) { scene.refreshes == 1 })
        #expect(!store.isWriting && scene.rows.count == Self.old + 1)
        #expect(store.cached == Self.old + 1)
    }
}
