import Foundation
import Testing

/// A landing of more entries than `FeedRows.measuredAtOnce` (100) measures only the rows near
/// the view in its frame; the others keep the avatar's height (64 points) until they come near
/// the view, as a big cache's rows do. A page of 100 is measured whole as it lands.
@Suite struct BigLandingTests {
    /// A file feed of `count` entries whose titles (a row's body) wrap onto four lines.
    func feed(_ dir: TempDir, count: Int) throws -> String {
        let title = String(repeating: "words that wrap onto more lines ", count: 6)
        let entries = (0..<count).map {
            "<entry><id>urn:big-landing:\($0)</id><title>\($0) \(title)</title></entry>"
        }
        let document =
            "<?xml version=\"1.0\"?><feed xmlns=\"http://www.w3.org/2005/Atom\"><title>L</title>"
            + "<id>urn:l</id>" + entries.joined() + "</feed>"
        return "file://" + (try dir.write("feed-\(count).xml", document))
    }

    /// The first frame with `count` rows, and the last frame of the run.
    func landing(count: Int, script: String) throws -> (TraceLine, TraceLine) {
        let dir = try TempDir()
        let lines = try Demo.trace(script, ["--feed", try feed(dir, count: count)])
        let landed = try #require(lines.first { $0.int("rows") == count })
        return (landed, try #require(lines.last))
    }

    @Test func aBigLandingMeasuresTheRowsNearTheViewFirst() throws {
        // A page of 100: every row measured as it lands, all of one height (three lines).
        let (whole, _) = try landing(count: 100, script: "wait 2000\n")
        let row = whole.number("content_height") / 100
        #expect(row > 64)
        // A page of 1 000: the rows near the view measured, the others 64 points for now.
        let (landed, end) = try landing(count: 1000, script: "wait 2000\nkey End\nwait 2000\n")
        let measured = (landed.number("content_height") - 64_000) / (row - 64)
        #expect(measured == measured.rounded() && measured >= 10 && measured <= 40)
        // End scrolls through the list: every row that came near the view on the way was
        // measured then, and the list is longer by what they grew.
        let measuredAtEnd = (end.number("content_height") - 64_000) / (row - 64)
        #expect(measuredAtEnd == measuredAtEnd.rounded() && measuredAtEnd > measured + 5)
        #expect(measuredAtEnd <= 1000)
    }
}
