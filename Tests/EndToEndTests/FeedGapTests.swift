import Foundation
import TestSupport
import Testing

/// The contract's gap rows through the binary, against the fixture server's `/changing/NAME`
/// (a first refresh, sent without validators, gets `changing/first/NAME`; the next, sent with
/// them, `changing/then/NAME`): a second refresh whose page meets none of the first's entries
/// leaves a gap row, which fills by following next-page links.
@Suite(.serialized) struct FeedGapTests {
    let pages: FeedTests
    let server: FeedServer

    init() throws {
        pages = try FeedTests()
        server = try FeedServer.shared.get()
    }

    /// The changing feed `name`: `first` for the first refresh, `then` (linking to `next`) for
    /// the next ones; its URL.
    func changing(_ name: String, first: [String], then: [String], next: String) throws -> String {
        for part in ["first", "then"] {
            try FileManager.default.createDirectory(
                atPath: server.root + "/changing/" + part, withIntermediateDirectories: true)
        }
        _ = try pages.feed("changing/first/" + name, first)
        _ = try pages.feed("changing/then/" + name, then, next: next)
        return server.http + "/changing/" + name
    }

    /// The requests nginx saw for paths starting with `prefix`.
    func asked(_ prefix: String) throws -> Int {
        let log = try String(contentsOfFile: server.root + "/../access.log", encoding: .utf8)
        return log.split(separator: "\n").count { $0.contains("GET /\(prefix)") }
    }

    /// Three entries, then a refresh of three new ones whose page meets none of them: a gap
    /// row between (rows count entries only; Tab reaches it after the third row, focus `gap`).
    /// Return fills it through three pages — `request` is `gap` until the third, which holds
    /// a known entry, lands and the gap row goes — counting in neither refreshes nor loads.
    @Test func aGapFillsThroughThreePages() throws {
        let url = try changing(
            "gap.xml", first: ["k1", "k2", "k3"], then: ["n1", "n2", "n3"], next: "/gap-p2.xml")
        _ = try pages.feed("gap-p2.xml", ["n4", "n5", "n6"], next: "/gap-p3.xml")
        _ = try pages.feed("gap-p3.xml", ["n7", "n8"], next: "/gap-p4.xml")
        _ = try pages.feed("gap-p4.xml", ["n9", "k1", "k2"], next: "/gap-p5.xml")
        let script = """
            wait 1000
            key r
            wait 1500
            key Tab
            key Tab
            key Tab
            wait 100
            key Tab
            wait 100
            key Return
            wait 1000
            """
        let lines = try Demo.trace(script, ["--feed", url, "--success-dwell", "400"])
        let opened = try #require(lines.firstIndex { $0.int("gap_rows") == 1 })
        #expect(lines[opened].int("rows") == 6 && lines[opened].int("refreshes") == 2)
        #expect(lines[opened].string("header_title") == "3 new posts")
        #expect(lines[opened].string("anchor_id") == "urn:e2e:n1")
        let focused = try #require(lines.firstIndex { $0.string("focus") == "gap" })
        #expect(lines[focused - 1].string("focus") == "row:3")
        let filling = lines.indices.filter { lines[$0].string("request") == "gap" }
        // Three pages, one after the other from the press on: the rows grow by each page's new
        // entries (3, 2, then 1 beside two known ones) while `request` stays `gap`.
        var grown: [Int] = []
        for line in lines[focused...] where grown.last != line.int("rows") {
            grown.append(line.int("rows"))
        }
        #expect(grown == [6, 9, 11, 12])
        #expect(filling == Array((filling.first ?? 0)...(filling.last ?? -1)))
        let closed = try #require(filling.last.map { $0 + 1 })
        #expect(lines[closed].int("gap_rows") == 0 && lines[closed].int("rows") == 12)
        #expect(lines[closed].string("request") == "none")
        for line in lines[focused...] {
            #expect(line.int("refreshes") == 2 && line.int("loads") == 0)
            #expect(line.int("failures") == 0)
        }
        for index in filling {
            #expect(lines[index].int("gap_rows") == 1 && lines[index].int("rows") < 12)
        }
        for page in ["gap-p2.xml", "gap-p3.xml", "gap-p4.xml"] { #expect(try asked(page) == 1) }
        #expect(try asked("gap-p5.xml") == 0)
    }

    /// A gap outlives the run (the cache keeps it in the landing that opened it): the next run
    /// shows it in frame 0 where it was, fills it from its page, and the run after that finds
    /// it gone.
    @Test func aGapIsKeptInTheCacheUntilItIsFilled() throws {
        let url = try changing(
            "kept.xml", first: ["q1", "q2"], then: ["m1", "m2"], next: "/kept-p2.xml")
        _ = try pages.feed("kept-p2.xml", ["m3", "q1"], next: "/kept-p3.xml")
        let dir = try TempDir()
        let options = [
            "--feed", url, "--cache", dir.path("cache.sqlite"), "--success-dwell", "400",
        ]
        let opened = try Demo.trace("wait 1000\nkey r\nwait 1500\n", options)
        #expect(opened.last?.int("gap_rows") == 1 && opened.last?.int("rows") == 4)
        let script =
            "wait 500\nkey Tab\nkey Tab\nwait 100\nkey Tab\nwait 100\nkey Return\nwait 1500\n"
        let filled = try Demo.trace(script, options)
        let first = try #require(filled.first)
        #expect(first.int("gap_rows") == 1 && first.int("rows") == 4 && first.int("refreshes") == 0)
        #expect(filled.contains { $0.string("focus") == "gap" })
        #expect(filled.last?.int("gap_rows") == 0 && filled.last?.int("rows") == 5)
        let after = try Demo.trace("wait 200\n", options)
        #expect(after.first?.int("gap_rows") == 0 && after.first?.int("rows") == 5)
        #expect(try asked("kept-p2.xml") == 1 && asked("kept-p3.xml") == 0)
    }

    /// A gap whose pages run out before meeting the list's entries stays (its last page's
    /// entries in above it); pressing Space on it again asks for nothing. A page that fails
    /// leaves the gap with its reason and counts as a failure, and the next press asks again.
    @Test func aGapWithoutMorePagesStaysAndAFailedFillCounts() throws {
        let url = try changing(
            "nomore.xml", first: ["a1", "a2"], then: ["b1", "b2"], next: "/nomore-p2.xml")
        _ = try pages.feed("nomore-p2.xml", ["b3", "b4"])
        let script = """
            wait 1000
            key r
            wait 1500
            key Tab
            key Tab
            key Tab
            key space
            wait 500
            key space
            wait 500
            """
        let lines = try Demo.trace(script, ["--feed", url, "--success-dwell", "400"])
        let last = try #require(lines.last)
        #expect(last.int("gap_rows") == 1 && last.int("rows") == 6 && last.string("focus") == "gap")
        #expect(lines.count { $0.string("request") == "gap" } == 1)
        #expect(try asked("nomore-p2.xml") == 1)

        let broken = try changing(
            "broken.xml", first: ["c1", "c2"], then: ["d1", "d2"], next: "/status/500")
        let failed = try Demo.trace(
            script, ["--feed", broken, "--success-dwell", "400"])
        let end = try #require(failed.last)
        #expect(end.int("gap_rows") == 1 && end.int("rows") == 4)
        #expect(end.int("failures") == 2 && end.string("source_error") == "http 500")
        #expect(end.int("refreshes") == 2 && end.int("loads") == 0)
    }
}
