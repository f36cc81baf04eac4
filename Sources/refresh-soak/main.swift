// The long soak: random scripts through the demo's scene, every frame checked and rendered
// with SDL's software renderer; then fuzzed scripts in process and through the binary.
import CSDL2
import DemoKit
import DemoSoak
import Foundation
import RefreshCore
import RefreshSDL

/// What to run, from the command line.
struct SoakOptions {
    var frames = 1_000_000
    var framesPerSeed = 20_000
    var firstSeed: UInt64 = 1
    var singleSeed = false
    var fuzz = 9_000
    var binary: String?
    var binaryRuns = 200
    var size = Size(width: 195, height: 360)
    var printScript = false
    var verbose = false
    var warmup = 10_000

    static let usage = """
        usage: refresh-soak [--frames N] [--frames-per-seed N] [--seed S] [--first-seed S]
                            [--fuzz N] [--binary PATH] [--binary-runs N]
          --frames N           frames in all (default 1000000), rendered at 195×360
          --frames-per-seed N  frames each seed plays (default 20000)
          --seed S             replay one seed for --frames frames
          --first-seed S       the seeds are S, S+1, … (default 1)
          --fuzz N             fuzzed scripts through the parser and the loop (default 9000)
          --binary PATH        also run --binary-runs fuzzed scripts through this refresh-demo
          --print-script       with --seed: print the demo's options and the seed's script
          --verbose            a line per seed: memory and live textures
                       (the first 10⁴ frames always play the built-in tour, except with --seed)
          --warmup N           frames before the memory and texture baseline (default 10000)
        """

    init(arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ name: String) throws -> String {
            guard let next = rest.popFirst() else { throw UsageFailure("\(name) needs a value") }
            return next
        }
        func number(_ name: String) throws -> Int {
            let text = try value(name)
            guard let number = Int(text), number >= 0 else {
                throw UsageFailure("\(name): \(text) is not a whole number")
            }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--frames": frames = try number(argument)
            case "--frames-per-seed": framesPerSeed = max(1, try number(argument))
            case "--seed":
                firstSeed = UInt64(try number(argument))
                singleSeed = true
            case "--first-seed": firstSeed = UInt64(try number(argument))
            case "--fuzz": fuzz = try number(argument)
            case "--binary": binary = try value(argument)
            case "--binary-runs": binaryRuns = try number(argument)
            case "--print-script": printScript = true
            case "--verbose": verbose = true
            case "--warmup": warmup = max(1, try number(argument))
            case "--help":
                print(Self.usage)
                exit(0)
            default: throw UsageFailure("unknown option \(argument)")
            }
        }
        if singleSeed { framesPerSeed = max(1, frames) }
    }
}

struct UsageFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Resident memory from /proc/self/status, MB: (current, peak).
func memory() -> (rss: Double, peak: Double) {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
        return (0, 0)
    }
    var rss = 0.0
    var peak = 0.0
    for line in text.split(separator: "\n") {
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
        if line.hasPrefix("VmRSS:") { rss = kilobytes / 1024 }
        if line.hasPrefix("VmHWM:") { peak = kilobytes / 1024 }
    }
    return (rss, peak)
}

func seconds() -> Double {
    Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
}

/// The soak's figures.
struct SoakReport {
    var frames = 0
    var seeds = 0
    var violations = 0
    var knownIssues: [String: Int] = [:]
    var knownIssueSeeds: [String: [UInt64]] = [:]
    var probeAtWarmup = Probe()
    var probeAtEnd = Probe()
    var peakAt10k = 0.0
    var settledChecks = 0
    var memoryAtWarmup = (rss: 0.0, peak: 0.0)
    var texturesAtWarmup = 0
    var layersAtWarmup = 0
    var maxTexturesInWarmup = 0
    var maxTextures = 0
}

/// Rules broken by a known bug in the sources: counted and reported, not failed. None now: the
/// fling overshoot the soak found is fixed (the bounce carries a capped velocity).
let knownIssueRules: Set<String> = []

