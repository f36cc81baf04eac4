import Foundation
import Testing

/// The contract's sticky rule, computed on its own from `offset_y` for `rows` rows in sections
/// of 5 (each 28 + 5 × 44 = 248 points but the last): the header of the section at the view's
/// top at y = 0, pushed up by the next header; none while the content's top is below the view's
/// top, and none once the last section has gone past.
private func expectedSticky(offset: Double, rows: Int) -> (section: Int, y: Double) {
    guard offset >= 0, rows > 0 else { return (0, 0) }
    let sections = (rows + 4) / 5
    var tops: [Double] = []
    var top = 0.0
    for section in 0..<sections {
        tops.append(top)
        top += 28 + 44 * Double(min(5, rows - 5 * section))
    }
    let content = top
    guard let section = tops.lastIndex(where: { $0 <= offset }) else { return (0, 0) }
    let end = section + 1 < sections ? tops[section + 1] : content
    guard end > offset else { return (0, 0) }
    return (section + 1, min(0, end - offset - 28))
}

/// Every frame's sticky fields agree with the rule.
private func checkEveryFrame(_ lines: [TraceLine], rows: Int) {
    for line in lines {
        let expected = expectedSticky(offset: line.number("offset_y"), rows: rows)
        #expect(
            line.int("sticky_section") == expected.section
                && abs(line.number("sticky_y") - expected.y) < 1e-9,
            """
            frame \(line.int("frame")) at \(line.number("offset_y")): \(expected), traced \
            \(line.int("sticky_section")) \(line.number("sticky_y"))
            """)
    }
}

@Suite struct StickyHeaderTests {
    @Test func theHeaderSticksAndIsPushedUpByTheNext() throws {
        // 240: section 2's header (at 248) pushes section 1's up by 20; 280: section 2 stuck.
        let pushed = try #require(
            try Demo.trace("wheel -6\nwait 600", ["--list", "sections"]).last)
        #expect(pushed.number("offset_y") == 240)
        #expect(pushed.int("sticky_section") == 1 && pushed.number("sticky_y") == -20)
        let next = try #require(try Demo.trace("wheel -7\nwait 600", ["--list", "sections"]).last)
        #expect(next.int("sticky_section") == 2 && next.number("sticky_y") == 0)
        let plain = try #require(try Demo.trace("wheel -6\nwait 600").last)
        #expect(plain.int("sticky_section") == 0 && plain.number("sticky_y") == 0)
    }

    /// Pulled, opening, refreshing with the inset open, scrolled down while refreshing, the data
    /// landing, closing: every frame as the rule says.
    @Test(arguments: ["normal", "gif", "balloon"])
    func theStickyHeaderIsRightInEveryStateOfTheHeader(header: String) throws {
        let script =
            listPull + "wait 600\nwheel -5\nwait 400\nwheel 8\nwait 2000\n" + listPull
            + "wait 100\nwheel -12\nwait 2500"
        let lines = try Demo.trace(
            script, ["--list", "sections", "--header", header, "--rows", "23"])
        let states = Set(lines.map { $0.string("header_state") })
        #expect(states.isSuperset(of: ["pulling", "refreshing", "idle"]))
        #expect(lines.contains { $0.number("inset_top") == 54 && $0.number("offset_y") == -54 })
        #expect(
            lines.contains {
                $0.string("header_state") == "refreshing" && $0.number("offset_y") > 0
            })
        #expect(
            lines.contains {
                $0.int("sticky_section") > 0 && $0.string("header_state") == "refreshing"
            })
        checkEveryFrame(lines, rows: 23)
    }

    /// The second floor: ready, opening, open, closing; no header sticks while the content's
    /// top is below the view's.
    @Test func theStickyHeaderIsRightInEveryStateOfTheFloor() throws {
        let script = "down 195 10\nmove 195 330 600\nwait 200\nup\nwait 800\nkey b\nwait 800"
        let lines = try Demo.trace(script, ["--list", "sections", "--header", "floor"])
        let floors = Set(lines.map { $0.string("floor") })
        #expect(floors.isSuperset(of: ["ready", "opening", "open", "closing", "closed"]))
        checkEveryFrame(lines, rows: 20)
    }

    /// A fling to the end and back coasts through every section.
    @Test func theStickyHeaderFollowsACoast() throws {
        let script =
            "down 195 600\nmove 195 250 120\nup\nwait 1500\ndown 195 200\nmove 195 600 120\nup\nwait 2000"
        let lines = try Demo.trace(
            script, ["--list", "sections", "--rows", "40", "--footer", "none"])
        #expect(Set(lines.map { $0.int("sticky_section") }).count > 3)
        checkEveryFrame(lines, rows: 40)
    }
}
