import Foundation
import RefreshCache
import RefreshSource
import Testing

/// A feed of 100 000 cached entries, the limit, read a window of rows at a time.
@Suite struct BigCacheTests {
    /// The saved anchor entry, half-way down, is at its saved y in frame 0; scrolling up
    /// reads and measures the rows above as they come near the view, the anchor row keeping
    /// its place, and every row counts in `rows`.
    @Test func aHundredThousandEntryFeedOpensWhereItWasLeft() throws {
        let dir = try TempDir()
        let path = dir.path("big.sqlite")
        let url = "http://127.0.0.1:1/big.xml"  // never asked: a cached feed is not refreshed
        let feed = try #require(URL(string: url))
        do {
            let cache = try #require(FeedCache.open(path: path).cache)
            let entries = (0..<100_000).map {
                FeedEntry(
                    id: "urn:big:\($0)", author: "Author \($0 % 7)",
                    title: "Entry \($0), long enough to wrap onto a second line of the row")
            }
            #expect(
                cache.land(
                    CacheLanding(entries: entries, place: .top, state: FeedState()), in: feed))
            cache.savePosition(ReadingPosition(entryID: "urn:big:50000", y: 10.5), of: feed)
        }
        let script = try dir.write("script.txt", "wait 100\nwheel 3\nwait 1000\n")
        let trace = dir.path("t.jsonl")
        let result = try Demo.run(arguments: [
            "--headless", "--script", script, "--trace", trace, "--feed", url, "--cache", path,
        ])
        #expect(result.code == 0, "stderr: \(result.stderr)")
        let lines = try Trace.read(trace)
        let frame0 = try #require(lines.first)
        #expect(frame0.int("rows") == 100_000 && frame0.int("cached") == 100_000)
        #expect(frame0.string("anchor_id") == "urn:big:50000" && frame0.number("anchor_y") == 10.5)
        #expect(frame0.int("anchor_row") == 50_001 && frame0.string("request") == "none")
        let last = try #require(lines.last)
        #expect(last.int("anchor_row") < 50_001 && last.int("anchor_row") > 49_990)
        #expect(last.string("anchor_id") == "urn:big:\(last.int("anchor_row") - 1)")
        #expect(lines.allSatisfy { $0.int("rows") == 100_000 && $0.int("refreshes") == 0 })
    }

    /// At the limit, a refresh's 2 new entries push the 2 oldest out of the cache and of the
    /// list in the same frame: `rows` stays the entries the cache holds.
    @Test func aRefreshAtTheLimitPrunesTheOldestFromTheListToo() throws {
        let dir = try TempDir()
        let path = dir.path("big.sqlite")
        let document = try dir.write(
            "feed.xml",
            "<?xml version=\"1.0\"?><feed xmlns=\"http://www.w3.org/2005/Atom\"><title>B</title>"
                + "<id>urn:b</id><entry><id>urn:new:1</id><title>New 1</title></entry>"
                + "<entry><id>urn:new:2</id><title>New 2</title></entry>"
                + "<entry><id>urn:big:0</id><title>Entry 0</title></entry></feed>")
        let feed = URL(fileURLWithPath: document)
        do {
            let cache = try #require(FeedCache.open(path: path).cache)
            let entries = (0..<100_000).map {
                FeedEntry(id: "urn:big:\($0)", author: "A", title: "Entry \($0)")
            }
            #expect(
                cache.land(
                    CacheLanding(entries: entries, place: .top, state: FeedState()), in: feed))
        }
        let script = try dir.write("script.txt", "key r\nwait 1500\n")
        let trace = dir.path("t.jsonl")
        let result = try Demo.run(arguments: [
            "--headless", "--script", script, "--trace", trace, "--feed", feed.absoluteString,
            "--cache", path, "--success-dwell", "500",
        ])
        #expect(result.code == 0, "stderr: \(result.stderr)")
        let lines = try Trace.read(trace)
        let landed = try #require(lines.firstIndex { $0.int("refreshes") == 1 })
        #expect(lines[landed].string("header_title") == "2 new posts")
        for line in lines { #expect(line.int("rows") == 100_000 && line.int("cached") == 100_000) }
        let cache = try #require(FeedCache.open(path: path).cache)
        #expect(
            cache.entries(of: feed, in: 0..<3).map(\.id) == ["urn:new:1", "urn:new:2", "urn:big:0"])
        #expect(cache.entries(of: feed, in: 99_999..<100_000).map(\.id) == ["urn:big:99997"])
    }
}
