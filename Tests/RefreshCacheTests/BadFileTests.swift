import Foundation
import RefreshSource
import Synchronization
import Testing

@testable import RefreshCache

/// Files the cache cannot use as they are: not a database, damaged, from a newer version, or
/// impossible to create; a version-1 file migrated; two connections writing at once.
@Suite struct BadFileTests {
    let files = CacheFiles()
    let feed = CacheFiles.feed

    var path: String { files.path("cache.sqlite") }

    /// A file that is not SQLite is moved to PATH.corrupt (replacing an older one) and a
    /// fresh cache works in its place.
    @Test func aFileThatIsNotSQLiteIsSetAside() throws {
        try Data("not a database, but text long enough to be read as a header".utf8)
            .write(to: URL(fileURLWithPath: path))
        try Data("an older corrupt file".utf8).write(to: URL(fileURLWithPath: path + ".corrupt"))
        let opening = FeedCache.open(path: path)
        let cache = try #require(opening.cache)
        #expect(opening.messages.count == 1)
        #expect(opening.messages.first?.contains("is damaged") == true)
        #expect(opening.messages.first?.contains("moved to \(path).corrupt") == true)
        let setAside = try String(contentsOfFile: path + ".corrupt", encoding: .utf8)
        #expect(setAside.hasPrefix("not a database"))
        #expect(
            cache.land(
                CacheLanding(entries: CacheFiles.entries(["a"]), place: .top, state: FeedState()),
                in: feed))
        #expect(cache.count(of: feed) == 1)
    }

    /// A cache of 2 000 entries whose pages 3 to 8 are noise (page 1 holds the header and the
    /// schema, so it opens); its bytes.
    func damagedFile() throws -> Data {
        do {
            let cache = try #require(FeedCache.open(path: path).cache)
            cache.land(
                CacheLanding(
                    entries: CacheFiles.entries(CacheFiles.ids(2000)), place: .top,
                    state: FeedState()), in: feed)
        }
        // The last connection closed: the log is checkpointed into the file and removed.
        #expect(!files.exists("cache.sqlite-wal"))
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(bytes.count > 16 * 4096)
        for index in 2 * 4096..<8 * 4096 { bytes[index] = UInt8(truncatingIfNeeded: index &* 31) }
        try bytes.write(to: URL(fileURLWithPath: path))
        return bytes
    }

    /// A database whose pages are damaged fails `quick_check` and is set aside the same way.
    @Test func aDamagedDatabaseIsSetAside() throws {
        let bytes = try damagedFile()
        let opening = FeedCache.open(path: path)
        #expect(opening.cache != nil)
        #expect(opening.messages.first?.contains("is damaged") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".corrupt")) == bytes)
        #expect(opening.cache?.count(of: feed) == 0)
    }

    /// Opened to check later (as the demo opens it, so a big cache's first frame need not wait),
    /// the same damage is found before the first write: the file is set aside then, and the
    /// write goes to a fresh one.
    @Test func aDamagedDatabaseCheckedLaterIsSetAsideBeforeTheFirstWrite() throws {
        let bytes = try damagedFile()
        let opening = FeedCache.open(path: path, checkLater: true)
        let cache = try #require(opening.cache)
        #expect(opening.messages == [])
        #expect(!files.exists("cache.sqlite.corrupt"))
        #expect(
            cache.land(
                CacheLanding(entries: CacheFiles.entries(["a"]), place: .top, state: FeedState()),
                in: feed))
        let said = cache.takeMessages()
        #expect(
            said.count == 1 && said[0].contains("is damaged") && said[0].contains("fresh"),
            "\(said)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".corrupt")) == bytes)
        #expect(cache.count(of: feed) == 1)
    }

    /// A file from a newer version is left byte for byte, and nothing is kept.
    @Test func aNewerSchemaIsLeftUntouched() throws {
        do {
            let database = try SQLiteDatabase(path: path)
            try database.execute("CREATE TABLE future (x); PRAGMA user_version = 99")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let opening = FeedCache.open(path: path)
        #expect(opening.cache == nil)
        #expect(opening.messages.count == 1)
        #expect(opening.messages.first?.contains("schema version 99 is newer") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(!files.exists("cache.sqlite.corrupt") && !files.exists("cache.sqlite-wal"))
    }

    /// A path under a regular file cannot be created, even by root: nothing is kept.
    @Test func aPathUnderARegularFileKeepsNothing() throws {
        try Data("a file".utf8).write(to: URL(fileURLWithPath: files.path("plain")))
        let opening = FeedCache.open(path: files.path("plain/sub/cache.sqlite"))
        #expect(opening.cache == nil)
        #expect(opening.messages.count == 1)
        #expect(opening.messages.first?.contains("cannot be created") == true)
    }

    /// A missing folder is made.
    @Test func aMissingFolderIsMade() throws {
        let opening = FeedCache.open(path: files.path("a/b/cache.sqlite"))
        #expect(opening.cache != nil && opening.messages == [])
        #expect(files.exists("a/b/cache.sqlite"))
    }

    /// A version-1 file (the first schema) is brought to the current version, its feeds and
    /// entries kept, the columns added since then empty, its positions made contiguous.
    @Test func aVersionOneFileIsMigrated() throws {
        do {
            let database = try SQLiteDatabase(path: path)
            try database.execute(CacheSchema.steps[0] + "PRAGMA user_version = 1;")
            try database.execute(
                "INSERT INTO feeds (id, url, etag, last_success, anchor_id, anchor_y) "
                    + "VALUES (1, '\(feed.absoluteString)', '\"e1\"', 1000.0, 'b', 30.0);"
                    + "INSERT INTO entries VALUES (1, 'a', 0, 'A', 'Entry a', NULL, 'Entry a', "
                    + "NULL, NULL), (1, 'b', 4, 'B', 'Entry b', NULL, 'Entry b', 5.0, NULL);")
        }
        #expect(CacheSchema.current == 4)
        let cache = try #require(FeedCache.open(path: path).cache)
        #expect(try cache.database?.integer("PRAGMA user_version") == 4)
        let state = try #require(cache.state(of: feed))
        #expect(
            state.validators.etag == "\"e1\"" && state.lastSuccess?.timeIntervalSince1970 == 1000)
        #expect(state.movedTo == nil && state.nextPage == nil && state.olderPages == 0)
        #expect(cache.position(of: feed) == ReadingPosition(entryID: "b", y: 30))
        #expect(cache.entries(of: feed, in: 0..<10).map(\.id) == ["a", "b"])
        // Version 3 closed the hole an earlier version left between them.
        #expect(cache.count(of: feed) == 2 && cache.index(ofEntry: "b", in: feed) == 1)
        #expect(cache.entries(of: feed, in: 1..<2).map(\.id) == ["b"])
        let next = URL(string: "http://127.0.0.1/2.xml")
        #expect(
            cache.land(
                CacheLanding(
                    entries: CacheFiles.entries(["c"]), place: .bottom,
                    state: FeedState(nextPage: next)), in: feed))
        #expect(cache.state(of: feed)?.nextPage == next)
    }

    /// Two connections (as two processes) write at once, each a landing at a time: every
    /// entry of both is kept, and each sees the other's.
    @Test func twoConnectionsWritingAtOnceLoseNothing() throws {
        let path = self.path
        let feed = self.feed
        // The file is made (its tables, WAL mode) before the writers start: two processes
        // making one fresh file at once is another question than two writing at once.
        _ = try #require(FeedCache.open(path: path).cache)
        let written = Mutex([Bool]())
        let refused = Mutex([String]())
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            let opening = FeedCache.open(path: path)
            refused.withLock { $0 += opening.messages }
            guard let cache = opening.cache else { return }
            var ok = true
            for landing in 0..<40 {
                let ids = (0..<5).map { "w\(writer)-\(landing)-\($0)" }
                ok =
                    cache.land(
                        CacheLanding(
                            entries: CacheFiles.entries(ids), place: .top, state: FeedState()),
                        in: feed) && ok
            }
            written.withLock { $0.append(ok) }
        }
        #expect(refused.withLock { $0 } == [])
        #expect(written.withLock { $0 } == [true, true])
        let cache = try #require(FeedCache.open(path: path).cache)
        #expect(cache.count(of: feed) == 400)
        #expect(cache.entryIDs(of: feed).count == 400)
    }
}
