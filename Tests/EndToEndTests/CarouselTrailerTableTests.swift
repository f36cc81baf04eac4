import Foundation
import RefreshCore
import Testing

// The trailer's transitions through the binary, as a table: each script pulls the carousel's
// trailer some way and ends some way; the row gives the states `trailer_state` goes through
// (repeats collapsed) and what landed. `--carousel 3`, 8 cards: the end is at 660 and the
// trailer pulls past 720. Every pull goes down at (300, 200) and takes the lock 10 points left
// by t = 50 ms (x = 290), then moves left over 600 ms, so it is held from t = 650 ms; a release
// at 750 ms opens it by 1000 ms, when the request goes out.

/// One row of the table.
struct TrailerRow: Sendable, CustomTestStringConvertible {
    var name: String
    var script: String
    var options: [String] = []
    var states: [String]
    var cards: Int
    var loads: Int
    var failures = 0
    /// When the cards land (ms): the first frame at or after it has them, the one before not.
    var landsAt: Double?
    /// When it goes back to idle (ms), after the result's dwell: refreshing until then.
    var endsAt: Double?

    var testDescription: String { name }
}

/// The script's pull: lock, then left to `x` (past the end by 290 − 660 − x of finger).
private func pull(to x: Double) -> String {
    "down 300 200\nmove 290 200 50\nmove \(x) 200 600\n"
}

/// The finger's x that shows `visible` points past the end.
private func showing(_ visible: Double) -> Double {
    290 - 660 - RubberBand.distance(for: visible, dimension: 390)
}

private let rows: [TrailerRow] = [
    TrailerRow(
        name: "40 points out, released: it springs back, idle throughout",
        script: pull(to: showing(40)) + "wait 100\nup\nwait 500\n",
        states: ["idle"], cards: 8, loads: 0),
    TrailerRow(
        name: "80 points out, pushed back to 40, released: pulling withdrawn, nothing loads",
        script: pull(to: showing(80)) + "move \(showing(40)) 200 200\nwait 100\nup\nwait 500\n",
        states: ["idle", "pulling", "idle"], cards: 8, loads: 0),
    TrailerRow(
        name: "80 points out, released outside the window: opens, 4 cards land at the latency",
        script: pull(to: showing(80)) + "wait 100\nup\nwait 1500\n", options: ["--latency", "500"],
        states: ["idle", "pulling", "refreshing", "idle"], cards: 12, loads: 1,
        landsAt: 1500, endsAt: 1500),
    TrailerRow(
        name: "80 points out, the script ending with the button down (a lost focus): it loads",
        script: pull(to: showing(80)) + "wait 100\n", options: ["--latency", "500"],
        states: ["idle", "pulling", "refreshing", "idle"], cards: 12, loads: 1,
        landsAt: 1500, endsAt: 1500),
    TrailerRow(
        name: "a failed load: refreshing through the failure's 1 s dwell, no cards",
        script: pull(to: showing(80)) + "wait 100\nup\nwait 2500\n",
        options: ["--latency", "500", "--fail-every", "1"],
        states: ["idle", "pulling", "refreshing", "idle"], cards: 8, loads: 0, failures: 1,
        endsAt: 1500 + 1000),
    TrailerRow(
        name: "x before the pull: the next request fails, whatever --fail-every says",
        script: "key x\n" + pull(to: showing(80)) + "wait 100\nup\nwait 2500\n",
        options: ["--latency", "500"],
        states: ["idle", "pulling", "refreshing", "idle"], cards: 8, loads: 0, failures: 1,
        endsAt: 1500 + 1000),
    TrailerRow(
        name: "a success dwell of 500 ms: the cards land, then it stays refreshing 500 ms",
        script: pull(to: showing(80)) + "wait 100\nup\nwait 2000\n",
        options: ["--latency", "500", "--success-dwell", "500"],
        states: ["idle", "pulling", "refreshing", "idle"], cards: 12, loads: 1,
        landsAt: 1500, endsAt: 1500 + 500),
    TrailerRow(
        name: "while the header refreshes: pulled 80 out and released, it never pulls or loads",
        script: "key r\nwait 300\n" + pull(to: showing(80)) + "wait 100\nup\nwait 3000\n",
        options: ["--latency", "2000"],
        states: ["idle"], cards: 8, loads: 0),
]

@Suite struct CarouselTrailerTableTests {
    /// Each row at 30 and 240 fps: the states in order, the cards, loads and failures at the
    /// end, pulling only under the finger past 60 points, held at 720 while open, and the
    /// landing and the end of the dwell on their exact times.
    @Test(arguments: rows, [30, 240])
    func theTrailerGoesThroughItsStates(_ row: TrailerRow, fps: Int) throws {
        let lines = try Demo.trace(
            row.script, ["--carousel", "3", "--fps", "\(fps)"] + row.options)
        var states: [String] = []
        for line in lines where states.last != line.string("trailer_state") {
            states.append(line.string("trailer_state"))
        }
        #expect(states == row.states)
        let last = try #require(lines.last)
        #expect(last.int("cards") == row.cards && last.int("trailer_loads") == row.loads)
        #expect(last.int("failures") == row.failures)
        #expect(last.number("carousel_content_width") == 10 + Double(row.cards) * 130)
        #expect(last.number("offset_y") == 0)
        // Pulling is reported only while the finger holds it past the 60 points.
        for line in lines where line.string("trailer_state") == "pulling" {
            #expect(line.bool("carousel_dragging") == true && line.number("trailer_percent") > 1)
        }
        // Open, it holds the cards at the end plus 60 once its 0.25 s opening is over.
        if let opened = lines.first(where: { $0.string("trailer_state") == "refreshing" }) {
            let held = lines.filter {
                $0.string("trailer_state") == "refreshing"
                    && $0.number("t") >= opened.number("t") + 250 - 1e-6
            }
            #expect(!held.isEmpty)
            #expect(held.allSatisfy { abs($0.number("carousel_offset_x") - 720) < 1e-9 })
        }
        // The cards land, and the result's dwell ends, at their exact times at every rate.
        if let time = row.landsAt {
            let (before, from) = try frames(around: time, in: lines)
            #expect(before.int("cards") == 8 && from.int("cards") == row.cards)
            // With no success dwell it ends at once and shows no result (MJRefresh's way).
            #expect(from.string("trailer_result") == (row.endsAt == time ? "none" : "success"))
        }
        if let time = row.endsAt {
            let (before, from) = try frames(around: time, in: lines)
            #expect(before.string("trailer_state") == "refreshing")
            let shown = row.failures > 0 ? "failure" : row.landsAt == time ? "none" : "success"
            #expect(before.string("trailer_result") == shown)
            #expect(
                from.string("trailer_state") == "idle" && from.string("trailer_result") == "none")
        }
    }

    /// The last frame before `time` (ms) and the first at or after it.
    private func frames(around time: Double, in lines: [TraceLine]) throws -> (TraceLine, TraceLine)
    {
        let before = try #require(lines.last { $0.number("t") < time - 1e-6 })
        let from = try #require(lines.first { $0.number("t") >= time - 1e-6 })
        return (before, from)
    }
}
