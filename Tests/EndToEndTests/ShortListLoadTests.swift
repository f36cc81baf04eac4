import Foundation
import Testing

/// A list shorter than the view loads more when asked (the fourth round's demanding user, item
/// 2): a click on the auto footer's title, the menu's Load more, or Return on the focused footer
/// loads a page at once (no inset opens while the list is short), and the run settles; a drag
/// still loads nothing.
@Suite struct ShortListLoadTests {
    static let askings: [(String, String)] = [
        // The title at 153, 22 points lower while the status bar shows at launch.
        ("a click on the footer's title", "click 195 175\n"),
        ("the menu's Load more", "key Menu\nwait 50\nkey Down\nwait 50\nkey Return\n"),
        (
            "Return on the focused footer",
            "key Tab\nkey Tab\nkey Tab\nkey Tab\nwait 50\nkey Return\n"
        ),
    ]

    @Test(arguments: askings)
    func aFooterUnderAShortListLoadsWhenAsked(how: String, asking: String) throws {
        let lines = try Demo.trace(
            "wait 100\n" + asking + "wait 2500\n",
            ["--list", "plain", "--rows", "3", "--size", "390x720", "--latency", "1000"])
        let asked = try #require(lines.firstIndex { $0.string("request") == "more" }, "\(how)")
        #expect(lines[asked].string("footer_state") == "refreshing", "\(how)")
        #expect(lines[asked].number("t") < 400, "\(how)")
        // Nothing opens while the list is short; the page lands whole after the latency.
        #expect(lines[..<asked].allSatisfy { $0.int("rows") == 3 })
        #expect(lines[asked...].prefix(30).allSatisfy { $0.number("inset_bottom") == 0 })
        let last = try #require(lines.last)
        #expect(last.int("rows") == 23 && last.int("loads") == 1, "\(how)")
        #expect(last.string("request") == "none" && last.string("footer_state") == "idle")
    }

    @Test func aDragOnAShortListStillLoadsNothing() throws {
        let lines = try Demo.trace(
            "down 195 400\nmove 195 100 300\nup\nwait 1500\n",
            ["--list", "plain", "--rows", "3", "--size", "390x720"])
        #expect(lines.allSatisfy { $0.string("request") == "none" && $0.int("rows") == 3 })
        #expect(lines.allSatisfy { $0.number("inset_bottom") == 0 })
    }
}
