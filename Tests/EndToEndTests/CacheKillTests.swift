import Foundation
import RefreshCache
import TestSupport
import Testing

/// `SIGKILL` at random moments of a run that lands a refresh and four older pages against the
/// fixture nginx: after each kill the next run (no request: headless never refreshes a cached
/// feed by itself) shows in frame 0 every entry the killed run had traced as shown, in the
/// same order. The moments come from a seeded generator; the kills are real, in wall time.
@Suite(.serialized) struct CacheKillTests {
    /// How many runs are killed: the 50 (about a second each with the debug binary).
    static let kills = 50

    @Test func aKilledRunLosesNothingItShowed() throws {
        let server = try FeedServer.shared.get()
        let feeds = try FeedTests()
        let pages = (1...5).map { "kill\($0).xml" }
        for (index, page) in pages.enumerated() {
            let ids = (1...15).map { "k\(index)-\($0)" }
            _ = try feeds.feed(page, ids, next: index < 4 ? pages[index + 1] : nil)
        }
        let url = server.http + "/" + pages[0]
        let dir = try TempDir()
        let script = try dir.write(
            "script.txt", "wait 300\n" + String(repeating: "key End\nwait 400\n", count: 5))
        let restart = try dir.write("restart.txt", "wait 50\n")
        var random = SeededRandom(seed: 42)
        var killedWhileShowing = 0
        for run in 0..<Self.kills {
            let cache = dir.path("cache-\(run % 3).sqlite")
            let trace = dir.path("killed-\(run).jsonl")
            let process = Process()
            process.executableURL = Demo.binary
            process.arguments = [
                "--headless", "--script", script, "--trace", trace, "--feed", url, "--cache", cache,
            ]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 50_000...1_500_000, using: &random))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let killed = (try? Trace.read(trace)) ?? []
            let shown = killed.map { $0.int("rows") }.max() ?? 0
            if shown > 0 { killedWhileShowing += 1 }
            let next = try Demo.run(arguments: [
                "--headless", "--script", restart, "--trace", dir.path("next-\(run).jsonl"),
                "--feed", url, "--cache", cache,
            ])
            #expect(next.code == 0, "stderr: \(next.stderr)")
            let frame0 = try #require(try Trace.read(dir.path("next-\(run).jsonl")).first)
            #expect(frame0.int("rows") >= shown, "kill \(run): \(shown) shown")
            #expect(frame0.int("cached") == frame0.int("rows"))
            // The entries in order: the first page's, then each older page's.
            let opened = try #require(FeedCache.open(path: cache).cache)
            let feed = try #require(URL(string: url))
            let ids = opened.entries(of: feed, in: 0..<shown).map(\.id)
            let expected = (0..<5).flatMap { page in (1...15).map { "urn:e2e:k\(page)-\($0)" } }
            #expect(ids == Array(expected.prefix(shown)))
        }
        // The moments reached runs that had shown entries, not only starts.
        #expect(killedWhileShowing >= Self.kills / 3)
    }
}
