import Foundation
import Testing

// The carousel through the binary: the direction lock between it and the list, its x-axis
// physics, and its trailer's transitions and loads. `--carousel 3` puts its band at y 132…312.

/// Runs `script` headless with `--carousel 3` and `options`; returns the trace.
private func run(_ script: String, options: [String] = []) throws -> [TraceLine] {
    try Demo.trace(script, ["--carousel", "3"] + options)
}

@Suite struct CarouselTests {
    /// A drag (dx, dy) over 500 ms, held 100 ms, starting at (300, y).
    private func drag(fromY y: Double, dx: Double, dy: Double) -> String {
        "down 300 \(y)\nmove \(300 + dx) \(y + dy) 500\nwait 100\nup\n"
    }

    @Test(arguments: [30, 240])
    func aHorizontalDragOnTheBandMovesTheCardsAndNotTheList(fps: Int) throws {
        let lines = try run(drag(fromY: 200, dx: -110, dy: 0), options: ["--fps", "\(fps)"])
        #expect(lines.allSatisfy { $0.number("offset_y") == 0 && $0.bool("dragging") != nil })
        let held = try #require(lines.last { $0.bool("carousel_dragging") == true })
        // 1:1 inside the range, less the points moved before the lock (10 … one frame more).
        let moved = held.number("carousel_offset_x")
        #expect(moved > 110 - 10 - 110.0 / Double(fps) * 2 - 1e-9 && moved <= 100 + 1e-9)
        #expect(lines.last?.number("carousel_offset_x") ?? 0 >= moved)
    }

    @Test(arguments: [30, 240])
    func verticalAndDiagonalDragsOnTheBandMoveTheList(fps: Int) throws {
        for (dx, dy) in [(0.0, -100.0), (-80.0, -80.0)] {
            let lines = try run(drag(fromY: 250, dx: dx, dy: dy), options: ["--fps", "\(fps)"])
            #expect(lines.allSatisfy { $0.number("carousel_offset_x") == 0 })
            #expect(lines.allSatisfy { $0.bool("carousel_dragging") == false })
            #expect(lines.contains { $0.number("offset_y") > 60 })
        }
    }

    @Test(arguments: [30, 240])
    func dragsStartingOffTheBandMoveOnlyTheList(fps: Int) throws {
        for (dx, dy) in [(-110.0, 0.0), (0.0, -100.0), (-80.0, -80.0)] {
            let lines = try run(drag(fromY: 500, dx: dx, dy: dy), options: ["--fps", "\(fps)"])
            #expect(lines.allSatisfy { $0.number("carousel_offset_x") == 0 })
            #expect(lines.allSatisfy { $0.bool("carousel_dragging") == false })
            if dy != 0 { #expect(lines.contains { $0.number("offset_y") > 60 }) }
        }
    }

    @Test func pastItsEndTheCarouselRubberBandsWithTheBandsWidth() throws {
        // Lock, then 760 more points left: 660 to the end, 100 of finger past it.
        let lines = try run(
            "down 300 200\nmove 290 200 100\nmove -470 200 800\nwait 200\n",
            options: ["--frames", "55"])
        let last = try #require(lines.last)
        #expect(last.bool("carousel_dragging") == true)
        let width = 390.0
        let visible = (1 - 1 / (100 * 0.55 / width + 1)) * width
        #expect(abs(last.number("carousel_offset_x") - (660 + visible)) < 1e-6)
        #expect(abs(last.number("trailer_percent") - visible / 60) < 1e-6)
        #expect(last.string("trailer_state") == "idle")
    }

    private let pull = "down 300 200\nmove 290 200 50\nmove -600 200 600\nwait 100\nup\n"

    @Test func theTrailerPullsOpensLoadsFourCardsAndCloses() throws {
        let lines = try run(pull + "wait 2000\n", options: ["--latency", "500"])
        var states: [String] = []
        for line in lines where states.last != line.string("trailer_state") {
            states.append(line.string("trailer_state"))
        }
        #expect(states == ["idle", "pulling", "refreshing", "idle"])
        let opened = try #require(lines.first { $0.string("trailer_state") == "refreshing" })
        let open = lines.filter {
            $0.number("t") >= opened.number("t") + 250 && $0.string("trailer_state") == "refreshing"
        }
        #expect(
            !open.isEmpty && open.allSatisfy { abs($0.number("carousel_offset_x") - 720) < 1e-6 })
        let last = try #require(lines.last)
        #expect(last.int("cards") == 12 && last.int("trailer_loads") == 1)
        #expect(last.number("carousel_content_width") == 10 + 12 * 130)
        #expect(lines.allSatisfy { $0.int("cards") == 8 || $0.int("cards") == 12 })
    }

    @Test func aFailedTrailerLoadAddsNoCards() throws {
        let lines = try run(
            pull + "wait 2500\n", options: ["--latency", "500", "--fail-every", "1"])
        #expect(lines.contains { $0.string("trailer_result") == "failure" })
        let last = try #require(lines.last)
        #expect(
            last.int("cards") == 8 && last.int("trailer_loads") == 0 && last.int("failures") == 1)
    }

    @Test func theHeaderWinsAndACarouselResetsToItsCards() throws {
        let lines = try run(pull + "wait 300\nkey r\nwait 3000\n", options: ["--latency", "1000"])
        let last = try #require(lines.last)
        #expect(last.int("refreshes") == 1 && last.int("trailer_loads") == 0)
        #expect(last.int("cards") == 8)
        #expect(last.number("carousel_offset_x") <= 660 + 1e-9)
        #expect(lines.allSatisfy { $0.int("cards") == 8 })
    }
}
