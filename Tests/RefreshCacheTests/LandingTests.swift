import Foundation
import RefreshSource
import Testing

@testable import RefreshCache

/// Landings written and read back: the order of refreshes, older pages and gap fills, entries
/// replaced in place, a window of rows by index, the feed's state and reading position kept
/// across openings, and the entry limit.
@Suite struct LandingTests {
    let files = CacheFiles()
    let feed = CacheFiles.feed

    func open(limit: Int = FeedCache.defaultEntryLimit) throws -> FeedCache {
        let opening = FeedCache.open(path: files.path("cache.sqlite"), entryLimit: limit)
        #expect(opening.messages == [])
        return try #require(opening.cache)
    }

    func ids(_ cache: FeedCache, _ range: Range<Int> = 0..<1000) -> [String] {
        cache.entries(of: feed, in: range).map(\.id)
    }

    /// A refresh goes above, an older page below, a gap's page just below the entry it
    /// follows; an id already cached stays where it was.
    @Test func entriesTakeTheirPlaceInTheFeedsOrder() throws {
        let cache = try open()
        #expect(cache.count(of: feed) == 0 && cache.state(of: feed) == nil)
        let state = FeedState()
        #expect(
            cache.land(
                CacheLanding(entries: CacheFiles.entries(["c", "d"]), place: .top, state: state),
                in: feed))
        #expect(
            cache.land(
                CacheLanding(
                    entries: CacheFiles.entries(["a", "b", "c"]), place: .top, state: state),
                in: feed))
        #expect(
            cache.land(
                CacheLanding(
                    entries: CacheFiles.entries(["e", "f"]), place: .bottom, state: state), in: feed
            ))
        #expect(
            cache.land(
                CacheLanding(
                    entries: CacheFiles.entries(["a1", "a2"]), place: .after(entryID: "a"),
                    state: state), in: feed))
        #expect(ids(cache) == ["a", "a1", "a2", "b", "c", "c", "d", "e", "f"].uniqued())
        #expect(cache.count(of: feed) == 8)
        #expect(ids(cache, 2..<5) == ["a2", "b", "c"])
        #expect(ids(cache, 6..<20) == ["e", "f"])
        #expect(cache.index(ofEntry: "a", in: feed) == 0)
        #expect(cache.index(ofEntry: "e", in: feed) == 6)
        #expect(cache.index(ofEntry: "zz", in: feed) == nil)
        #expect(cache.entryIDs(of: feed) == Set(["a", "a1", "a2", "b", "c", "d", "e", "f"]))
    }

    /// Ids already cached in a landing, at the top, the bottom and after an entry, leave no
    /// hole in the positions (so a count, an index and a window of rows are found by position);
    /// a gap's page after an entry no longer cached goes below the last.
    @Test func landingsKeepThePositionsContiguous() throws {
        let cache = try open()
        let state = FeedState()
        func land(_ ids: [String], _ place: CacheLanding.Place) {
            #expect(
                cache.land(
                    CacheLanding(entries: CacheFiles.entries(ids), place: place, state: state),
                    in: feed))
        }
        land(["x", "y"], .top)
        land(["w", "x"], .top)
        land(["y", "z"], .bottom)
        land(["x", "v", "u"], .after(entryID: "w"))
        land(["t", "z"], .after(entryID: "gone"))
        #expect(ids(cache) == ["w", "v", "u", "x", "y", "z", "t"])
        #expect(cache.count(of: feed) == 7)
        #expect(ids(cache, 1..<3) == ["v", "u"] && ids(cache, 5..<9) == ["z", "t"])
        #expect(
            cache.index(ofEntry: "x", in: feed) == 3 && cache.index(ofEntry: "t", in: feed) == 6)
        let holes = try cache.database?.integer(
            "SELECT max(position) - min(position) + 1 - count(*) FROM entries")
        #expect(holes == 0)
    }

    /// The writing connection never checkpoints (a checkpoint's flush would fall in a frame):
    /// its checkpointer does, on a connection of its own, once the log passes 4 MiB, and the
    /// log is reused from its start after each, so it stays within the threshold and a landing.
    @Test func checkpointsKeepTheLogBoundedOffTheWritersThread() throws {
        let cache = try open()
        #expect(try cache.database?.integer("PRAGMA wal_autocheckpoint") == 0)
        let summary = String(repeating: "a long summary ", count: 140)
        var largest = 0
        for landing in 0..<40 {
            let entries = (0..<200).map {
                FeedEntry(
                    id: "big-\(landing)-\($0)", author: "A", title: "T", summary: summary)
            }
            #expect(
                cache.land(
                    CacheLanding(entries: entries, place: .top, state: FeedState()), in: feed))
            var info = stat()
            if stat(files.path("cache.sqlite-wal"), &info) == 0 {
                largest = max(largest, Int(info.st_size))
            }
            while cache.checkpointer.isRunning { usleep(1000) }
        }
        // 40 landings of about 0.5 MB: 20 MB without a checkpoint.
        #expect(largest > Checkpointer.threshold && largest < Checkpointer.threshold + (2 << 20))
        #expect(cache.count(of: feed) == 8000)
    }

    /// A gap opened by a refresh's landing sits above the entry that was first; a gap's pages
    /// move its next page on, and the page that meets the entries below closes it; a gap above
    /// a pruned entry goes with it. All in the landings' transactions.
    @Test func gapsOpenMoveOnAndCloseWithTheirLandings() throws {
        let cache = try open(limit: 6)
        let state = FeedState()
        let next = URL(string: "http://127.0.0.1/p2.xml")
        let last = URL(string: "http://127.0.0.1/p3.xml")
        func land(_ ids: [String], _ place: CacheLanding.Place, _ gap: CacheGapChange?) {
            #expect(
                cache.land(
                    CacheLanding(
                        entries: CacheFiles.entries(ids), place: place, state: state, gap: gap),
                    in: feed))
        }
        land(["c", "d"], .top, .openAboveFirst(next: next))  // nothing below: no gap
        #expect(cache.gaps(of: feed) == [])
        land(["a", "b"], .top, .openAboveFirst(next: next))
        #expect(cache.gaps(of: feed) == [CachedGap(belowEntryID: "c", next: next)])
        land(["b1"], .after(entryID: "b"), .advance(belowEntryID: "c", next: last))
        land(["y", "z"], .top, .openAboveFirst(next: nil))
        #expect(
            cache.gaps(of: feed) == [
                CachedGap(belowEntryID: "a", next: nil), CachedGap(belowEntryID: "c", next: last),
            ])
        land(["b2", "c"], .after(entryID: "b1"), .close(belowEntryID: "c"))
        #expect(ids(cache) == ["y", "z", "a", "b", "b1", "b2", "c", "d"].prefix(6).map { $0 })
        #expect(cache.gaps(of: feed) == [CachedGap(belowEntryID: "a", next: nil)])
        // The limit of 6 pruned c and d; a gap above an entry pruned would have gone too.
        land(["x"], .top, .openAboveFirst(next: next))
        #expect(cache.gaps(of: feed).map(\.belowEntryID) == ["y", "a"])
        land(["w", "v"], .top, nil)
        #expect(ids(cache) == ["w", "v", "x", "y", "z", "a"])
        land(["u"], .top, nil)
        #expect(cache.gaps(of: feed).map(\.belowEntryID) == ["y"])
    }

    /// An entry read back is the entry written, its body as it was made.
    @Test func anEntryReadBackIsTheEntryWritten() throws {
        let cache = try open()
        let written = CacheFiles.entries(["x"], day: 3)[0]
        cache.land(CacheLanding(entries: [written], place: .top, state: FeedState()), in: feed)
        let read = try #require(cache.entries(of: feed, in: 0..<1).first)
        #expect(read == written && read.bodyText == "Entry x")
        let newer = FeedEntry(
            id: "x", author: "Other", title: "Changed", date: Date(timeIntervalSince1970: 9))
        cache.land(
            CacheLanding(entries: [], place: .top, replacing: [newer], state: FeedState()), in: feed
        )
        #expect(cache.entries(of: feed, in: 0..<1) == [newer] && cache.count(of: feed) == 1)
    }

    /// The validators, last success, redirect, next page and reading position come back in a
    /// later opening (another run); other feeds are apart.
    @Test func stateAndPositionOutliveTheConnection() throws {
        let state = FeedState(
            validators: Validators(etag: "\"v1\"", lastModified: "Fri, 14 Mar 2025 10:00:00 GMT"),
            lastSuccess: Date(timeIntervalSince1970: 1_741_946_400.5),
            movedTo: URL(string: "http://127.0.0.1/new.xml"),
            nextPage: URL(string: "http://127.0.0.1/page2.xml"), olderPages: 2)
        do {
            let cache = try open()
            cache.land(
                CacheLanding(entries: CacheFiles.entries(["a", "b"]), place: .top, state: state),
                in: feed)
            #expect(cache.savePosition(ReadingPosition(entryID: "b", y: -12.5), of: feed))
        }
        let cache = try open()
        #expect(cache.state(of: feed) == state)
        #expect(cache.position(of: feed) == ReadingPosition(entryID: "b", y: -12.5))
        #expect(ids(cache) == ["a", "b"])
        let other = URL(string: "http://127.0.0.1/other.xml")!
        #expect(cache.state(of: other) == nil && cache.count(of: other) == 0)
        #expect(cache.position(of: other) == nil)
        cache.savePosition(nil, of: feed)
        #expect(cache.position(of: feed) == nil)
    }

    /// Past the limit the last entries in the order (the oldest) go, in the same landing.
    @Test func theOldestEntriesPastTheLimitArePruned() throws {
        let cache = try open(limit: 5)
        cache.land(
            CacheLanding(
                entries: CacheFiles.entries(CacheFiles.ids(4)), place: .top, state: FeedState()),
            in: feed)
        cache.land(
            CacheLanding(
                entries: CacheFiles.entries(["n1", "n2", "n3"]), place: .top, state: FeedState()),
            in: feed)
        #expect(ids(cache) == ["n1", "n2", "n3", "0", "1"])
        #expect(cache.lastPruned == 2)
        cache.land(
            CacheLanding(entries: CacheFiles.entries(["old"]), place: .bottom, state: FeedState()),
            in: feed)
        #expect(ids(cache) == ["n1", "n2", "n3", "0", "1"])
    }

    /// The contract's limit itself: 100 000 entries kept, 10 more on top push the last 10 out.
    @Test func aFeedKeepsAtMostAHundredThousandEntries() throws {
        let cache = try open()
        #expect(FeedCache.defaultEntryLimit == 100_000)
        let many = CacheFiles.entries(CacheFiles.ids(100_000))
        cache.land(CacheLanding(entries: many, place: .bottom, state: FeedState()), in: feed)
        #expect(cache.count(of: feed) == 100_000)
        cache.land(
            CacheLanding(
                entries: CacheFiles.entries(CacheFiles.ids(10, from: 200_000)), place: .top,
                state: FeedState()), in: feed)
        #expect(cache.count(of: feed) == 100_000)
        #expect(ids(cache, 99_990..<100_000) == CacheFiles.ids(10, from: 99_980))
        #expect(cache.index(ofEntry: "99989", in: feed) == 99_999)
        #expect(cache.index(ofEntry: "99990", in: feed) == nil)
    }

    /// The database is in WAL mode: a write leaves a write-ahead log beside it.
    @Test func theDatabaseIsInWALMode() throws {
        let cache = try open()
        cache.land(
            CacheLanding(entries: CacheFiles.entries(["a"]), place: .top, state: FeedState()),
            in: feed)
        #expect(files.exists("cache.sqlite-wal"))
        let mode = try #require(cache.database).texts("PRAGMA journal_mode")
        #expect(mode == ["wal"])
    }
}

extension Array where Element: Hashable {
    /// The elements, each once, in their first order.
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
