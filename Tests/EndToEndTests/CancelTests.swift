import Foundation
import Testing

/// The fourth round's Cancel and Escape, through the binary headless: what is in flight
/// (`request`), a cancel that lands nothing and shows "Cancelled" for the success dwell, the
/// menu's `Cancel` first while something is in flight, and Escape's order (menu, key panel,
/// inspector, what is in flight), which never quits.
@Suite struct CancelTests {
    /// `key r` at 0 with a 1 s latency: the request is in flight from the opening on; Escape at
    /// 500 ms cancels it: "Cancelled" for the 600 ms success dwell, then idle; the rows, the
    /// refreshes, the failures and the last-updated line never change, and nothing lands later.
    @Test func escapeCancelsARefreshInFlightAndNothingLands() throws {
        let lines = try Demo.trace(
            "key r\nwait 500\nkey Escape\nwait 3000\n",
            ["--latency", "1000", "--success-dwell", "600", "--fps", "60"])
        let before = try #require(lines.first)
        #expect(before.string("request") == "refresh")
        let beforeEscape = lines.filter { $0.number("t") < 500 }
        #expect(beforeEscape.allSatisfy { $0.string("request") == "refresh" })
        let cancelled = lines.filter { $0.string("header_result") == "cancelled" }
        #expect(cancelled.count == 36)  // 600 ms at 60 fps
        for line in cancelled {
            #expect(line.string("header_title") == "Cancelled")
            #expect(line.string("request") == "none")
            #expect(line.string("header_state") == "refreshing")
        }
        for line in lines {
            #expect(line.int("refreshes") == 0 && line.int("failures") == 0)
            #expect(line.int("rows") == before.int("rows"))
            #expect(line.string("header_detail") == before.string("header_detail"))
        }
        let last = try #require(lines.last)
        #expect(last.string("header_state") == "idle" && last.number("inset_top") == 0)
        #expect(last.string("header_result") == "none" && last.string("request") == "none")
    }

    /// A footer load in flight (`request` `more`) cancelled from the menu's first item: no page
    /// lands, `loads` stays 0, and the footer rests idle; a later `End` loads again.
    @Test func theMenusCancelIsFirstWhileALoadIsInFlight() throws {
        let lines = try Demo.trace(
            "key End\nwait 600\nkey Menu\nwait 100\nkey Return\nwait 1500\n",
            ["--latency", "1000", "--fps", "60", "--rows", "20"])
        let loading = try #require(lines.firstIndex { $0.string("request") == "more" })
        let rows = lines[loading].int("rows")
        let opened = try #require(lines.firstIndex { $0.string("menu") == "open" })
        #expect(lines[opened].string("request") == "more")
        // Return acts on the first item, chosen by the key: Cancel.
        let after = lines[(opened + 1)...].first { $0.string("menu") == "closed" }
        #expect(after?.string("request") == "none")
        for line in lines[opened...] {
            #expect(line.int("loads") == 0 && line.int("rows") == rows)
        }
        #expect(lines.last?.string("footer_state") == "idle")
    }

    /// Escape closes, in order, the menu, the key panel and the inspector, one a press, and
    /// cancels only after them; with nothing left it does nothing and the run ends as usual.
    @Test func escapeClosesOverlaysFirstThenCancelsAndNeverQuits() throws {
        let script = """
            key r
            key d
            key ?
            click 100 300 right
            wait 100
            key Escape
            wait 50
            key Escape
            wait 50
            key Escape
            wait 50
            key Escape
            wait 50
            key Escape
            wait 2000
            """
        let lines = try Demo.trace(script, ["--latency", "2000", "--fps", "100"])
        // The menu closes at the first Escape; the refresh is cancelled only at the fourth.
        let closed = try #require(lines.firstIndex { $0.number("t") >= 100 })
        #expect(lines[closed].string("menu") == "closed")
        let cancelledAt = try #require(lines.firstIndex { $0.string("request") == "none" })
        #expect(lines[cancelledAt].number("t") >= 250 && lines[cancelledAt].number("t") < 260)
        #expect(lines.allSatisfy { $0.int("refreshes") == 0 })
    }
}
