import Foundation
import Testing

private let pullScript = "down 195 150\nmove 195 400 500\nwait 100\nup\n"

/// Runs a script headless and returns the exit result and the trace.
private func runScript(
    _ script: String, _ options: [String] = []
) throws -> (result: Demo.Result, lines: [TraceLine]) {
    let dir = try TempDir()
    let file = try dir.write("script.txt", script)
    let trace = dir.path("t.jsonl")
    let result = try Demo.run(
        arguments: ["--headless", "--script", file, "--trace", trace] + options)
    #expect(result.code == 0, "stderr: \(result.stderr)")
    let lines = FileManager.default.fileExists(atPath: trace) ? try Trace.read(trace) : []
    return (result, lines)
}

/// The header states in order of appearance, with repeats collapsed.
private func stateSequence(_ lines: [TraceLine]) -> [String] {
    var sequence: [String] = []
    for line in lines where sequence.last != line.string("header_state") {
        sequence.append(line.string("header_state"))
    }
    return sequence
}

private func atRest(_ line: TraceLine) -> Bool {
    line.number("velocity_y") == 0 && line.bool("dragging") == false
        && line.bool("decelerating") == false
}

@Suite struct BehaviourTests {
    @Test func pullPastTheThresholdRefreshes() throws {
        let (_, lines) = try runScript(pullScript, ["--latency", "500"])
        let last = try #require(lines.last)
        #expect(stateSequence(lines) == ["idle", "pulling", "refreshing", "idle"])
        let pulling = lines.filter { $0.string("header_state") == "pulling" }
        #expect(!pulling.isEmpty)
        #expect(pulling.allSatisfy { $0.bool("dragging") == true })
        let refreshing = lines.filter { $0.string("header_state") == "refreshing" }
        // At rest: still, and unchanged into the next frame (the release frame is still
        // before the inset animation starts).
        let resting = refreshing.filter { line in
            let next = lines.first { $0.int("frame") == line.int("frame") + 1 }
            return atRest(line) && next.map(atRest) == true
                && next?.number("offset_y") == line.number("offset_y")
        }
        // 0.25 s opening then 500 ms latency: ~45 frames of refreshing, ~30 of them at rest.
        #expect(resting.count >= 25)
        for line in resting {
            #expect(line.number("offset_y") == -54)
            #expect(line.number("inset_top") == 54)
            #expect(line.int("refreshes") == 0)
        }
        // Released at 600 ms; opening 250 ms; latency 500 ms: data lands at 1350 ms.
        let landed = try #require(lines.first { $0.int("refreshes") == 1 })
        #expect(abs(landed.number("t") - 1350) < 1e-6, "landed at \(landed.number("t"))")
        #expect(landed.string("header_state") == "idle")
        #expect(lines.allSatisfy { $0.int("rows") == 20 })
        #expect(last.int("refreshes") == 1)
        #expect(last.string("header_state") == "idle")
        #expect(last.number("offset_y") == 0)
        #expect(last.number("inset_top") == 0)
        #expect(last.bool("dragging") == false)
        #expect(last.bool("decelerating") == false)
    }

    @Test func shortPullDoesNotRefresh() throws {
        let script = "down 195 150\nmove 195 200 300\nup\n"
        let (_, lines) = try runScript(script)
        let last = try #require(lines.last)
        let seen = Set(lines.map { $0.string("header_state") })
        #expect(seen == ["idle"])
        #expect(lines.contains { $0.number("offset_y") < -10 }, "the pull moved the content")
        #expect(last.int("refreshes") == 0)
        #expect(last.number("offset_y") == 0)
        #expect(last.number("inset_top") == 0)
    }

    @Test func keyRRefreshesOnce() throws {
        let (_, lines) = try runScript("key r\n", ["--latency", "300"])
        let last = try #require(lines.last)
        #expect(stateSequence(lines).contains("refreshing"))
        #expect(last.int("refreshes") == 1)
        #expect(last.string("header_state") == "idle")
        #expect(last.number("offset_y") == 0)
    }

    @Test func framesOptionStopsExactly() throws {
        let (_, lines) = try runScript(pullScript, ["--frames", "10"])
        #expect(lines.count == 10)
        #expect(lines.last?.int("frame") == 9)
    }

    @Test func sameOffsetsAtThirtyAndTwoHundredFortyFPS() throws {
        let slow = try runScript(pullScript, ["--fps", "30", "--latency", "500"]).lines
        let fast = try runScript(pullScript, ["--fps", "240", "--latency", "500"]).lines
        func byTenth(_ lines: [TraceLine]) -> [Int: Double] {
            var map: [Int: Double] = [:]
            for line in lines {
                let t = line.number("t")
                let tenth = (t / 100).rounded()
                if abs(t - tenth * 100) < 1e-6 { map[Int(tenth)] = line.number("offset_y") }
            }
            return map
        }
        let a = byTenth(slow)
        let b = byTenth(fast)
        let common = Set(a.keys).intersection(b.keys).sorted()
        #expect(common.count >= 20, "common times: \(common)")
        for key in common {
            let slowOffset = a[key]!
            let fastOffset = b[key]!
            #expect(
                abs(slowOffset - fastOffset) <= 0.5,
                "t=\(key * 100) ms: \(slowOffset) at 30 fps, \(fastOffset) at 240 fps")
        }
    }

    @Test func runEndsAfterSettlingForAQuarterSecond() throws {
        let (_, lines) = try runScript(pullScript, ["--latency", "200"])
        let last = try #require(lines.last)
        let tail = lines.suffix(15)
        #expect(tail.count == 15)
        for line in tail {
            #expect(atRest(line), "frame \(line.int("frame")) is not at rest")
            #expect(line.string("header_state") == "idle")
            #expect(line.number("offset_y") == last.number("offset_y"))
        }
        // The last frame that was not at rest is at least 250 ms before the end.
        let moving = try #require(lines.last { !atRest($0) || $0.string("header_state") != "idle" })
        #expect(last.number("t") - moving.number("t") >= 250 - 1e-6)
    }

    @Test func velocityIsZeroWhileTheContentIsHeldStill() throws {
        // Hold the pointer still for 100 ms after the move: offset_y does not change, so its
        // rate of change, velocity_y, must be 0 in those frames.
        let (_, lines) = try runScript(pullScript)
        var held: [TraceLine] = []
        for (previous, line) in zip(lines, lines.dropFirst())
        where line.bool("dragging") == true && previous.bool("dragging") == true
            && line.number("offset_y") == previous.number("offset_y")
        {
            held.append(line)
        }
        #expect(held.count >= 5)
        for line in held {
            #expect(line.number("velocity_y") == 0, "frame \(line.int("frame"))")
        }
    }
}
