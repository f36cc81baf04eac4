import Foundation
import Testing

/// `--feel-log`: how a window's frames felt, one JSON line a frame, and the same figures in the
/// trace of a windowed run. Checked for what is reported, never for how fast (the machine's
/// speed is no test's business; `make bench` measures it).
@Suite struct FeelLogTests {
    static let fields = [
        "feel_inputs", "feel_latency_ms", "feel_interval_ms", "feel_paced", "feel_delayed",
        "feel_work_ms", "feel_pixels", "feel_p50_ms", "feel_p99_ms", "feel_delayed_64",
    ]

    @Test func headlessItIsAUsageError() throws {
        let result = try Demo.run(arguments: [
            "--headless", "--feel-log", "f.jsonl", "--frames", "1",
        ])
        #expect(result.code == 2, "\(result.stderr)")
        #expect(result.stderr.contains("--feel-log f.jsonl"), "\(result.stderr)")
        #expect(result.stderr.contains("--help"), "\(result.stderr)")
    }

    /// The log is created before the window opens: a path that cannot be written fails at once,
    /// with no display needed to find out.
    @Test func aLogThatCannotBeCreatedIsARuntimeFailure() throws {
        let path = "/nonexistent-\(UUID().uuidString)/feel.jsonl"
        let result = try Demo.run(
            arguments: ["--feel-log", path, "--frames", "1"],
            environment: [
                "DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": "nonexistent",
            ])
        #expect(result.code == 1, "\(result.stderr)")
        #expect(
            result.stderr.contains("cannot create the feel log file \(path)"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    /// `make test` runs under Xvfb; without a display (and outside CI) this is skipped.
    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["DISPLAY"] != nil
                || ProcessInfo.processInfo.environment["CI"] == "true"))
    func aWindowLogsEveryFrameAndItsTraceCarriesTheSameFigures() throws {
        let dir = try TempDir()
        let script = try dir.write(
            "drag.txt",
            """
            down 195 600
            move 195 400 300
            up
            wait 400
            wheel -2
            wait 300
            key Ctrl+q
            """)
        let log = dir.path("feel.jsonl")
        let tracePath = dir.path("trace.jsonl")
        let result = try Demo.run(
            arguments: [
                "--list", "plain", "--rows", "200", "--script", script, "--feel-log", log,
                "--trace", tracePath, "--a11y", "off",
            ],
            environment: ["SDL_AUDIODRIVER": "dummy", "XDG_STATE_HOME": dir.path("state")])
        #expect(result.code == 0, "\(result.stderr)")
        let feel = try Trace.read(log)
        let trace = try Trace.read(tracePath)
        #expect(feel.count == trace.count)
        #expect(feel.count > 20)
        #expect(feel.map { $0.int("frame") } == Array(0..<feel.count))
        for (line, traced) in zip(feel, trace) {
            #expect(Set(line.keys) == Set(Self.fields + ["frame", "t"]))
            for field in Self.fields {
                let kind = JSONKind.of(line[field] as Any)
                let expected: [JSONKind] =
                    field == "feel_paced" || field == "feel_delayed"
                    ? [.bool]
                    : field == "feel_inputs" || field == "feel_pixels"
                        || field == "feel_delayed_64" ? [.int] : [.double, .int]
                #expect(expected.contains(kind), "\(field): \(line[field] ?? "none")")
                #expect("\(line[field] ?? "")" == "\(traced[field] ?? "")", "\(field)")
            }
            #expect(line.number("t") == traced.number("t"))
            #expect(line.number("feel_latency_ms") >= 0)
            #expect(line.number("feel_p99_ms") >= line.number("feel_p50_ms"))
            #expect((0...64).contains(line.int("feel_delayed_64")))
            if line.int("feel_inputs") == 0 { #expect(line.number("feel_latency_ms") == 0) }
        }
        // The script's press, moves, release and wheel reached frames; the drag drew them.
        #expect(feel.filter { $0.int("feel_inputs") > 0 }.count >= 10)
        #expect(feel.contains { $0.int("feel_pixels") > 0 })
        #expect(feel.dropFirst().allSatisfy { $0.number("feel_interval_ms") >= 0 })
    }
}