/// What a fixed reference scene leaves alive: the same numbers at the start and the end mean
/// nothing leaked in between.
struct Probe {
    var textures = 0
    var layers = 0
    var rss = 0.0
    var peak = 0.0
}

/// Renders a fresh default scene at rest for longer than the caches keep anything, then reads
/// the live textures, layers and memory.
func probe(
    drawer: DrawListRenderer, canvas: Canvas, metrics: TextMetrics, sheets: [String: SpriteSheet],
    size: Size
) -> Probe {
    let scene = DemoScene(
        settings: .init(
            viewSize: size, header: .normal, footer: .auto, rows: 20, page: 20, pages: 3,
            latency: 1, sheets: sheets, store: MemoryLastUpdatedStore(), clock: .headless))
    var list = DrawList(capacity: 512)
    for frame in 0..<(drawer.textCache.evictAfterFrames + 10) {
        scene.advance(to: Double(frame + 1) / 60)
        list.reset()
        scene.draw(into: &list, metrics: metrics)
        drawer.render(list)
        canvas.present()
    }
    let now = memory()
    return Probe(
        textures: drawer.textCache.liveTextures, layers: drawer.liveLayers, rss: now.rss,
        peak: now.peak)
}

/// Plays the seeds, rendering every frame; prints each failing seed at once.
func soak(_ options: SoakOptions, system: SDLSystem, assets: String) throws -> SoakReport {
    let warmupFrames = options.warmup
    let catalog = try AssetCatalog.load(folder: assets, scale: 1, sheets: DemoScene.sheetNames)
    let canvas = try Canvas(headless: system, points: options.size, scale: 1)
    let fonts = FontBook(assetsFolder: assets)
    let drawer = try DrawListRenderer(canvas: canvas, catalog: catalog, fonts: fonts)
    // As the demo does: fonts and glyph caches loaded up front.
    drawer.prewarmText(styles: DemoScene.textStyles)
    let metrics = SDLTextMetrics(fonts: fonts, scale: 1)
    var list = DrawList(capacity: 512)
    var report = SoakReport()
    var seed = options.firstSeed
    // The first 10⁴ frames play the tour, so every cache is in use before the baseline.
    var priming = !options.singleSeed
    while report.frames < options.frames {
        let frames = min(
            priming ? 10_000 : options.framesPerSeed, options.frames - report.frames)
        let soakCase =
            priming
            ? SoakCase.priming(viewSize: options.size)
            : SoakCase(seed: seed, viewSize: options.size)
        let run =
            priming
            ? SoakRun(
                soakCase, script: SoakCase.primingScript(frames: frames), sheets: catalog.sheets)
            : SoakRun(soakCase, frames: frames, sheets: catalog.sheets)
        var done = report.frames
        run.run(frames: frames) { scene in
            list.reset()
            scene.draw(into: &list, metrics: metrics)
            drawer.render(list)
            canvas.present()
            done += 1
            let live = drawer.textCache.liveTextures
            report.maxTextures = max(report.maxTextures, live)
            if done <= warmupFrames { report.maxTexturesInWarmup = report.maxTextures }
            if done == 10_000 { report.peakAt10k = memory().peak }
            if done == warmupFrames {
                report.memoryAtWarmup = memory()
                report.texturesAtWarmup = live
                report.layersAtWarmup = drawer.liveLayers
                report.probeAtWarmup = probe(
                    drawer: drawer, canvas: canvas, metrics: metrics, sheets: catalog.sheets,
                    size: options.size)
            }
        }
        report.frames += frames
        if !priming { report.seeds += 1 }
        if options.verbose {
            let now = memory()
            print(
                String(
                    format:
                        "%@: %d frames, RSS %.1f MB, peak %.1f MB, %d textures, %d layers",
                    priming ? "tour" : "seed \(seed)", report.frames, now.rss, now.peak,
                    drawer.textCache.liveTextures,
                    drawer.liveLayers))
        }
        report.settledChecks += run.invariants.settledChecks
        var fresh = 0
        for (rule, count) in run.invariants.counts {
            if knownIssueRules.contains(rule) {
                report.knownIssues[rule, default: 0] += count
                report.knownIssueSeeds[rule, default: []].append(seed)
            } else {
                fresh += count
            }
        }
        if fresh > 0 {
            report.violations += fresh
            print(
                "FAIL seed \(seed): \(run.invariants.violationCount) violation(s); replay with "
                    + "refresh-soak --seed \(seed) --frames \(frames)")
            print("  demo options: \(soakCase.demoArguments.joined(separator: " "))")
            let shown = run.invariants.violations.filter { !knownIssueRules.contains($0.rule) }
            for violation in shown.prefix(5) { print("  \(violation)") }
        }
        if priming { priming = false } else { seed += 1 }
    }
    texturesAtEnd = drawer.textCache.liveTextures
    layersAtEnd = drawer.liveLayers
    report.probeAtEnd = probe(
        drawer: drawer, canvas: canvas, metrics: metrics, sheets: catalog.sheets,
        size: options.size)
    if report.frames < 10_000 { report.peakAt10k = memory().peak }
    if report.frames < warmupFrames {
        report.memoryAtWarmup = memory()
        report.texturesAtWarmup = texturesAtEnd
        report.layersAtWarmup = layersAtEnd
        report.probeAtWarmup = report.probeAtEnd
    }
    return report
}

