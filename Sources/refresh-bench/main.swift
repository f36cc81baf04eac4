// Benchmark of the headless demo: ratios measured in one run, never a pass/fail test.
import DemoKit
import DemoSDL
import DemoSoak
import Foundation
import RefreshCore
import RefreshSDL
import TestSupport

/// Seconds on a monotonic clock.
func seconds() -> Double {
    SDLClock.seconds
}

/// The median of some samples.
func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// Peak resident memory in MB, from /proc/self/status.
func peakRSS() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
        return 0
    }
    for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let digits = line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
        return digits / 1024
    }
    return 0
}

/// A scroll back and forth with a pull to refresh in the middle, repeated.
let benchScript = """
    down 195 600
    move 195 200 400
    up
    wait 800
    down 195 150
    move 195 420 500
    up
    wait 1500
    down 195 200
    move 195 650 300
    up
    wait 1200
    """

/// Drags up and down inside a long list: no refresh, no load, so nothing in the model changes
/// but positions. The steady state in which the core must not allocate.
let steadyScript = """
    down 195 500
    move 195 200 500
    up
    wait 1500
    down 195 200
    move 195 500 500
    up
    wait 1500
    """

/// A pull held for as long as the run lasts: the header shows and its percent and alpha change
/// every frame, never released.
let heldPullScript = """
    down 195 150
    move 195 330 400

    """
    + String(repeating: "move 195 250 300\nmove 195 330 300\n", count: 2000)

/// `--core N`: N frames of the scene alone (input, physics, draw list), no SDL. Run it under
/// `valgrind --tool=dhat` at two lengths: the extra frames must add no allocations. With
/// `inspector`, the inspector (`d`) is shown all along, which must not allocate either; with
/// `pull`, a pull is held over the header instead of the scrolling up and down.
func runCore(frames: Int, inspector: Bool, pull: Bool) throws {
    var options = DemoOptions()
    options.rows = 200
    options.latency = 500
    let scene = DemoScene(options: options, resources: SceneResources(sheets: SyntheticSheets.all))
    // One script for every run length, so only the frames differ between two runs.
    var text = pull ? heldPullScript : ""
    if !pull { for _ in 0..<500 { text += steadyScript + "\n" } }
    var player = ScriptPlayer(script: try Script.parse(text, fileName: "steady"), fps: 60)
    var inputs = FrameInputs(frame: 0, endMilliseconds: 0)
    let loop = FrameLoop(scene: scene, output: DiscardingFrameOutput())
    var checksum = 0.0
    if inspector { scene.apply(TimedInput(time: 0, event: .key("d"))) }
    let start = seconds()
    for frame in 0..<frames {
        player.inputs(forFrame: frame, into: &inputs)
        try loop.step(inputs.events, to: inputs.endMilliseconds)
        checksum += scene.scrollView.contentOffsetY + Double(loop.list.commands.count)
    }
    let wall = seconds() - start
    print(
        String(
            format: "core only: %d frames, %.2f µs a frame (checksum %.0f)", frames,
            wall / Double(frames) * 1e6, checksum))
}

func run() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "--portal-wait" {
        runPortalWait(times: Int(arguments.dropFirst().first ?? "") ?? 10)
        return
    }
    if arguments.first == "--core" {
        try runCore(
            frames: Int(arguments.dropFirst().first ?? "") ?? 3000,
            inspector: arguments.contains("--inspector"), pull: arguments.contains("--pull"))
        return
    }
    if arguments.first == "--list" { return ListLayoutFigures.report() }
    if arguments.first == "--cache" {
        return try CacheFigures.report(folder: arguments.dropFirst().first ?? "out/bench/cache")
    }
    if arguments.first == "--cache-rss", let path = arguments.dropFirst().first {
        return try CacheFigures.printRSS(path)
    }
    let frames = Int(arguments.first ?? "") ?? 3000
    let assets = try AssetCatalog.bundledFolder()
    let size = Size(width: 390, height: 720)
    let catalog = try AssetCatalog.load(folder: assets, scale: 1, sheets: DemoScene.sheetNames)
    let system = try SDLSystem(headless: true)
    try measure(system: system, frames: frames, size: size, assets: assets, catalog: catalog)
    print("")
    ListLayoutFigures.report()
}

/// Rounds of the in-process measure: one round's medians move by a third from run to run on a
/// shared 2-core machine (its update 8.5 µs in one run, 17 µs in the next), so each figure is
/// the median over the rounds, and the update's share is shown with its range.
let rounds = 3

