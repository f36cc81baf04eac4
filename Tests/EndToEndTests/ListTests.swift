import Foundation
import Testing

// The contract's "Lists" through the binary: the list kinds and their options, the anchor, the
// feed's insertions, the sections' sizes. The sticky headers are in StickyHeaderTests, the
// placeholders in PlaceholderTests, prefetch in PrefetchTests.

/// A pull from the top past the header's threshold, released.
let listPull = "down 195 150\nmove 195 300 300\nup\n"

@Suite struct ListTests {
    @Test(arguments: [
        ["--list", "grid"], ["--list"], ["--prefetch", "1001"], ["--prefetch", "-1"],
        ["--list", "sections", "--carousel", "0"], ["--carousel", "0", "--list", "chat"],
    ])
    func badListOptionsAreUsageErrors(arguments: [String]) throws {
        let result = try Demo.run(arguments: ["--headless", "--frames", "1"] + arguments)
        #expect(result.code == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(arguments[0]), "\(result.stderr)")
    }

    @Test func theHeadlessListIsPlainAndEveryKindTracesItsName() throws {
        #expect(try Demo.trace("wait 50").allSatisfy { $0.string("list") == "plain" })
        for kind in ["plain", "feed", "sections", "chat"] {
            let lines = try Demo.trace("wait 50", ["--list", kind])
            #expect(!lines.isEmpty && lines.allSatisfy { $0.string("list") == kind }, "\(kind)")
        }
    }

    /// The anchor is the topmost row whose top edge is in view, from 1, and that edge's y.
    @Test func theAnchorIsTheTopmostRowWhoseTopIsInView() throws {
        // Three notches: 120 points down; row 3's top (88) is above the view, row 4's (132) in it.
        let plain = try #require(try Demo.trace("wheel -3\nwait 600").last)
        #expect(plain.number("offset_y") == 120)
        #expect(plain.int("anchor_row") == 4 && plain.number("anchor_y") == 12)
        // At rest at the top, row 1 at 0; pulled 30 points, row 1 at 30.
        let top = try #require(try Demo.trace("wait 50").last)
        #expect(top.int("anchor_row") == 1 && top.number("anchor_y") == 0)
        let pulled = try #require(try Demo.trace("down 195 150\nmove 195 180 100").last)
        #expect(pulled.int("anchor_row") == 1)
        #expect(abs(pulled.number("anchor_y") + pulled.number("offset_y")) < 1e-9)
        // Sections: headers are not rows; at 120 the 4th row's top (28 + 132) is at 40.
        let sections = try #require(
            try Demo.trace("wheel -3\nwait 600", ["--list", "sections"]).last)
        #expect(sections.int("anchor_row") == 4 && sections.number("anchor_y") == 40)
        // No rows: 0 and 0.
        let empty = try #require(try Demo.trace("wait 50", ["--rows", "0"]).last)
        #expect(empty.int("anchor_row") == 0 && empty.number("anchor_y") == 0)
    }

    @Test(arguments: [20, 23, 1])
    func sectionsAreRowsOf44UnderHeadersOf28(rows: Int) throws {
        let line = try #require(
            try Demo.trace("wait 50", ["--list", "sections", "--rows", "\(rows)"]).last)
        let sections = (rows + 4) / 5
        #expect(line.number("content_height") == Double(44 * rows + 28 * sections))
        #expect(line.int("rows") == rows)
    }

    @Test func feedRowsDifferInHeightWithinOneToFourLines() throws {
        let line = try #require(try Demo.trace("wait 50", ["--list", "feed"]).last)
        let height = line.number("content_height")
        // Each row is at least the avatar's 64 points and at most four lines' 120.
        #expect(height > 20 * 64 && height < 20 * 120, "\(height)")
        #expect(height != 20 * 44)
        // Another language wraps anew: the heights change, and the same rows stay.
        let korean = try #require(
            try Demo.trace("wait 50", ["--list", "feed", "--lang", "ko"]).last)
        #expect(korean.number("content_height") != height)
        #expect(korean.int("rows") == 20)
    }

    /// A refresh that lands while the view is scrolled away from the top puts --page rows above
    /// and keeps what the user reads exactly where it is; --rows counts only at start.
    @Test func aFeedRefreshAwayFromTheTopKeepsTheAnchor() throws {
        let lines = try Demo.trace(
            listPull + "wait 300\nwheel -6\nwait 1500",
            ["--list", "feed", "--rows", "12", "--page", "7"])
        let landing = try #require(lines.firstIndex { $0.int("refreshes") == 1 })
        let before = lines[landing - 1]
        let after = lines[landing]
        #expect(before.int("rows") == 12 && after.int("rows") == 19)
        #expect(before.number("offset_y") > 0, "the view is away from the top")
        #expect(after.int("anchor_row") == before.int("anchor_row") + 7)
        #expect(after.number("anchor_y") == before.number("anchor_y"))
        #expect(after.number("offset_y") > before.number("offset_y") + 7 * 60)
        let last = try #require(lines.last)
        #expect(last.int("anchor_row") == after.int("anchor_row"))
        #expect(last.number("anchor_y") == after.number("anchor_y"))
    }

    /// A refresh that lands with the header open at the top shows the new rows from the top.
    @Test func aFeedRefreshAtTheTopShowsTheNewRows() throws {
        let lines = try Demo.trace(listPull + "wait 2000", ["--list", "feed", "--page", "5"])
        let landing = try #require(lines.firstIndex { $0.int("refreshes") == 1 })
        #expect(lines[landing - 1].number("offset_y") == -54)
        #expect(lines[landing].number("offset_y") == -54)
        #expect(lines[landing].int("anchor_row") == 1)
        let last = try #require(lines.last)
        #expect(last.int("rows") == 25 && last.number("offset_y") == 0)
        #expect(last.int("anchor_row") == 1 && last.number("anchor_y") == 0)
    }

    /// The plain list's refresh replaces its rows with --rows new ones.
    @Test func aPlainRefreshStillReplacesTheRows() throws {
        let last = try #require(try Demo.trace(listPull + "wait 2000", ["--rows", "9"]).last)
        #expect(last.int("rows") == 9 && last.int("refreshes") == 1)
    }
}
