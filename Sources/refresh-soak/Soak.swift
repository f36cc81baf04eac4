import DemoKit
import DemoSDL
import DemoSoak
import Foundation
import RefreshCore
import RefreshSDL

/// Plays the seeds, rendering every frame; prints each failing seed at once.
func soak(_ options: SoakOptions, system: SDLSystem, assets: String) throws -> SoakReport {
    let warmupFrames = options.warmup
    let catalog = try AssetCatalog.load(folder: assets, scale: 1, sheets: DemoScene.sheetNames)
    let canvas = try Canvas(headless: system, points: options.size, scale: 1)
    let fonts = FontBook(assetsFolder: assets)
    if let frames = options.fontEvictFrames { fonts.evictAfterFrames = frames }
    // As the windowed demo does: fonts and glyph caches loaded up front, every frame presented.
    let output = try SDLFrameOutput(canvas: canvas, catalog: catalog, fonts: fonts)
    output.prewarmText()
    output.presentsFrames = true
    let drawer = output.drawer
    let metrics = output.textMetrics
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
                soakCase, script: SoakCase.primingScript(frames: frames), sheets: catalog.sheets,
                output: output)
            : SoakRun(soakCase, frames: frames, sheets: catalog.sheets, output: output)
        var done = report.frames
        run.run(frames: frames) { _ in
            done += 1
            let live = drawer.textCache.liveTextures
            report.maxTextures = max(report.maxTextures, live)
            if done <= warmupFrames { report.maxTexturesInWarmup = report.maxTextures }
            if done == 10_000 { report.peakAt10k = memory().peak }
            if done == warmupFrames {
                report.memoryAtWarmup = memory()
                report.texturesAtWarmup = live
                report.layersAtWarmup = drawer.layers.count
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
                        "%@: %d frames, RSS %.1f MB, peak %.1f MB, %d textures, %d layers, %d fonts",
                    priming ? "tour" : "seed \(seed)", report.frames, now.rss, now.peak,
                    drawer.textCache.liveTextures, drawer.layers.count, fonts.openFonts))
        }
        report.settledChecks += run.invariants.settledChecks
        let found = run.invariants.counts.values.reduce(0, +)
        if found > 0 {
            report.violations += found
            print(
                "FAIL seed \(seed): \(run.invariants.violationCount) violation(s); replay with "
                    + "refresh-soak --seed \(seed) --frames \(frames)")
            print("  demo options: \(soakCase.demoArguments.joined(separator: " "))")
            for violation in run.invariants.violations.prefix(5) { print("  \(violation)") }
        }
        if priming { priming = false } else { seed += 1 }
    }
    report.texturesAtEnd = drawer.textCache.liveTextures
    report.layersAtEnd = drawer.layers.count
    report.probeAtEnd = probe(
        drawer: drawer, canvas: canvas, metrics: metrics, sheets: catalog.sheets,
        size: options.size)
    if report.frames < 10_000 { report.peakAt10k = memory().peak }
    if report.frames < warmupFrames {
        report.memoryAtWarmup = memory()
        report.texturesAtWarmup = report.texturesAtEnd
        report.layersAtWarmup = report.layersAtEnd
        report.probeAtWarmup = report.probeAtEnd
    }
    return report
}
