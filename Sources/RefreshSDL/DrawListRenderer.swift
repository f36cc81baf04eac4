internal import CSDL2
internal import CSDL2TTF
import RefreshCore

/// Draws a RefreshCore `DrawList` into a `Canvas`, converting points to pixels at its scale.
///
/// Sprites come from the catalog's sheets, text from a `TextCache`, and layers
/// (`beginLayer`…`endLayer`) are drawn once into a texture and blitted until their version or pixel
/// size changes. In steady state a frame allocates nothing.
public final class DrawListRenderer {
    /// A layer being drawn into its texture.
    private struct ActiveLayer {
        var id: Int
        var version: Int
        var target: SDL_Rect
        var texture: Texture
        /// What `ClipStack.endLayer` restores.
        var outerClips: Int
    }

    /// The canvas drawn into.
    public let canvas: Canvas
    /// The rendered text runs.
    public let textCache: TextCache
    /// The colour the frame (and each layer texture) is cleared to.
    public var clearColor = Color(r: 255, g: 255, b: 255)
    /// Set when the draw list paints every pixel opaquely, so the frame need not be cleared first.
    public var listCoversCanvasOpaquely = false
    /// The textures of drawn layers, kept between frames.
    public let layers = LayerCache()
    /// The first sprite sheet that could not be made into a texture when first drawn (its
    /// sprites were skipped), if any.
    public var spriteFailure: SpriteAtlas.Failure? { atlas?.failure }
    /// Sprite sheets decoded so far (a sheet is decoded when first drawn).
    public var decodedSheets: Int { atlas?.decodedSheets ?? 0 }

    var catalog: AssetCatalog?
    var atlas: SpriteAtlas?
    private(set) var renderer: Renderer
    private var generation: Int
    var scale = 1.0
    /// The current target's top-left in points: the canvas's (0, 0), or in a layer its rect's
    /// origin, so what a layer holds is placed relative to it, at the same pixels whether the
    /// layer is drawn afresh or blitted from its texture at another fraction of a pixel.
    var origin = Point(x: 0, y: 0)
    /// The clips in force, and the part of the canvas this frame draws.
    var clips = ClipStack()
    /// Whether the clip in force is empty, so nothing need be drawn.
    var clipIsEmpty: Bool { clips.isEmpty }

    /// A renderer for `canvas`, with the catalog's sprite sheets (nil: sprites are skipped) and
    /// text set from `fonts`. Each sheet's texture is made when the sheet is first drawn.
    public init(canvas: Canvas, catalog: AssetCatalog?, fonts: FontBook) throws(SDLError) {
        self.canvas = canvas
        self.catalog = catalog
        textCache = TextCache(fonts: fonts)
        renderer = canvas.renderer
        generation = canvas.generation
        if let catalog { atlas = SpriteAtlas(catalog: catalog, renderer: renderer) }
    }

    /// Draws `list` as the whole frame, or with `area` (points) only that part of it, leaving
    /// the canvas's other pixels as they are: the draw list must paint the area opaquely (the
    /// scene's background does). Call `canvas.savePNG` and `canvas.present()` after it. Text is
    /// drawn in the list's language when it has one (the fonts take its Han glyph forms).
    public func render(_ list: DrawList, within area: Rect? = nil) {
        if let language = list.language { textCache.fonts.language = language }
        syncWithCanvas()
        scale = canvas.scale
        let handle = renderer.handle
        SDL_SetRenderTarget(handle, canvas.frameTarget?.handle)
        clips.reset(frame: area.map(pixelRect))
        origin = Point(x: 0, y: 0)
        clips.apply(to: handle)
        if !listCoversCanvasOpaquely { clear() }

        let commands = list.commands
        var active: ActiveLayer?
        var inlineDepth = 0  // beginLayers drawn inline (nested, or no target support)
        var index = 0
        while index < commands.count {
            let command = commands[index]
            index += 1
            switch command {
            case .fill(let rect, let color):
                fill(rect, color)
            case .sprite(let sheet, let frame, let rect, let rotation, let alpha, let tint):
                sprite(
                    sheet, frame: frame, rect: rect, rotation: rotation, alpha: alpha, tint: tint)
            case .text(let string, let style, let color, let origin):
                text(string, style: style, color: color, origin: origin)
            case .turnedText(let string, let style, let color, let center, let rotation):
                turnedText(string, style: style, color: color, center: center, rotation: rotation)
            case .pushClip(let rect):
                clips.push(pixelRect(rect), within: clips.bounds(of: handle), on: handle)
            case .popClip:
                clips.pop(on: handle)
            case .beginLayer(let id, let version, let rect):
                if active != nil || !renderer.supportsTargets {
                    inlineDepth += 1
                    continue
                }
                let target = layerRect(rect)
                if target.w <= 0 || target.h <= 0 {
                    index = indexAfterLayer(commands, from: index)
                    continue
                }
                if let texture = layers.drawn(
                    id: id, version: version, width: target.w, height: target.h)
                {
                    blit(texture, to: target)
                    index = indexAfterLayer(commands, from: index)
                    continue
                }
                active = beginLayer(id: id, version: version, rect: rect, target: target)
                if active == nil { inlineDepth += 1 }
            case .endLayer:
                if inlineDepth > 0 {
                    inlineDepth -= 1
                } else if let layer = active {
                    endLayer(layer)
                    active = nil
                }
            }
        }
        if let layer = active { endLayer(layer) }
        SDL_SetRenderTarget(handle, canvas.frameTarget?.handle)
        clips.reset(frame: nil)
        SDL_RenderSetClipRect(handle, nil)
        endFrame()
    }

