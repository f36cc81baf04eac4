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
}
