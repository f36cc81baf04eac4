import DemoSoak
import Foundation
import TestSupport
import Testing

/// Fault injection through the binary: broken assets, unwritable and full disks, odd window
/// sizes, SDL failing to start, fuzzed scripts. Each must end in the contract's exit code and
/// message, never a crash, a hang or a half-written file.
@Suite struct FaultTests {
    // MARK: - Assets

    enum AssetFault: String, CaseIterable {
        case truncated, zeroed, swapped
    }

    /// Every file the demo loads (sprite sheets and their descriptions at both scales, fonts);
    /// not the app icon under icons/, which only a window shows (and goes without when it
    /// cannot read it).
    static let assetFiles: [String] = {
        let root = Demo.assets.path
        let names = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
        return names.filter {
            ($0.hasSuffix(".png") || $0.hasSuffix(".json") || $0.hasSuffix(".ttf"))
                && !$0.hasPrefix("icons/")
        }
        .sorted()
    }()

    @Test func theAssetListIsComplete() {
        #expect(Self.assetFiles.count >= 26, "\(Self.assetFiles)")
    }

    @Test(arguments: assetFiles)
    func aBrokenAssetIsAnAssetErrorNamingTheFile(file: String) throws {
        let dir = try TempDir()
        let assets = dir.path("assets")
        try FileManager.default.copyItem(atPath: Demo.assets.path, toPath: assets)
        let path = assets + "/" + file
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        // Another format: a sheet's JSON for a PNG or a font, a PNG for a JSON.
        let other = file.hasSuffix(".json") ? "sprites/arrow@1x.png" : "sprites/arrow@1x.json"
        let scale = file.contains("@2x") ? "2" : "1"
        for fault in AssetFault.allCases {
            let broken: Data
            switch fault {
            case .truncated: broken = original.prefix(original.count / 2)
            case .zeroed: broken = Data(count: original.count)
            case .swapped:
                broken = try Data(contentsOf: URL(fileURLWithPath: Demo.assets.path + "/" + other))
            }
            try broken.write(to: URL(fileURLWithPath: path))
            let result = try Demo.run(
                arguments: ["--headless", "--assets", assets, "--scale", scale, "--frames", "1"])
            #expect(result.code == 4, "\(file) \(fault): exit \(result.code), \(result.stderr)")
            #expect(result.stderr.contains(path), "\(file) \(fault): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(file) \(fault): \(result.stdout)")
            // The contract's one line, without libpng's own ("libpng error: IDAT: CRC error").
            let others = result.stderr.split(separator: "\n").filter { !$0.contains(path) }
            #expect(others.isEmpty, "\(file) \(fault): \(result.stderr)")
        }
    }

    /// Sheets are checked whole at start (every chunk and CRC) and decoded when first drawn. A
    /// PNG that passes the check but still does not decode (its data written wrong, CRCs fixed
    /// up) ends the run with the contract's asset error at the frame that first draws it, before
    /// that frame's trace line.
    @Test func aSheetThatPassesItsChecksButDoesNotDecodeIsAnAssetErrorWhenFirstDrawn() throws {
        let dir = try TempDir()
        let assets = dir.path("assets")
        try FileManager.default.copyItem(atPath: Demo.assets.path, toPath: assets)
        // The carousel's cards are drawn from the first frame (the header's arrow only once
        // the header comes into view).
        let path = assets + "/sprites/cards@1x.png"
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        try PNGDamage.breakCompressedData(of: &bytes)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let trace = dir.path("trace.jsonl")
        let result = try Demo.run(arguments: [
            "--headless", "--assets", assets, "--frames", "5", "--trace", trace,
        ])
        #expect(result.code == 4, "exit \(result.code), \(result.stderr)")
        #expect(result.stderr.contains(path), "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        let text = (try? String(contentsOfFile: trace, encoding: .utf8)) ?? ""
        #expect(text.isEmpty, "a trace line for a frame drawn without its sprite: \(text)")
    }

    // MARK: - Disks

    @Test func aTraceUnderARegularFileIsARuntimeFailure() throws {
        let dir = try TempDir()
        let file = try dir.write("file", "not a folder\n")
        let trace = file + "/trace.jsonl"
        let result = try Demo.run(arguments: [
            "--headless", "--trace", trace, "--frames", "5",
        ])
        #expect(result.code == 1)
        #expect(result.stderr.contains(trace), "stderr: \(result.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "not a folder\n")
    }