    /// Destroys every cached layer and text texture (they are recreated when next drawn).
    public func purgeCaches() {
        layers.removeAll()
        textCache.removeAll()
    }

    // MARK: - Commands

    private func clear() {
        let handle = renderer.handle
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(handle, clearColor.r, clearColor.g, clearColor.b, 255)
        // SDL clears the whole target whatever the clip: a frame drawing a part fills it.
        if var part = clips.frame, SDL_GetRenderTarget(handle) == nil {
            SDL_RenderFillRect(handle, &part)
        } else {
            SDL_RenderClear(handle)
        }
    }

    private func fill(_ rect: Rect, _ color: Color) {
        guard color.a > 0, !clipIsEmpty else { return }
        var pixels = pixelRect(rect)
        guard pixels.w > 0, pixels.h > 0 else { return }
        let handle = renderer.handle
        SDL_SetRenderDrawBlendMode(
            handle, color.a < 255 ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(handle, color.r, color.g, color.b, color.a)
        SDL_RenderFillRect(handle, &pixels)
    }

    private func sprite(
        _ name: String, frame: Int, rect: Rect, rotation: Double, alpha: Double, tint: Color?
    ) {
        guard !clipIsEmpty, let entry = atlas?[name], entry.sheet.frames.indices.contains(frame)
        else { return }
        var opacity = min(max(alpha, 0), 1)
        if let tint { opacity *= Double(tint.a) / 255 }
        let alphaMod = UInt8((opacity * 255).rounded())
        guard alphaMod > 0 else { return }
        let texture = entry.texture.handle
        let source = entry.sheet.frames[frame]
        var sourceRect = SDL_Rect(
            x: Int32(source.x), y: Int32(source.y), w: Int32(source.w), h: Int32(source.h))
        var destination = SDL_FRect(
            x: Float((rect.minX - origin.x) * scale), y: Float((rect.minY - origin.y) * scale),
            w: Float(rect.width * scale), h: Float(rect.height * scale))
        SDL_SetTextureAlphaMod(texture, alphaMod)
        if let tint {
            SDL_SetTextureColorMod(texture, tint.r, tint.g, tint.b)
        } else {
            SDL_SetTextureColorMod(texture, 255, 255, 255)
        }
        if rotation == 0 {
            SDL_RenderCopyF(renderer.handle, texture, &sourceRect, &destination)
        } else {
            // SDL turns clockwise in degrees about the destination's centre (centre nil).
            SDL_RenderCopyExF(
                renderer.handle, texture, &sourceRect, &destination, rotation * 180 / .pi, nil,
                SDL_FLIP_NONE)
        }
    }

    // MARK: - Layers

    private func beginLayer(id: Int, version: Int, rect: Rect, target: SDL_Rect) -> ActiveLayer? {
        guard
            let texture = layers.texture(toDraw: id, width: target.w, height: target.h)
                ?? textCache.failures.make(
                    .layer, instead: "drawing the layer directly",
                    { () throws(SDLError) in
                        try Texture(targetFor: renderer, width: target.w, height: target.h)
                    })
        else { return nil }
        guard SDL_SetRenderTarget(renderer.handle, texture.handle) == 0 else { return nil }
        let layer = ActiveLayer(
            id: id, version: version, target: target, texture: texture,
            outerClips: clips.beginLayer())
        origin = Point(x: rect.minX, y: rect.minY)
        clips.apply(to: renderer.handle)
        clear()
        return layer
    }

    private func endLayer(_ layer: ActiveLayer) {
        SDL_SetRenderTarget(renderer.handle, canvas.frameTarget?.handle)
        clips.endLayer(restoring: layer.outerClips)
        origin = Point(x: 0, y: 0)
        clips.apply(to: renderer.handle)
        layers.keep(layer.texture, id: layer.id, version: layer.version)
        blit(layer.texture, to: layer.target)
    }

    private func blit(_ texture: Texture, to target: SDL_Rect) {
        guard !clipIsEmpty else { return }
        var destination = target
        SDL_RenderCopy(renderer.handle, texture.handle, nil, &destination)
    }

    private func indexAfterLayer(_ commands: [DrawCommand], from start: Int) -> Int {
        var depth = 1
        var index = start
        while index < commands.count {
            switch commands[index] {
            case .beginLayer: depth += 1
            case .endLayer: depth -= 1
            default: break
            }
            index += 1
            if depth == 0 { break }
        }
        return index
    }

    // MARK: - Frames

    private func syncWithCanvas() {
        guard canvas.generation != generation || canvas.renderer !== renderer else { return }
        renderer = canvas.renderer
        generation = canvas.generation
        layers.removeAll()
        textCache.removeAll()
        atlas = nil
        if let catalog { atlas = SpriteAtlas(catalog: catalog, renderer: renderer) }
    }

    private func endFrame() {
        textCache.endFrame()
        textCache.fonts.endFrame()
        layers.endFrame()
    }
}
