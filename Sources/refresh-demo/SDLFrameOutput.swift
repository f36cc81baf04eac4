import DemoKit
import RefreshCore
import RefreshSDL

/// Sends a run's frames to an SDL canvas: renders draw lists, writes PNGs.
final class SDLFrameOutput: FrameOutput {
    let canvas: Canvas
    let drawer: DrawListRenderer
    let textMetrics: SDLTextMetrics

    init(canvas: Canvas, catalog: AssetCatalog, fonts: FontBook) throws(SDLError) {
        self.canvas = canvas
        drawer = try DrawListRenderer(canvas: canvas, catalog: catalog, fonts: fonts)
        // The scene paints its whole view opaquely first, so the renderer need not clear.
        drawer.listCoversCanvasOpaquely = true
        drawer.prewarmText(styles: DemoScene.textStyles)
        textMetrics = SDLTextMetrics(fonts: fonts, scale: canvas.scale)
    }

    var metrics: TextMetrics { textMetrics }

    func render(_ list: DrawList) {
        drawer.render(list)
    }

    func saveFrame(to path: String) throws(RunError) {
        do {
            try canvas.savePNG(to: path)
        } catch {
            throw RunError(
                "cannot write the frame \(path): \(error.message); check the --shots folder")
        }
    }
}
