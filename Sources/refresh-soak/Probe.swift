import DemoKit
import DemoSoak
import Foundation
import RefreshCore
import RefreshSDL

/// What a fixed reference scene leaves alive: the same numbers at the start and the end mean
/// nothing leaked in between.
struct Probe {
    var textures = 0
    var layers = 0
    /// Fonts open: the reference scene's, once every other one has gone unused long enough.
    var fonts = 0
    var rss = 0.0
    var peak = 0.0
}

/// Renders a fresh default scene at rest for longer than the caches keep anything (text
/// textures, layers, fonts), then reads the live textures, layers, fonts and memory.
func probe(
    drawer: DrawListRenderer, canvas: Canvas, metrics: TextMetrics, sheets: [String: SpriteSheet],
    size: Size
) -> Probe {
    var options = DemoOptions()
    options.size = size
    let scene = DemoScene(options: options, resources: SceneResources(sheets: sheets))
    var list = DrawList(capacity: 512)
    let fonts = drawer.textCache.fonts
    // The fonts' eviction looks every 16th frame; a book that keeps its fonts far longer (to
    // show what keeping them all did) is not waited for.
    let frames = max(drawer.textCache.evictAfterFrames + 10, min(fonts.evictAfterFrames + 32, 2000))
    for frame in 0..<frames {
        scene.advance(to: Double(frame + 1) / 60)
        list.reset()
        scene.draw(into: &list, metrics: metrics)
        drawer.render(list)
        canvas.present()
    }
    let now = memory()
    return Probe(
        textures: drawer.textCache.liveTextures, layers: drawer.layers.count,
        fonts: fonts.openFonts, rss: now.rss, peak: now.peak)
}
