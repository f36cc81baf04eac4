import Foundation
import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// A `--feed` list on the simulated clock, its feed a `file://` document the test rewrites
/// between refreshes (headless: each answer is waited for between frames).
@Suite struct FeedListTests {
    /// An Atom document of `entries` (id, title, hour of 2025-03-14 it was updated).
    static func atom(_ entries: [(String, String, Int)]) -> String {
        let body = entries.map { id, title, hour in
            "<entry><id>\(id)</id><title>\(title)</title><author><name>Ann</name></author>"
                + "<updated>2025-03-14T\(hour < 10 ? "0" : "")\(hour):00:00Z</updated></entry>"
        }
        return "<?xml version=\"1.0\"?><feed xmlns=\"http://www.w3.org/2005/Atom\">"
            + "<title>Test</title><id>urn:t</id>\(body.joined())</feed>"
    }

    /// New entries go above while the view is away from the top: the anchor entry keeps its y;
    /// an entry that came again with a newer date is replaced in its row; no id is shown twice.
    @Test func newEntriesGoAboveKeepingThePlaceAndNewerOnesReplaceTheirRows() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("feed-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("feed.xml")
        let old = (1...12).map { ("e\($0)", "Entry \($0)", 1) }
        try Self.atom(old).write(to: file, atomically: true, encoding: .utf8)
        let driver = SceneDriver("--headless", "--feed \(file.absoluteString)")
        let scene = driver.scene
        driver.wait(1)
        #expect(scene.rows.count == 12)
        var again = old
        again[0] = ("e1", "Entry 1, corrected", 2)
        again[1] = ("e2", "Entry 2, same date", 1)
        try Self.atom([("n1", "New 1", 3), ("n2", "New 2", 3)] + again)
            .write(to: file, atomically: true, encoding: .utf8)
        // `r` opens the header at the top; the wheel takes the view away while the answer
        // waits out the driver's 500 ms latency.
        var frames: [TraceRecord] = []
        driver.everyFrame = { frames.append($0.traceRecord(frame: 0, milliseconds: 0)) }
        scene.perform(DemoAction.refresh)
        driver.wait(0.3)
        driver.wheel(-4)
        driver.wait(1.5)
        let landing = try #require(frames.firstIndex { $0.rows == 14 })
        let before = frames[landing - 1]
        let after = frames[landing]
        #expect(before.offsetY > 0 && before.anchorID != "")
        #expect(scene.refreshes == 2)
        #expect(after.anchorID == before.anchorID)
        #expect(after.anchorY == before.anchorY)
        #expect(after.anchorRow == before.anchorRow + 2)
        let rows = try #require(scene.list.feed?.entries)
        let ids = scene.rows.compactMap { rows.entry(ofRow: $0.id)?.id }
        #expect(ids == ["n1", "n2"] + (1...12).map { "e\($0)" })
        #expect(rows.entry(ofRow: scene.rows[2].id)?.bodyText == "Entry 1, corrected")
        #expect(rows.entry(ofRow: scene.rows[3].id)?.bodyText == "Entry 2")
    }

    /// The name line is the author, the badge its initial; a missing author is the feed's
    /// title (the parser's), and an entry without a date shows no time.
    @Test func theBadgeIsTheNamesInitial() {
        #expect(FeedRows.initial(of: "ada Lovelace") == "A")
        #expect(FeedRows.initial(of: "ليلى") == "ل")
        #expect(FeedRows.initial(of: "  \"42\" things") == "4")
        #expect(FeedRows.initial(of: "🎉") == "?")
    }
}