nonisolated(unsafe) var texturesAtEnd = 0
nonisolated(unsafe) var layersAtEnd = 0

/// Runs fuzzed scripts through the binary; returns the failures.
func fuzzBinary(_ binary: String, runs: Int, seed: UInt64) throws -> (Int, [Int32: Int], [String]) {
    var fuzzer = ScriptFuzzer(seed: seed)
    var random = SoakRandom(seed: seed ^ 0xB1)
    var codes: [Int32: Int] = [:]
    var failures: [String] = []
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("refresh-soak-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for index in 0..<runs {
        let file = folder.appendingPathComponent("fuzz-\(index).txt")
        try Data(fuzzer.next()).write(to: file)
        var arguments = ["--headless", "--size", "195x360", "--script", file.path]
        if random.chance(0.7) {
            arguments += ["--frames", "\(Int.random(in: 1...300, using: &random))"]
        }
        arguments += ["--latency", "\(Int.random(in: 0...1500, using: &random))"]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = seconds() + 60
        while process.isRunning && seconds() < deadline { usleep(5000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            failures.append(
                "hang: \(arguments.joined(separator: " ")) (script kept at \(file.path))")
            continue
        }
        let code = process.terminationStatus
        codes[code, default: 0] += 1
        if process.terminationReason != .exit || ![0, 1, 3].contains(code) {
            let kept = FileManager.default.temporaryDirectory
                .appendingPathComponent("refresh-soak-failure-\(seed)-\(index).txt")
            try? FileManager.default.removeItem(at: kept)
            try? FileManager.default.copyItem(at: file, to: kept)
            failures.append(
                "exit \(code) (\(process.terminationReason == .exit ? "exit" : "signal")): "
                    + "\(arguments.joined(separator: " ")) — script kept at \(kept.path)")
        }
    }
    return (runs, codes, failures)
}

func main() -> Int32 {
    let options: SoakOptions
    do {
        options = try SoakOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
        FileHandle.standardError.write(Data("refresh-soak: \(error)\n\(SoakOptions.usage)\n".utf8))
        return 2
    }
    if options.printScript {
        let soakCase = SoakCase(seed: options.firstSeed, viewSize: options.size)
        let milliseconds = Int((Double(options.frames) * 1000 / Double(soakCase.fps)).rounded(.up))
        print(
            "# refresh-demo --headless --size 195x360 "
                + soakCase.demoArguments.joined(separator: " "))
        print(soakCase.script(lasting: milliseconds), terminator: "")
        return 0
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let assets = root.appendingPathComponent("Assets").path
    let start = seconds()
    var failed = false
    var report = SoakReport()
    do {
        let system = try SDLSystem(headless: true)
        report = try soak(options, system: system, assets: assets)
    } catch {
        FileHandle.standardError.write(Data("refresh-soak: cannot start: \(error)\n".utf8))
        return 1
    }
    let soakSeconds = seconds() - start
    let end = memory()
    let growth = end.peak - report.memoryAtWarmup.peak
    let rssGrowth = report.probeAtEnd.rss - report.probeAtWarmup.rss
    let leaked =
        report.probeAtEnd.textures != report.probeAtWarmup.textures
        || report.probeAtEnd.layers != report.probeAtWarmup.layers
    if report.violations > 0 || growth >= 1 || rssGrowth >= 1 || leaked { failed = true }

    var fuzzLine = "not run"
    if options.fuzz > 0 && !options.singleSeed {
        let tally = ScriptFuzzRun.run(count: options.fuzz, seed: options.firstSeed &+ 1000)
        fuzzLine = tally.description
        if !tally.badMessages.isEmpty {
            failed = true
            for message in tally.badMessages.prefix(5) { print("FAIL fuzz message: \(message)") }
        }
    }
    var binaryLine = "not run"
    if let binary = options.binary, options.binaryRuns > 0 {
        do {
            let (runs, codes, failures) = try fuzzBinary(
                binary, runs: options.binaryRuns, seed: options.firstSeed &+ 2000)
            let summary = codes.keys.sorted().map { "exit \($0): \(codes[$0]!)" }
            binaryLine = "\(runs) runs; " + summary.joined(separator: ", ")
            for failure in failures { print("FAIL binary fuzz: \(failure)") }
            if !failures.isEmpty { failed = true }
        } catch {
            binaryLine = "could not run: \(error)"
            failed = true
        }
    }
    func row(_ name: String, _ value: String) { print("| \(name) | \(value) |") }
    print("")
    print("refresh-soak: \(options.size.width)×\(options.size.height) points, software renderer")
    print("")
    print("| measure | value |")
    print("|---|---|")
    row("frames", "\(report.frames)")
    row(
        "seeds",
        "\(report.seeds) (\(options.firstSeed)…\(options.firstSeed + UInt64(max(report.seeds, 1)) - 1))"
    )
    row("settled-inset checks", "\(report.settledChecks)")
    row(
        "RSS after \(options.warmup) frames (current / peak)",
        String(format: "%.1f MB / %.1f MB", report.memoryAtWarmup.rss, report.memoryAtWarmup.peak))
    row("RSS at the end (current / peak)", String(format: "%.1f MB / %.1f MB", end.rss, end.peak))
    row(
        "peak RSS growth after \(options.warmup) frames",
        String(format: "%.2f MB (limit 1 MB)", growth))
    row(
        "peak RSS after 10⁴ frames / at the end",
        String(format: "%.1f MB / %.1f MB", report.peakAt10k, end.peak))
    row(
        "reference scene after \(options.warmup) frames / at the end: RSS",
        String(
            format: "%.1f MB / %.1f MB (growth %.2f MB, limit 1 MB)", report.probeAtWarmup.rss,
            report.probeAtEnd.rss, rssGrowth))
    row(
        "reference scene after \(options.warmup) frames / at the end: live text textures, row layers",
        "\(report.probeAtWarmup.textures), \(report.probeAtWarmup.layers) / "
            + "\(report.probeAtEnd.textures), \(report.probeAtEnd.layers)")
    row(
        "live text textures in the soak: after \(options.warmup) frames / at the end / most",
        "\(report.texturesAtWarmup) / \(texturesAtEnd) / \(report.maxTextures)")
    row("violations", "\(report.violations)")
    for rule in knownIssueRules.sorted() {
        let seeds = report.knownIssueSeeds[rule] ?? []
        row(
            "known issue \(rule) (not failed)",
            "\(report.knownIssues[rule] ?? 0) frames in \(seeds.count) seeds"
                + (seeds.isEmpty ? "" : ", first seed \(seeds[0])"))
    }
    row("fuzzed scripts in process", fuzzLine)
    row("fuzzed scripts through the binary", binaryLine)
    row("wall time of the soak", String(format: "%.0f s", soakSeconds))
    print("")
    print(failed ? "refresh-soak: FAILED" : "refresh-soak: passed")
    return failed ? 1 : 0
}

exit(main())
