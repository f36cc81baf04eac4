import Foundation
import Testing

@testable import RefreshSource

/// The process's peak resident memory so far, in bytes (`VmHWM` of /proc/self/status).
func peakResidentBytes() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
}

/// A well-formed Atom document of `count` entries padded to about `bytes` bytes.
func generatedAtom(entries count: Int, bytes: Int) -> [UInt8] {
    let padding = String(repeating: "x", count: max(0, bytes / count - 140))
    var text = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom"><title>Generated</title>
        """
    for index in 0..<count {
        text += """
            <entry><id>urn:generated:\(index)</id><title>Entry \(index)</title>\
            <updated>2026-12-01T00:00:00Z</updated><link href="/e/\(index)"/>\
            <summary>\(padding)</summary></entry>

            """
    }
    return Array((text + "</feed>\n").utf8)
}

/// The hostile documents' safety bounds: the one place a test bounds wall time and memory,
/// and generously (the limits: under a second, under 50 MiB of growth).
extension OneAtATime {
    @Suite struct HostileDocuments {
        @Test func billionLaughsIsNotAFeedInUnderASecondWithoutGrowing() throws {
            let bytes = try Fixtures.bytes("billion-laughs.xml")
            let before = peakResidentBytes()
            let start = ContinuousClock.now
            #expect(throws: FeedParser.NotAFeed.self) {
                try FeedParser.page(from: bytes, url: URL(string: "https://example.com/")!)
            }
            #expect(ContinuousClock.now - start < .seconds(1))
            #expect(peakResidentBytes() - before < 50 << 20)
        }

        @Test func aOneMebibyteFeedOfAThousandEntriesParses() throws {
            let bytes = generatedAtom(entries: 1000, bytes: 1 << 20)
            #expect(bytes.count > 1_000_000)
            let page = try FeedParser.page(from: bytes, url: URL(string: "https://example.com/a")!)
            #expect(page.entries.count == 1000)
            #expect(page.entries[999].id == "urn:generated:999")
            #expect(page.entries[999].link == URL(string: "https://example.com/e/999"))
        }
    }
}

@Suite struct FeedDates {
    @Test(arguments: [
        ("Sat, 07 Sep 2002 00:00:01 GMT", 1_031_356_801.0),
        ("Sat, 7 Sep 2002 01:00:01 +0100", 1_031_356_801),
        ("7 Sep 02 00:00:01 UT", 1_031_356_801),
        ("Sunday, 06-Nov-94 08:49:37 GMT", 784_111_777),
        ("Fri, 06 Sep 2002 20:00:01 EDT", 1_031_356_801),
        ("2002-09-07T00:00:01Z", 1_031_356_801),
        ("2002-09-07T02:00:01.5+02:00", 1_031_356_801.5),
        ("2002-09-07 00:00:01", 1_031_356_801),
        ("2002-09-07", 1_031_356_800),
        ("1969-12-31T23:59:59Z", -1),
    ])
    func readAsTheirInstant(text: String, seconds: Double) {
        #expect(FeedDate.parse(text) == Date(timeIntervalSince1970: seconds))
    }

    @Test(arguments: [
        "", "yesterday", "2002-13-07", "Sat, 07 Foo 2002 00:00:01 GMT", "2002-09-07T",
    ])
    func unreadableDatesAreNone(text: String) {
        #expect(FeedDate.parse(text) == nil)
    }
}
