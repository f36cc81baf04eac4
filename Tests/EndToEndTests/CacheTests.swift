import Foundation
import RefreshCache
import RefreshSource
import Synchronization
import TestSupport
import Testing

/// `--feed` with `--cache` through the binary, headless, against the fixture nginx: a second
/// run opens where the first left off (frame 0, before any request), conditional requests and
/// permanent redirects come from the cache, a failure writes nothing, and the bad files —
/// damaged, newer, uncreatable — and two processes at once never stop a run.
@Suite(.serialized) struct CacheTests {
    let server: FeedServer
    let feeds: FeedTests
    let dir: TempDir

    init() throws {
        server = try FeedServer.shared.get()
        feeds = try FeedTests()
        dir = try TempDir()
    }

    var cachePath: String { dir.path("cache/cache.sqlite") }

    /// Runs `script` headless on `feed` with `--cache` (the run must exit 0): its trace and
    /// standard error.
    func run(_ script: String, _ feed: String, cache: String? = nil, _ more: [String] = [])
        throws -> (lines: [TraceLine], stderr: String)
    {
        let scratch = try TempDir()
        let file = try scratch.write("script.txt", script)
        let trace = scratch.path("t.jsonl")
        let result = try Demo.run(
            arguments: [
                "--headless", "--script", file, "--trace", trace, "--feed", feed, "--cache",
                cache ?? cachePath,
            ] + more)
        #expect(result.code == 0, "stderr: \(result.stderr)")
        return (try Trace.read(trace), result.stderr)
    }

