import DemoKit
import DemoSDL
import Foundation
import RefreshCore
import TestSupport
import Testing

@testable import RefreshSDL

/// A frame drawn in part (only what changed since the last, `SDLFrameOutput.drawsOnlyChanges`,
/// as a window draws) leaves exactly the pixels a frame drawn whole does.
extension RefreshSDLTests {
    /// A drag and its coast, the scrollbar's fade, a pull to refresh whose spinner turns while
    /// nothing else moves, the inspector, a key that changes the header, a carousel drag.
    static let partialScript = """
        down 195 600
        move 195 400 300
        up
        wait 2500
        down 195 150
        move 195 420 400
        up
        wait 600
        key d
        wait 400
        key d
        wait 1500
        key h
        wait 300
        down 300 80
        move 120 80 300
        up
        wait 1500
        """

    @Test func aFrameDrawnInPartEqualsTheFrameDrawnWhole() throws {
        let system = try SDLSystem(headless: true)
        let assets = TestAssets.packageAssets.path
        let catalog = try AssetCatalog.load(folder: assets, scale: 1, sheets: DemoScene.sheetNames)
        let texts = try ListTexts.load(assetsFolder: assets).get()
        func run(partial: Bool) throws -> (FrameLoop, SDLFrameOutput, Canvas) {
            let canvas = try Canvas(
                headless: system, points: Size(width: 390, height: 720), scale: 1)
            let output = try SDLFrameOutput(
                canvas: canvas, catalog: catalog, fonts: FontBook(assetsFolder: assets))
            output.drawsOnlyChanges = partial
            var options = DemoOptions()
            options.rows = 200
            options.carousel = 0
            options.latency = 800
            let scene = DemoScene(
                options: options,
                resources: SceneResources(
                    sheets: catalog.sheets, languages: catalog.strings,
                    store: MemoryLastUpdatedStore(), clock: .headless, listTexts: texts,
                    metrics: output.metrics))
            return (FrameLoop(scene: scene, output: output), output, canvas)
        }
        let (partLoop, partOutput, partCanvas) = try run(partial: true)
        let (wholeLoop, _, wholeCanvas) = try run(partial: false)
        var player = ScriptPlayer(
            script: try Script.parse(Self.partialScript, fileName: "partial"), fps: 60)
        var inputs = FrameInputs(frame: 0, endMilliseconds: 0)
        var frame = 0
        while !player.isFinished || frame < 60 * 12 {
            player.inputs(forFrame: frame, into: &inputs)
            try partLoop.step(inputs.events, to: inputs.endMilliseconds)
            try wholeLoop.step(inputs.events, to: inputs.endMilliseconds)
            let difference = Self.firstDifference(partCanvas, wholeCanvas)
            #expect(difference == nil, "frame \(frame): pixel \(difference ?? (0, 0)) differs")
            if difference != nil { break }
            frame += 1
        }
        // The run drew frames each way: in part, whole and not at all.
        #expect(
            partOutput.partialFrames > 100,
            "partial \(partOutput.partialFrames) unchanged \(partOutput.unchangedFrames) frames \(frame)"
        )
        #expect(partOutput.unchangedFrames > 30)
        _ = system
    }

    /// The first pixel (x, y) at which two headless canvases of one size differ, or nil.
    static func firstDifference(_ a: Canvas, _ b: Canvas) -> (Int, Int)? {
        guard case .headless(let first) = a.backing, case .headless(let second) = b.backing
        else { return (-1, -1) }
        let pitch = Int(first.surface.pointee.pitch)
        let width = Int(first.surface.pointee.w)
        for y in 0..<Int(first.surface.pointee.h) {
            let rowA = (first.pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
            let rowB = (second.pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
            guard memcmp(rowA, rowB, width * 4) != 0 else { continue }
            for x in 0..<width where rowA[x] != rowB[x] { return (x, y) }
        }
        return nil
    }
}
