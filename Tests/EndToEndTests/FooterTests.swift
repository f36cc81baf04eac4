import Foundation
import Testing

/// Runs `script` headless with `options`; returns the trace.
private func trace(_ script: String, _ options: [String]) throws -> [TraceLine] {
    try Demo.trace(script, options)
}

/// `key`'s values in order of appearance, repeats collapsed.
private func sequence(_ lines: [TraceLine], _ key: String) -> [String] {
    var values: [String] = []
    for line in lines where values.last != line.string(key) { values.append(line.string(key)) }
    return values
}

/// A quick swipe up, then time to coast, load and land.
private let fling = "down 195 600\nmove 195 250 120\nup\nwait 1500\n"

@Suite struct FooterTests {
    @Test func flingsToTheEndLoadPagesUntilNoMoreData() throws {
        let lines = try trace(
            String(repeating: fling, count: 6),
            ["--rows", "20", "--page", "10", "--pages", "3", "--latency", "300"])
        let last = try #require(lines.last)
        #expect(last.int("loads") == 3)
        #expect(last.int("rows") == 20 + 3 * 10)
        #expect(last.string("footer_state") == "noMoreData")
        #expect(last.int("refreshes") == 0)
        // Loads go up one at a time, each landing a whole page in its frame.
        var previous = try #require(lines.first)
        #expect(previous.int("loads") == 0)
        for line in lines.dropFirst() {
            let added = line.int("loads") - previous.int("loads")
            #expect(added == 0 || added == 1, "frame \(line.int("frame"))")
            #expect(
                line.int("rows") - previous.int("rows") == added * 10,
                "frame \(line.int("frame"))")
            previous = line
        }
        // The footer loaded three times, and said no more data only after the third page.
        let states = sequence(lines, "footer_state")
        #expect(states.filter { $0 == "refreshing" }.count == 3, "\(states)")
        let noMore = try #require(lines.first { $0.string("footer_state") == "noMoreData" })
        #expect(noMore.int("loads") == 3)
        #expect(lines.allSatisfy { $0.string("header_state") == "idle" })
    }

    @Test func theBackFooterLoadsOnAPullPastTheEndAndRelease() throws {
        let script = """
            wheel -10
            wait 1000
            down 195 600
            move 195 300 400
            wait 100
            up
            wait 2000
            """
        let lines = try trace(script, ["--footer", "back", "--latency", "500"])
        let last = try #require(lines.last)
        #expect(sequence(lines, "footer_state") == ["idle", "pulling", "refreshing", "idle"])
        #expect(
            lines.filter { $0.string("footer_state") == "pulling" }
                .allSatisfy { $0.bool("dragging") == true })
        #expect(last.int("loads") == 1)
        #expect(last.int("rows") == 40)
        #expect(last.number("inset_bottom") == 0)
        // While it loads, the footer is held in view by a bottom inset of its height.
        let loading = lines.filter { $0.string("footer_state") == "refreshing" }
        #expect(loading.contains { $0.number("inset_bottom") == 44 })
        #expect(loading.allSatisfy { $0.int("loads") == 0 })
    }

    @Test func noFooterNeverLoads() throws {
        let script = String(repeating: fling, count: 3) + "wheel -100\nwait 1000\n"
        let lines = try trace(script, ["--footer", "none", "--latency", "300"])
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.int("loads") == 0 })
        #expect(lines.allSatisfy { $0.int("rows") == 20 })
        #expect(lines.allSatisfy { $0.string("footer") == "none" })
        #expect(lines.allSatisfy { $0.string("footer_state") == "idle" })
        #expect(lines.allSatisfy { $0.number("inset_bottom") == 0 })
    }

    @Test func noPagesStartsInNoMoreData() throws {
        let lines = try trace(fling, ["--pages", "0", "--latency", "300"])
        #expect(lines.first?.string("footer_state") == "noMoreData")
        #expect(lines.allSatisfy { $0.int("loads") == 0 })
        #expect(lines.last?.string("footer_state") == "noMoreData")
    }
}