    /// The cache file as the library reads it.
    func cache() throws -> FeedCache { try #require(FeedCache.open(path: cachePath).cache) }

    /// Requests nginx logged for `path`.
    func requests(_ path: String) throws -> Int {
        let log = try String(contentsOfFile: server.root + "/../access.log", encoding: .utf8)
        return log.split(separator: "\n").filter { $0.contains("GET \(path) ") }.count
    }

    /// The first run lands 30 entries and scrolls; it saves where it rests. The second shows,
    /// in frame 0 and with no request, the 30 cached entries with the same anchor entry at the
    /// same y, and the header's last-updated line from the cache.
    @Test func aSecondRunOpensWhereTheFirstLeftOff() throws {
        let url = try feeds.feed("restore.xml", (1...30).map(String.init))
        let first = try run("wait 500\nwheel -7\nwait 1500\n", url).lines
        let rest = try #require(first.last)
        #expect(rest.int("rows") == 30 && rest.int("cached") == 30)
        #expect(rest.string("anchor_id") != "urn:e2e:1" && rest.number("offset_y") > 100)
        #expect(try requests("/restore.xml") == 1)
        let second = try run("wait 300\n", url).lines
        let frame0 = try #require(second.first)
        #expect(frame0.int("rows") == 30 && frame0.int("cached") == 30)
        #expect(frame0.string("anchor_id") == rest.string("anchor_id"))
        #expect(frame0.number("anchor_y") == rest.number("anchor_y"))
        #expect(frame0.number("offset_y") == rest.number("offset_y"))
        #expect(frame0.string("placeholder") == "none" && frame0.string("request") == "none")
        #expect(frame0.string("header_detail") == rest.string("header_detail"))
        #expect(frame0.string("header_detail").hasPrefix("Last update"))
        #expect(second.allSatisfy { $0.string("request") == "none" && $0.int("refreshes") == 0 })
        #expect(try requests("/restore.xml") == 1)
        // `r` asks with the cached validators: nginx answers 304, and the cache is unchanged.
        let third = try run("key r\nwait 1000\n", url).lines
        #expect(third.contains { $0.int("http_status") == 304 })
        #expect(third.last?.int("cached") == 30 && third.last?.int("rows") == 30)
    }

    /// A request that fails writes nothing: no entry, no state (a 500, a document that is not
    /// a feed), and for a feed already cached, no change to its entries or its state.
    @Test(arguments: ["/status/500", "/page.html"])
    func aFailedRequestWritesNothing(path: String) throws {
        let lines = try run("wait 500\n", server.http + path).lines
        #expect(lines.contains { $0.string("header_result") == "failure" })
        #expect(lines.allSatisfy { $0.int("cached") == 0 })
        let url = try #require(URL(string: server.http + path))
        #expect(try cache().count(of: url) == 0 && cache().state(of: url) == nil)
    }

    /// A cached feed whose refresh fails keeps its entries and state as they were.
    @Test func aFailedRefreshOfACachedFeedChangesNothing() throws {
        let url = try feeds.feed("fails-later.xml", ["a", "b", "c"])
        _ = try run("wait 500\n", url)
        let feed = try #require(URL(string: url))
        let before = try cache().state(of: feed)
        #expect(before?.lastSuccess != nil && before?.validators.isEmpty == false)
        try "<html>not a feed</html>".write(
            toFile: server.root + "/fails-later.xml", atomically: true, encoding: .utf8)
        let lines = try run("key r\nwait 800\n", url).lines
        #expect(lines.contains { $0.string("source_error") == "not a feed" })
        #expect(lines.allSatisfy { $0.int("cached") == 3 && $0.int("rows") == 3 })
        #expect(try cache().state(of: feed) == before && cache().count(of: feed) == 3)
    }

    /// A 301 of the feed's URL is remembered: the entries stay under the URL given, and the
    /// next run's refresh asks the new URL directly.
    @Test func aPermanentRedirectIsRemembered() throws {
        _ = try feeds.feed("moved-target.xml", ["m1", "m2"])
        let url = server.http + "/moved/moved-target.xml"
        let first = try run("wait 500\n", url).lines
        #expect(first.last?.int("cached") == 2)
        let feed = try #require(URL(string: url))
        #expect(try cache().state(of: feed)?.movedTo?.path == "/moved-target.xml")
        #expect(try requests("/moved/moved-target.xml") == 1)
        _ = try run("key r\nwait 800\n", url)
        #expect(try requests("/moved/moved-target.xml") == 1)
        #expect(try requests("/moved-target.xml") == 2)
    }

    /// A file that is not SQLite is moved to PATH.corrupt with a warning; the run goes on
    /// with a fresh cache and keeps what lands.
    @Test func aCorruptFileIsSetAsideAndTheRunGoesOn() throws {
        let url = try feeds.feed("after-corrupt.xml", ["a", "b", "c"])
        try FileManager.default.createDirectory(
            atPath: dir.path("cache"), withIntermediateDirectories: true)
        try String(repeating: "garbage ", count: 200).write(
            toFile: cachePath, atomically: true, encoding: .utf8)
        let (lines, stderr) = try run("wait 500\n", url)
        #expect(stderr.contains("is damaged") && stderr.contains("\(cachePath).corrupt"))
        #expect(FileManager.default.fileExists(atPath: cachePath + ".corrupt"))
        #expect(lines.last?.int("cached") == 3 && lines.last?.int("rows") == 3)
    }

    /// A cache from a newer version is left byte for byte; the run keeps nothing and says so.
    @Test func aNewerCacheIsLeftAloneAndNothingIsKept() throws {
        let url = try feeds.feed("newer.xml", ["a", "b"])
        do { _ = try cache() }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: cachePath))
        bytes.replaceSubrange(60..<64, with: [0, 0, 0, 99])  // the header's user_version
        try bytes.write(to: URL(fileURLWithPath: cachePath))
        let (lines, stderr) = try run("wait 500\n", url)
        #expect(stderr.contains("schema version 99 is newer"))
        #expect(lines.last?.int("rows") == 2 && lines.allSatisfy { $0.int("cached") == 0 })
        #expect(try Data(contentsOf: URL(fileURLWithPath: cachePath)) == bytes)
    }

    /// A path under a regular file cannot be made, even as root: the run keeps nothing and
    /// says so.
    @Test func anUncreatableCacheKeepsNothing() throws {
        let url = try feeds.feed("uncreatable.xml", ["a"])
        let plain = try dir.write("plain", "a regular file")
        let (lines, stderr) = try run("wait 500\n", url, cache: plain + "/sub/cache.sqlite")
        #expect(stderr.contains("cannot be created"))
        #expect(lines.last?.int("rows") == 1 && lines.allSatisfy { $0.int("cached") == 0 })
    }

    /// Two runs on one cache at once, each landing its feed and two older pages: both exit 0
    /// and the cache holds every entry of both.
    @Test func twoProcessesOnOneCacheBothKeepWhatTheyWrote() throws {
        var urls: [String] = []
        for name in ["left", "right"] {
            let pages = (1...3).map { "\(name)\($0).xml" }
            for (index, page) in pages.enumerated() {
                let ids = (1...15).map { "\(name)-\(index)-\($0)" }
                _ = try feeds.feed(page, ids, next: index < 2 ? pages[index + 1] : nil)
            }
            urls.append(server.http + "/" + pages[0])
        }
        let script = "wait 500\nkey End\nwait 800\nkey End\nwait 800\nkey End\nwait 800\n"
        let exits = Mutex([Int32]())
        let (feeds, path) = (urls, cachePath)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let scratch = try? TempDir()
            let file = try? scratch?.write("script.txt", script)
            let result = try? Demo.run(arguments: [
                "--headless", "--script", file ?? "", "--feed", feeds[index], "--cache", path,
            ])
            exits.withLock { $0.append(result?.code ?? -1) }
        }
        #expect(exits.withLock { $0 } == [0, 0])
        let cache = try cache()
        for url in urls { #expect(cache.count(of: try #require(URL(string: url))) == 45) }
    }
}
