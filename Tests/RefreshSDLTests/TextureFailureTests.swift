import RefreshCore
import Testing

@testable import RefreshSDL

/// A texture SDL cannot make (a line of text, a layer) is said once on standard error and
/// something visible is drawn in its place, never a silent gap.
extension RefreshSDLTests {
    /// A renderer of a 120×40-point canvas with the package's fonts and no sprites.
    private func failingRenderer(_ kinds: Set<TextureFailures.Kind>) throws -> (
        Canvas, DrawListRenderer, SDLSystem
    ) {
        let system = try SDLSystem(headless: true)
        let canvas = try Canvas(headless: system, points: Size(width: 120, height: 40), scale: 1)
        let renderer = try DrawListRenderer(
            canvas: canvas, catalog: nil,
            fonts: FontBook(assetsFolder: TestAssets.packageAssets.path))
        renderer.textCache.failures.simulated = kinds
        return (canvas, renderer, system)
    }

    /// The text's texture fails twice: one line on standard error, and each frame the text is
    /// drawn as a box of its size in its colour (its corners and edges, not the white inside).
    @Test func aLineOfTextWhoseTextureFailsIsABoxAndSaidOnce() throws {
        let (canvas, renderer, system) = try failingRenderer([.text])
        var said: [String] = []
        renderer.textCache.failures.say = { said.append($0) }
        var list = DrawList()
        list.text(
            "Pull down", style: TextStyle(weight: .regular, size: 15), color: TestAssets.red,
            at: Point(x: 10, y: 10))
        renderer.render(list)
        renderer.render(list)
        #expect(renderer.textCache.failures.counts[.text] == 2)
        #expect(said.count == 1, "\(said)")
        #expect(said.first?.hasPrefix("refresh: cannot make the texture of a line of text") == true)
        // The box's top-left corner at the text's origin; its far corner where the line ends.
        #expect(canvas.pixel(x: 10, y: 10) == TestAssets.red)
        var right: Int32 = 10
        while canvas.pixel(x: right + 1, y: 10) == TestAssets.red { right += 1 }
        var bottom: Int32 = 10
        while canvas.pixel(x: 10, y: bottom + 1) == TestAssets.red { bottom += 1 }
        #expect(right > 50, "a box as wide as \"Pull down\" at 15 points, got to x \(right)")
        #expect(bottom > 20, "as tall as a line at 15 points, got to y \(bottom)")
        #expect(canvas.pixel(x: right, y: bottom) == TestAssets.red)
        #expect(canvas.pixel(x: (10 + right) / 2, y: (10 + bottom) / 2) == TestAssets.white)
        _ = system
    }

    /// A layer's texture fails: said once, and its content is drawn straight onto the canvas
    /// each frame instead of from a texture.
    @Test func aLayerWhoseTextureFailsIsDrawnDirectlyAndSaidOnce() throws {
        let (canvas, renderer, system) = try failingRenderer([.layer])
        var said: [String] = []
        renderer.textCache.failures.say = { said.append($0) }
        var list = DrawList()
        list.append(.beginLayer(id: 7, version: 1, rect: Rect(x: 0, y: 0, width: 60, height: 20)))
        list.fill(Rect(x: 5, y: 5, width: 10, height: 10), TestAssets.blue)
        list.append(.endLayer)
        renderer.render(list)
        renderer.render(list)
        #expect(renderer.textCache.failures.counts[.layer] == 2)
        #expect(said.count == 1, "\(said)")
        #expect(said.first?.contains("a layer") == true)
        #expect(renderer.layers.count == 0)
        #expect(canvas.pixel(x: 6, y: 6) == TestAssets.blue)
        #expect(canvas.pixel(x: 20, y: 6) == TestAssets.white)
        _ = system
    }
}
