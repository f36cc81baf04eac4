import Foundation
import Testing

@Suite struct ExitCodeTests {
    @Test func zeroFrameRateIsAUsageError() throws {
        let result = try Demo.run(arguments: ["--headless", "--fps", "0", "--frames", "5"])
        #expect(result.code == 2)
        #expect(result.stderr.contains("--fps"))
        #expect(result.stderr.contains("--help"))
    }

    @Test func unknownOptionIsAUsageError() throws {
        let result = try Demo.run(arguments: ["--headless", "--no-such-option", "--frames", "5"])
        #expect(result.code == 2)
        #expect(result.stderr.contains("--no-such-option"))
    }

    @Test func unreadableScriptIsAUsageError() throws {
        let result = try Demo.run(arguments: ["--headless", "--script", "/nonexistent"])
        #expect(result.code == 2)
        #expect(result.stderr.contains("/nonexistent"))
    }

    @Test func badScriptLineIsAScriptError() throws {
        let dir = try TempDir()
        let script = try dir.write("bad.txt", "wait 10\n# a comment\nwait -5\nwait 10\n")
        let result = try Demo.run(arguments: ["--headless", "--script", script])
        #expect(result.code == 3)
        #expect(result.stderr.contains("\(script):3:"), "stderr: \(result.stderr)")
    }

    /// A window plays `--script` too, and reads it first: a bad line is the script error before
    /// any window is asked for (here there is no display to ask).
    @Test func aWindowsBadScriptIsAScriptErrorBeforeAnyWindow() throws {
        let dir = try TempDir()
        let script = try dir.write("bad.txt", "scroll 0 12.5\nscroll 0\n")
        let result = try Demo.run(
            arguments: ["--script", script],
            environment: [
                "DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": "nonexistent",
                "REFRESH_DEMO_FORCE_HEADLESS": nil,
            ])
        #expect(result.code == 3)
        #expect(result.stderr.contains("\(script):2:"), "stderr: \(result.stderr)")
    }

    /// A display that answers nobody (a `DISPLAY` with no server, no Wayland): SDL falls back
    /// to its offscreen driver, and the demo says there is no display rather than run on in a
    /// window nobody sees (it did, until the time-out of the check that waited for it).
    @Test func aDisplayNoServerAnswersIsARuntimeErrorNotAnUnseenWindow() throws {
        let result = try Demo.run(
            arguments: [],
            environment: [
                "DISPLAY": ":4095", "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil,
                "REFRESH_DEMO_FORCE_HEADLESS": nil,
            ])
        #expect(result.code == 1, "stderr: \(result.stderr)")
        #expect(
            result.stderr.contains("cannot open a window: SDL reached no display and fell back to")
                && result.stderr.contains("try --headless"), "stderr: \(result.stderr)")
    }

    @Test func emptyAssetsFolderIsAnAssetError() throws {
        let dir = try TempDir()
        let assets = dir.path("assets")
        try FileManager.default.createDirectory(atPath: assets, withIntermediateDirectories: true)
        let result = try Demo.run(arguments: ["--headless", "--assets", assets, "--frames", "5"])
        #expect(result.code == 4)
        #expect(result.stderr.contains(assets + "/"), "stderr: \(result.stderr)")
    }

    @Test func corruptSpriteIsAnAssetError() throws {
        let dir = try TempDir()
        let assets = dir.path("assets")
        try FileManager.default.copyItem(atPath: Demo.assets.path, toPath: assets)
        let arrow = assets + "/sprites/arrow@1x.png"
        var generator = SystemRandomNumberGenerator()
        let junk = Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try FileManager.default.removeItem(atPath: arrow)
        #expect(FileManager.default.createFile(atPath: arrow, contents: junk))
        let result = try Demo.run(arguments: ["--headless", "--assets", assets, "--frames", "5"])
        #expect(result.code == 4)
        #expect(result.stderr.contains(arrow), "stderr: \(result.stderr)")
    }

    @Test func copiedAssetsWork() throws {
        // The control for the test above: an intact copy is accepted.
        let dir = try TempDir()
        let assets = dir.path("assets")
        try FileManager.default.copyItem(atPath: Demo.assets.path, toPath: assets)
        let result = try Demo.run(arguments: ["--headless", "--assets", assets, "--frames", "5"])
        #expect(result.code == 0, "stderr: \(result.stderr)")
    }

    @Test func unwritableTraceIsARuntimeFailure() throws {
        let result = try Demo.run(arguments: [
            "--headless", "--trace", "/dev/full", "--frames", "5",
        ])
        #expect(result.code == 1)
        #expect(result.stderr.contains("/dev/full"), "stderr: \(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(result.stderr)")
        let prefix = "cannot write the trace to /dev/full"
        #expect(result.stderr.components(separatedBy: prefix).count == 2)
        #expect(result.stderr.contains("No space left on device"), "stderr: \(result.stderr)")
    }

    @Test func shotsUnderARegularFileIsARuntimeFailure() throws {
        let dir = try TempDir()
        let file = try dir.write("file", "not a folder\n")
        let shots = file + "/shots"
        let result = try Demo.run(arguments: ["--headless", "--shots", shots, "--frames", "5"])
        #expect(result.code == 1)
        #expect(!result.stderr.isEmpty)
        #expect(result.stderr.contains(shots), "stderr: \(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"), "stderr: \(result.stderr)")
        #expect(result.stderr.contains("is a file, not a folder"), "stderr: \(result.stderr)")
    }

    @Test func helpAndVersion() throws {
        let help = try Demo.run(arguments: ["--help"])
        #expect(help.code == 0)
        #expect(help.stdout.contains("--headless"))
        #expect(help.stdout.contains("--trace"))
        let version = try Demo.run(arguments: ["--version"])
        #expect(version.code == 0)
        #expect(version.stdout.contains("refresh-demo"))
        #expect(version.stdout.contains { $0.isNumber })
    }
}
