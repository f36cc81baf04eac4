import Foundation
import Testing

private let requiredFields: [(String, JSONKind)] = [
    ("frame", .int), ("t", .double), ("offset_y", .double), ("velocity_y", .double),
    ("inset_top", .double), ("inset_bottom", .double), ("content_height", .double),
    ("view_height", .double), ("dragging", .bool), ("decelerating", .bool),
    ("header", .string), ("header_state", .string), ("footer_state", .string),
    ("header_percent", .double), ("footer_percent", .double), ("header_alpha", .double),
    ("footer", .string), ("rows", .int), ("refreshes", .int), ("loads", .int),
    ("header_frame", .int),
]

private let states: Set<String> = ["idle", "pulling", "refreshing", "willRefresh", "noMoreData"]

private let pullScript = """
    # pull past the threshold and hold
    down 195 150
    move 195 400 500
    wait 100
    shot held
    up
    """

/// Checks every line of a trace against the contract's field list and frame timing.
private func checkTrace(_ lines: [TraceLine], fps: Double) {
    #expect(!lines.isEmpty)
    for (k, line) in lines.enumerated() {
        for (field, kind) in requiredFields {
            guard let value = line[field] else {
                Issue.record("line \(k) has no \(field)")
                continue
            }
            let actual = JSONKind.of(value)
            // A JSON number may be written without a fraction ("0"), which is still a number.
            let ok = actual == kind || (kind == .double && actual == .int)
            #expect(ok, "line \(k): \(field) is \(actual), expected \(kind)")
        }
        #expect(line.int("frame") == k)
        let expected = Double(k + 1) * 1000 / fps
        #expect(abs(line.number("t") - expected) <= 1e-9, "frame \(k): t \(line.number("t"))")
        #expect(states.contains(line.string("header_state")))
        #expect(states.contains(line.string("footer_state")))
        let alpha = line.number("header_alpha")
        #expect(alpha >= 0 && alpha <= 1)
    }
}

@Suite struct TraceTests {
    @Test(arguments: [60, 144])
    func scriptedRunWritesAValidTrace(fps: Int) throws {
        let dir = try TempDir()
        let script = try dir.write("pull.txt", pullScript)
        let result = try Demo.run(arguments: [
            "--headless", "--fps", "\(fps)", "--script", script,
            "--trace", dir.path("t.jsonl"), "--shots", dir.path("shots"),
        ])
        #expect(result.code == 0, "stderr: \(result.stderr)")
        let lines = try Trace.read(dir.path("t.jsonl"))
        checkTrace(lines, fps: Double(fps))
        #expect(lines.count > 600 * fps / 1000)
        for name in ["final", "held"] {
            let info = PNGInfo.read(dir.path("shots/\(name).png"))
            #expect(
                info == PNGInfo(width: 390, height: 720), "\(name).png: \(String(describing: info))"
            )
        }
    }

    @Test func scaleTwoDoublesThePixels() throws {
        let dir = try TempDir()
        let script = try dir.write("s.txt", "wait 50\nshot two\n")
        let result = try Demo.run(arguments: [
            "--headless", "--scale", "2", "--script", script, "--shots", dir.path("shots"),
        ])
        #expect(result.code == 0, "stderr: \(result.stderr)")
        for name in ["final", "two"] {
            let info = PNGInfo.read(dir.path("shots/\(name).png"))
            #expect(
                info == PNGInfo(width: 780, height: 1440),
                "\(name).png: \(String(describing: info))")
        }
    }

    @Test func rowsAreWhereTheyShouldBe() throws {
        guard Pixels.convert != nil else {
            Issue.record("ImageMagick's convert is not installed: pixel checks skipped")
            return
        }
        let dir = try TempDir()
        let script = try dir.write("s.txt", "wait 100\nshot rest\n")
        let result = try Demo.run(arguments: [
            "--headless", "--script", script, "--shots", dir.path("shots"),
        ])
        #expect(result.code == 0, "stderr: \(result.stderr)")
        let rest = dir.path("shots/rest.png")
        #expect(try Pixels.rgb(rest, x: 200, y: 22) == [255, 255, 255])
        #expect(try Pixels.rgb(rest, x: 200, y: 44 + 22) == [248, 248, 250])
        #expect(try Pixels.rgb(rest, x: 200, y: 2 * 44 + 22) == [255, 255, 255])
    }

    @Test func pulledDownTheTopShowsTheBackground() throws {
        guard Pixels.convert != nil else {
            Issue.record("ImageMagick's convert is not installed: pixel checks skipped")
            return
        }
        let dir = try TempDir()
        let script = try dir.write("pull.txt", pullScript)
        let trace = dir.path("t.jsonl")
        let result = try Demo.run(arguments: [
            "--headless", "--script", script, "--shots", dir.path("shots"), "--trace", trace,
        ])
        #expect(result.code == 0, "stderr: \(result.stderr)")
        // The shot is taken in the frame at t = 600 ms (frame 35 at 60 fps).
        let lines = try Trace.read(trace)
        let held = try #require(lines.first { abs($0.number("t") - 600) < 1e-6 })
        let offset = held.number("offset_y")
        #expect(offset <= -100, "offset \(offset) at the shot")
        let png = dir.path("shots/held.png")
        // y = 10 is under the status bar, which the demo shows over the view while it is used;
        // it must not be a row any more: background, or the bar's grey.
        let top = try #require(try Pixels.rgb(png, x: 200, y: 10))
        #expect(top != [255, 255, 255] && top != [248, 248, 250], "pixel at y=10: \(top)")
        #expect(
            top == [242, 242, 247] || (top[0] == top[1] && top[2] - top[0] <= 8 && top[0] < 242))
        // Below the bar and above the header (which spans -offset-54 ... -offset): background.
        let gap = try Pixels.rgb(png, x: 200, y: 40)
        #expect(gap == [242, 242, 247], "pixel at y=40: \(String(describing: gap))")
        // The first row's top edge has moved down by -offset, so its middle is white.
        let rowMiddle = Int((-offset + 22).rounded())
        #expect(try Pixels.rgb(png, x: 200, y: rowMiddle) == [255, 255, 255])
    }

    @Test func traceToStandardOutput() throws {
        let result = try Demo.run(
            arguments: ["--headless", "--script", "-", "--trace", "-"], stdin: "wait 200\n")
        #expect(result.code == 0, "stderr: \(result.stderr)")
        let lines = try Trace.parse(result.stdout)
        checkTrace(lines, fps: 60)
        // 200 ms of script and 250 ms of settling at 60 fps.
        #expect(lines.count >= 27)
        #expect(lines.last?.number("offset_y") == 0)
    }
}
