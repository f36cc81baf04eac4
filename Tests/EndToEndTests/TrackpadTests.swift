import Foundation
import RefreshCore
import Testing

/// Runs `script` headless at `fps` with the list of 20 rows and returns the trace.
private func trace(_ script: String, fps: Int, _ options: [String] = []) throws -> [TraceLine] {
    try Demo.trace(script, ["--fps", "\(fps)"] + options)
}

/// The line of the frame whose end is `milliseconds` (a multiple of 100 ms: a frame end at 30
/// and at 240 fps).
private func line(at milliseconds: Double, in lines: [TraceLine]) throws -> TraceLine {
    try #require(lines.first { abs($0.number("t") - milliseconds) < 1e-6 })
}

/// The line of the first frame that ends at or after `milliseconds`.
private func line(from milliseconds: Double, in lines: [TraceLine]) throws -> TraceLine {
    try #require(lines.first { $0.number("t") >= milliseconds - 1e-6 })
}

/// The `scroll DX DY` command: a trackpad's two-finger scroll, through the binary.
@Suite struct TrackpadTests {
    /// Inside the range the content follows the fingers 1:1, and `dragging` holds.
    @Test(arguments: [30, 240])
    func insideTheRangeTheContentFollowsOneToOne(fps: Int) throws {
        let lines = try trace(
            "wait 100\nscroll 0 -50\nwait 100\nscroll 0 -30.5\nwait 100\nscroll 0 20\nwait 100\n",
            fps: fps)
        let first = try line(at: 100, in: lines)
        #expect(first.number("offset_y") == 50)
        #expect(first.bool("dragging") == true)
        #expect(try line(at: 200, in: lines).number("offset_y") == 80.5)
        #expect(try line(at: 300, in: lines).number("offset_y") == 60.5)
        // 150 ms after the last event the gesture has ended.
        #expect(try line(at: 500, in: lines).bool("dragging") == false)
    }

    /// Past the top, the rubber band's law from the edge: 80 points of fingers show
    /// RubberBand.offset(80, 720).
    @Test(arguments: [30, 240])
    func pastTheTopTheContentIsRubberBanded(fps: Int) throws {
        let lines = try trace("wait 100\nscroll 0 50\nwait 100\nscroll 0 30\nwait 100\n", fps: fps)
        let expected = -RubberBand.offset(for: 80, dimension: 720)
        let pulled = try line(at: 200, in: lines)
        #expect(abs(pulled.number("offset_y") - expected) < 1e-9)
        #expect(pulled.bool("dragging") == true)
    }

    /// A pull past the trigger refreshes when the gesture ends, 150 ms after its last event,
    /// and not before.
    @Test(arguments: [30, 240])
    func theGestureEndingPastTheTriggerRefreshes(fps: Int) throws {
        let lines = try trace(
            "wait 100\nscroll 0 100\nwait 100\nscroll 0 100\nwait 1000\n", fps: fps,
            ["--latency", "500"])
        let beforeEnd = lines.filter { $0.number("t") > 200 && $0.number("t") < 350 - 1e-6 }
        #expect(!beforeEnd.isEmpty)
        #expect(beforeEnd.allSatisfy { $0.string("header_state") == "pulling" })
        #expect(beforeEnd.allSatisfy { $0.bool("dragging") == true })
        let ended = try line(from: 350, in: lines)
        #expect(ended.string("header_state") == "refreshing")
        #expect(ended.bool("dragging") == false)
        // Opened over 0.25 s from 350 ms: held at −54 by 600 ms.
        #expect(try line(at: 700, in: lines).number("offset_y") == -54)
    }

    /// A fast run of events carries its velocity into coasting when the gesture ends.
    @Test(arguments: [30, 240])
    func aFastRunCoastsOn(fps: Int) throws {
        var script = "wait 100\n"
        for _ in 0..<10 { script += "scroll 0 -20\nwait 10\n" }
        script += "wait 1000\n"
        let lines = try trace(script, fps: fps, ["--rows", "200"])
        // Ten events of 20 points: 200 points by 190 ms; the gesture ends at 340 ms.
        let end = try line(from: 340, in: lines)
        #expect(end.bool("dragging") == false)
        #expect(end.bool("decelerating") == true)
        #expect(end.number("velocity_y") > 1000)
        let later = try line(at: 800, in: lines)
        #expect(later.number("offset_y") > 400)
    }
}
