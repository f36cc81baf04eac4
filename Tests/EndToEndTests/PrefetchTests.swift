import Foundation
import Testing

@Suite struct PrefetchTests {
    /// 20 rows in a 720-point view: at offset 40 rows 19 and 20 lie wholly below (row 18's top,
    /// 748, is above the bottom edge at 760). --prefetch 5 loads on the first notch; --prefetch
    /// 0 (MJRefresh's rule: the footer wholly in view) does not, nor does --prefetch 1.
    @Test func prefetchLoadsBeforeTheEndWhereMJRefreshWouldNot() throws {
        let script = "wait 100\nwheel -1\nwait 2000"
        let plain = try #require(try Demo.trace(script, ["--prefetch", "0"]).last)
        #expect(plain.int("loads") == 0 && plain.int("rows") == 20)
        let early = try #require(try Demo.trace(script, ["--prefetch", "5"]).last)
        #expect(early.int("loads") == 1 && early.int("rows") == 40)
        let one = try #require(try Demo.trace(script, ["--prefetch", "1"]).last)
        #expect(one.int("loads") == 0)
    }

    /// It starts in the frame the rows left wholly below the view drop to N, while the content
    /// moves towards its end (here, held by a slow drag), long before the footer shows.
    @Test(arguments: ["plain", "sections", "feed"])
    func prefetchStartsWhenNRowsAreLeft(list: String) throws {
        let rows = list == "feed" ? 14 : 24
        let lines = try Demo.trace(
            "down 195 700\nmove 195 0 3000\nup\nwait 1500",
            ["--prefetch", "3", "--list", list, "--rows", "\(rows)", "--latency", "5000"])
        let start = try #require(lines.firstIndex { $0.string("footer_state") == "refreshing" })
        #expect(start > 0 && lines[start].bool("dragging") == true)
        #expect(lines[start].number("offset_y") > lines[start - 1].number("offset_y"))
        #expect(lines[start].number("offset_y") + 720 < lines[start].number("content_height"))
        guard list != "feed" else { return }
        // Row tops, to count the rows wholly below the view's bottom edge.
        let header = list == "sections" ? 28.0 : 0
        let tops = (0..<rows).map { Double($0) * 44 + header * Double($0 / 5 + 1) }
        func below(_ line: TraceLine) -> Int {
            tops.filter { $0 >= line.number("offset_y") + 720 }.count
        }
        #expect(below(lines[start]) <= 3 && below(lines[start - 1]) > 3)
    }

    /// One load per approach: a failed load is not asked again while the rows left stay few;
    /// scrolling back up past them and down again asks once more.
    @Test func oneLoadPerApproach() throws {
        // 40 rows: 5 or fewer are left below from offset 777 on.
        let script =
            "wheel -20\nwait 1500\nwheel -1\nwait 1500\nwheel 10\nwait 800\nwheel -10\nwait 1500"
        let lines = try Demo.trace(
            script,
            [
                "--rows", "40", "--prefetch", "5", "--fail-every", "1", "--latency", "300",
                "--failure-dwell", "0",
            ])
        let last = try #require(lines.last)
        #expect(last.int("failures") == 2, "two approaches, two loads")
        #expect(last.int("loads") == 0)
    }

    /// The header wins: no prefetch while it refreshes.
    @Test func neverTogetherWithTheHeader() throws {
        let lines = try Demo.trace(
            listPull + "wait 300\nwheel -3\nwait 2000", ["--prefetch", "1000", "--latency", "1000"])
        #expect(
            !lines.contains {
                $0.string("header_state") == "refreshing"
                    && $0.string("footer_state") == "refreshing"
            })
        #expect(lines.last?.int("refreshes") == 1)
    }
}