/// Everything made from `system` lives in here, so it is all released before SDL shuts down.
func measure(
    system: SDLSystem, frames: Int, size: Size, assets: String, catalog: AssetCatalog
) throws {
    let canvas = try Canvas(headless: system, points: size, scale: 1)
    let output = try SDLFrameOutput(
        canvas: canvas, catalog: catalog, fonts: FontBook(assetsFolder: assets))
    // Every frame rendered and flushed: this measures drawing, so the headless demo's skipping
    // of unchanged frames stays off here.
    output.presentsFrames = true
    var results: [RoundFigures] = []
    var rssAfterWarmup = 0.0
    for round in 0..<rounds {
        let figures = try measureRound(
            output: output, frames: frames, size: size, catalog: catalog,
            onFrame: { frame in
                if round == 0, frame == 300 { rssAfterWarmup = peakRSS() }
            })
        results.append(figures)
    }
    let drawer = output.drawer
    func middle(_ figure: (RoundFigures) -> Double) -> Double { median(results.map(figure)) }
    let update = middle(\.update)
    let render = middle(\.render)
    let blit = middle(\.blit)
    let frame = update + render
    let shares = results.map(\.updateShare)
    func row(_ name: String, _ value: String) { print("| \(name) | \(value) |") }
    print(
        "refresh-bench: \(frames) frames at 390×720, scale 1, software renderer, release build; "
            + "each figure the median of \(rounds) rounds")
    print("")
    print("| measure | value |")
    print("|---|---|")
    row("median frame (update + render)", String(format: "%.0f µs", frame))
    row(
        "  update: input + physics + draw list",
        String(
            format: "%.1f µs (%.1f %% of the frame; rounds %.1f–%.1f %%)", update,
            update / frame * 100, shares.min() ?? 0, shares.max() ?? 0))
    row("    of which input + physics", String(format: "%.1f µs", middle(\.model)))
    row("  render", String(format: "%.0f µs", render))
    row("empty frame (clear + present)", String(format: "%.0f µs", middle(\.empty)))
    row("full-window opaque blit", String(format: "%.0f µs", blit))
    row("list frame ÷ blit", String(format: "%.2f×", frame / blit))
    row("simulated s per wall s", String(format: "%.0f×", middle(\.speed)))
    row(
        "peak RSS after 300 frames / at the end",
        String(format: "%.1f MB / %.1f MB", rssAfterWarmup, peakRSS()))
    row(
        "text renders / live text textures",
        "\(drawer.textCache.renderCount) / \(drawer.textCache.liveTextures)")
    row("layers rendered / reused", "\(drawer.layers.renders) / \(drawer.layers.reuses)")
}

/// One round: reference frames, then `frames` frames of a fresh scene playing the bench script,
/// each timed in its two parts.
func measureRound(
    output: SDLFrameOutput, frames: Int, size: Size, catalog: AssetCatalog,
    onFrame: (Int) -> Void
) throws -> RoundFigures {
    let canvas = output.canvas
    let drawer = output.drawer
    var options = DemoOptions()
    options.size = size
    options.pages = 1000
    options.latency = 500
    let scene = DemoScene(options: options, resources: SceneResources(sheets: catalog.sheets))
    var repeated = ""
    for _ in 0..<200 { repeated += benchScript + "\n" }
    let script = try Script.parse(repeated, fileName: "bench")
    var player = ScriptPlayer(script: script, fps: 60)
    let loop = FrameLoop(scene: scene, output: output)

    // Reference frames in the same round: an empty frame and one full-window opaque blit.
    let emptyList = DrawList(capacity: 4)
    var emptyTimes: [Double] = []
    var blitTimes: [Double] = []
    var blitList = DrawList(capacity: 8)
    blitList.append(.beginLayer(id: -1, version: 0, rect: Rect(origin: .zero, size: size)))
    blitList.fill(Rect(origin: .zero, size: size), Color(r: 200, g: 200, b: 200))
    blitList.append(.endLayer)
    for _ in 0..<500 {
        var start = seconds()
        drawer.listCoversCanvasOpaquely = false
        drawer.render(emptyList)
        canvas.present()
        emptyTimes.append(seconds() - start)
        drawer.listCoversCanvasOpaquely = true
        start = seconds()
        drawer.render(blitList)
        canvas.present()
        blitTimes.append(seconds() - start)
    }

    var updateTimes: [Double] = []
    var modelTimes: [Double] = []
    var renderTimes: [Double] = []
    updateTimes.reserveCapacity(frames)
    modelTimes.reserveCapacity(frames)
    renderTimes.reserveCapacity(frames)
    var inputs = FrameInputs(frame: 0, endMilliseconds: 0)
    let wallStart = seconds()
    for frame in 0..<frames {
        let start = seconds()
        player.inputs(forFrame: frame, into: &inputs)
        loop.take(FrameStep(inputs: inputs.events), at: inputs.endMilliseconds / 1000)
        let modelled = seconds()
        loop.draw()
        let middle = seconds()
        try loop.render()
        try loop.finish(milliseconds: inputs.endMilliseconds)
        let end = seconds()
        updateTimes.append(middle - start)
        modelTimes.append(modelled - start)
        renderTimes.append(end - middle)
        onFrame(frame)
    }
    let wall = seconds() - wallStart
    return RoundFigures(
        update: median(updateTimes) * 1e6, model: median(modelTimes) * 1e6,
        render: median(renderTimes) * 1e6, empty: median(emptyTimes) * 1e6,
        blit: median(blitTimes) * 1e6, speed: Double(frames) / 60 / wall)
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("refresh-bench: \(error)\n".utf8))
    exit(1)
}
