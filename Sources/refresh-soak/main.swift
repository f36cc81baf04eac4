// The long soak: random scripts through the demo's scene, every frame checked and rendered
// with SDL's software renderer; then fuzzed scripts in process and through the binary.
import DemoKit
import DemoSoak
import Foundation
import RefreshCore
import RefreshSDL

func main() -> Int32 {
    let options: SoakOptions
    do {
        options = try SoakOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
        FileHandle.standardError.write(Data("refresh-soak: \(error)\n\(SoakOptions.usage)\n".utf8))
        return 2
    }
    if let (seed, index) = options.printFuzz {
        let fuzzed = ScriptFuzzRun.replay(seed: seed, index: index)
        let arguments = fuzzed.soakCase?.demoArguments.joined(separator: " ") ?? "(does not parse)"
        let limit = fuzzed.limit.map { ", \($0) frames" } ?? ", to the settle"
        // The in-process run plays every case at 60 frames a second, whatever its options say.
        let header = "# in process at 60 fps\(limit): refresh-demo \(arguments)\n"
        FileHandle.standardOutput.write(Data(header.utf8) + Data(fuzzed.bytes))
        return 0
    }
    if options.printScript {
        let soakCase = SoakCase(seed: options.firstSeed, viewSize: options.size)
        let fps = Double(soakCase.options.fps)
        let milliseconds = Int((Double(options.frames) * 1000 / fps).rounded(.up))
        print("# refresh-demo " + soakCase.demoArguments.joined(separator: " "))
        print(soakCase.script(lasting: milliseconds), terminator: "")
        return 0
    }
    let start = seconds()
    var failed = false
    var report = SoakReport()
    do {
        let assets = try AssetCatalog.bundledFolder()
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
        || report.probeAtEnd.fonts != report.probeAtWarmup.fonts
    let limit = options.rssLimit
    if report.violations > 0 || growth >= limit || rssGrowth >= limit || leaked { failed = true }

    var fuzzLine = "not run"
    if options.fuzz > 0 && !options.singleSeed {
        let tally = ScriptFuzzRun.run(count: options.fuzz, seed: options.firstSeed &+ 1000)
        fuzzLine = tally.description
        if !tally.badMessages.isEmpty {
            failed = true
            for message in tally.badMessages.prefix(5) { print("FAIL fuzz message: \(message)") }
        }
        if tally.unsettled > 0 {
            failed = true
            for run in tally.unsettledRuns.prefix(5) { print("FAIL fuzz never settled: \(run)") }
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
        String(format: "%.2f MB (limit %g MB)", growth, limit))
    row(
        "peak RSS after 10⁴ frames / at the end",
        String(format: "%.1f MB / %.1f MB", report.peakAt10k, end.peak))
    row(
        "reference scene after \(options.warmup) frames / at the end: RSS",
        String(
            format: "%.1f MB / %.1f MB (growth %.2f MB, limit %g MB)", report.probeAtWarmup.rss,
            report.probeAtEnd.rss, rssGrowth, limit))
    row(
        "reference scene after \(options.warmup) frames / at the end: live text textures, row "
            + "layers, open fonts",
        "\(report.probeAtWarmup.textures), \(report.probeAtWarmup.layers), "
            + "\(report.probeAtWarmup.fonts) / \(report.probeAtEnd.textures), "
            + "\(report.probeAtEnd.layers), \(report.probeAtEnd.fonts)")
    row(
        "live text textures in the soak: after \(options.warmup) frames / at the end / most",
        "\(report.texturesAtWarmup) / \(report.texturesAtEnd) / \(report.maxTextures)")
    row("violations", "\(report.violations)")
    row("fuzzed scripts in process", fuzzLine)
    row("fuzzed scripts through the binary", binaryLine)
    row("wall time of the soak", String(format: "%.0f s", soakSeconds))
    print("")
    print(failed ? "refresh-soak: FAILED" : "refresh-soak: passed")
    return failed ? 1 : 0
}

exit(main())