    @Test(.enabled(if: Requirement.met(Requirement.canMountTmpfs), "needs to mount a tmpfs"))
    func shotsOnAFullDiskLeaveOnlyWholePNGs() throws {
        try withTinyDisk { mount in
            let scratch = try TempDir()
            let script = try scratch.write(
                "shots.txt", (0..<20).map { "shot s\($0)\nwait 20" }.joined(separator: "\n"))
            let result = try Demo.run(
                arguments: ["--headless", "--shots", mount, "--script", script, "--frames", "30"])
            let left = try FileManager.default.contentsOfDirectory(atPath: mount).sorted()
            let partial = left.filter { !($0.hasSuffix(".png") && isCompletePNG(mount + "/" + $0)) }
            // SDL_image's file writer reported success on a full disk; PNGs are now encoded in
            // memory and written with checked calls, so the run stops with exit 1.
            #expect(result.code == 1, "stderr: \(result.stderr)")
            #expect(result.stderr.contains(mount), "stderr: \(result.stderr)")
            #expect(partial.isEmpty, "cut or empty PNGs left: \(partial)")
        }
    }

    @Test(.enabled(if: Requirement.met(Requirement.canMountTmpfs), "needs to mount a tmpfs"))
    func aTraceOnAFullDiskEndsWithAWholeLine() throws {
        try withTinyDisk { mount in
            let trace = mount + "/trace.jsonl"
            let result = try Demo.run(
                arguments: ["--headless", "--trace", trace, "--frames", "3000"])
            #expect(result.code == 1, "stderr: \(result.stderr)")
            #expect(result.stderr.contains("No space left on device"), "stderr: \(result.stderr)")
            let text = try String(contentsOfFile: trace, encoding: .utf8)
            #expect(
                text.isEmpty || text.hasSuffix("\n"), "the last line is cut: …\(text.suffix(80))")
            #expect(throws: Never.self) { try Trace.parse(text) }
        }
    }

    /// Mounts a 64 KB tmpfs for `body` (the tests that call it are skipped where mounting is
    /// not allowed, except in CI).
    private func withTinyDisk(_ body: (String) throws -> Void) throws {
        let dir = try TempDir()
        let mount = dir.path("tiny")
        try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
        let mounted = Requirement.run(
            "/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mount])
        try #require(mounted == 0, "cannot mount a tmpfs at \(mount)")
        defer { _ = Requirement.run("/bin/umount", [mount]) }
        try body(mount)
    }

    // MARK: - Window sizes and SDL

    @Test(arguments: [
        "1x1", "1x4000", "4000x1", "2x3", "37x900", "390x720", "1000x50", "4000x4000",
    ])
    func anySizeRuns(size: String) throws {
        let dir = try TempDir()
        let script = try dir.write("drag.txt", "down 0 0\nmove 0 300 50\nup\nkey h\n")
        let result = try Demo.run(
            arguments: ["--headless", "--size", size, "--script", script, "--frames", "5"])
        #expect(result.code == 0, "\(size): \(result.stderr)")
    }

    @Test func sdlThatCannotStartNamesTheHeadlessMode() throws {
        let result = try Demo.run(
            arguments: ["--frames", "1"],
            environment: [
                "DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": "nonexistent",
                "REFRESH_DEMO_FORCE_HEADLESS": nil,
            ], timeout: 30)
        #expect(result.code == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("--headless"), "stderr: \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "stderr: \(result.stderr)")
    }

    // MARK: - Fuzzed scripts

    /// 20 fuzzed scripts through the binary (`make soak` runs 200): exit 0, 1 or 3 only.
    @Test func fuzzedScriptsEndWithAContractExitCode() throws {
        var fuzzer = ScriptFuzzer(seed: 2026)
        var random = SeededRandom(seed: 7)
        let dir = try TempDir()
        for index in 0..<20 {
            let path = dir.path("fuzz-\(index).txt")
            try Data(fuzzer.next()).write(to: URL(fileURLWithPath: path))
            var arguments = ["--headless", "--size", "195x360", "--script", path]
            if random.chance(0.7) {
                arguments += ["--frames", "\(Int.random(in: 1...120, using: &random))"]
            }
            let result = try Demo.run(arguments: arguments, timeout: 60)
            let script = (try? String(contentsOfFile: path, encoding: .utf8))?.prefix(300) ?? ""
            #expect(
                !result.timedOut && !result.signalled, "script \(index) hung or crashed: \(script)")
            #expect(
                [0, 1, 3].contains(result.code),
                "script \(index): exit \(result.code), \(result.stderr)")
            if result.code == 3 {
                #expect(result.stderr.contains(path + ":"), "script \(index): \(result.stderr)")
            }
        }
    }
}
