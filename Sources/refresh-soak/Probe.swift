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
    var rss = 0.0
    var peak = 0.0
}

/// Renders a fresh default scene at rest for longer than the caches keep anything, then reads
/// the live textures, layers and memory.
func probe(
    drawer: DrawListRenderer, canvas: Canvas, metrics: TextMetrics, sheets: [String: SpriteSheet],
    size: Size
) -> Probe {
    var options = DemoOptions()
    options.size = size
    let scene = DemoScene(options: options, resources: SceneResources(sheets: sheets))
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
        textures: drawer.textCache.liveTextures, layers: drawer.layers.count, rss: now.rss,
        peak: now.peak)
}
