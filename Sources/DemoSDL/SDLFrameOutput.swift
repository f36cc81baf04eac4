import DemoKit
import RefreshCore
import RefreshSDL

/// The demo's frames on SDL: a draw list rendered into a canvas (a window's or a headless one),
/// saved as PNG on demand. The demo, the soak and the bench all render through it.
public final class SDLFrameOutput: FrameOutput {
    /// The canvas drawn into.
    public let canvas: Canvas
    /// The renderer of draw lists, with its text and layer caches.
    public let drawer: DrawListRenderer
    /// Text measured with the fonts that draw it.
    public let textMetrics: SDLTextMetrics
    /// Whether each frame is presented after rendering (a window; the soak's canvas).
    public var presentsFrames = false
    /// Whether a frame whose draw list is the same as the last rendered one is left as it is
    /// instead of being drawn again: the canvas already holds exactly those pixels. Only for a
    /// canvas that keeps its pixels from frame to frame and is not presented (headless).
    public var skipsUnchangedFrames = false
    /// Whether each frame draws (and presents) only what changed since the last one
    /// (`FrameDamage`): nothing for the same draw list, the area of the commands that differ,
    /// or the whole frame. For a canvas that keeps its pixels: a window's surface does, until
    /// it is exposed or resized (`redrawWhole()`), a headless buffer always.
    public var drawsOnlyChanges = false
    /// Frames left as they were because their draw list had not changed.
    public private(set) var unchangedFrames = 0
    /// Frames drawn in part (`drawsOnlyChanges`).
    public private(set) var partialFrames = 0
    /// The pixels the last frame handed to the window system (0 when it changed nothing, or
    /// headless).
    public private(set) var handedPixels = 0
    /// The commands of the last frame rendered, compared with the next; storage kept.
    private var lastCommands: [DrawCommand] = []
    /// What the last frame was drawn on (the canvas's renderer, its pixel size, the language
    /// its fonts followed); nil when the next must be drawn whole.
    private var lastSurface: DrawnSurface?
    /// An area at least this share of the canvas is drawn whole: clipping saves nothing there.
    static let wholeShare = 0.6

    /// What a frame was drawn on: another one means the pixels kept are not the next frame's.
    private struct DrawnSurface: Equatable {
        var generation: Int
        var width: Int32
        var height: Int32
        var language: RefreshLanguage
    }

    /// An output drawing into `canvas` with `catalog`'s sheets and `fonts`. Fonts open when
    /// text first needs them; `prewarmText()` opens them all up front.
    public init(canvas: Canvas, catalog: AssetCatalog, fonts: FontBook) throws(SDLError) {
        self.canvas = canvas
        drawer = try DrawListRenderer(canvas: canvas, catalog: catalog, fonts: fonts)
        // The scene paints its whole view opaquely first, so the renderer need not clear.
        drawer.listCoversCanvasOpaquely = true
        textMetrics = SDLTextMetrics(fonts: fonts, scale: canvas.scale)
    }

    /// Opens the fonts of every text style the scene uses and fills their glyph caches, so a
    /// style or language shown for the first time costs no font load in the middle of a frame.
    ///
    /// For a window, where a frame has a deadline, and for the soak, whose memory baseline
    /// should see every cache in use. A headless run skips it: its clock is simulated, so a
    /// font opened on first use delays nothing, and the ~40 ms and the glyph caches of styles
    /// it never draws would only be start-up time and memory.
    public func prewarmText() {
        drawer.prewarmText(styles: DemoScene.textStyles)
    }

    /// The text metrics, as the protocol asks.
    public var metrics: TextMetrics { textMetrics }

    /// The text metrics measuring in `language`: the fonts, which measure and draw, take its
    /// Han glyph forms (the text cache and the metrics key what they keep by it).
    public func metrics(for language: RefreshLanguage) -> TextMetrics {
        drawer.textCache.fonts.language = language
        return textMetrics
    }

    /// Renders the list (and presents it, if `presentsFrames`). A sprite sheet that cannot be
    /// made into a texture when first drawn ends the run: an asset error (exit 4) for a PNG
    /// that does not decode, a runtime failure for a texture the renderer cannot make.
    public func render(_ list: DrawList) throws(RunError) {
        // The list's language: its text is measured (the damage) and drawn in it.
        let language = list.language ?? drawer.textCache.fonts.language
        drawer.textCache.fonts.language = language
        let surface = DrawnSurface(
            generation: canvas.generation, width: canvas.pixelWidth, height: canvas.pixelHeight,
            language: language)
        let keeps = drawsOnlyChanges || (skipsUnchangedFrames && !presentsFrames)
        var damage = FrameDamage.whole
        if keeps, lastSurface == surface {
            // Headless, only "nothing" matters: a first difference is enough.
            let view = canvas.pointSize.width * canvas.pointSize.height
            damage = FrameDamage.between(
                lastCommands, list.commands, metrics: textMetrics,
                wholeArea: drawsOnlyChanges ? view * Self.wholeShare : 0)
        }
        handedPixels = 0
        switch damage {
        case .none:
            unchangedFrames += 1
            return
        case .area(let area):
            partialFrames += 1
            drawer.render(list, within: area)
        case .whole:
            drawer.render(list)
        }
        if keeps {
            // Copied element by element into kept storage: sharing the list's buffer would make
            // its next reset copy it, an allocation every frame.
            lastCommands.removeAll(keepingCapacity: true)
            lastCommands.append(contentsOf: list.commands)
            lastSurface = surface
        }
        switch drawer.spriteFailure {
        case nil: break
        case .asset(let error):
            throw RunError("asset error: \(error.description)", code: .asset)
        case .renderer(let error):
            throw RunError("cannot make a sprite sheet's texture: \(error.message)")
        }
        guard presentsFrames else { return }
        handedPixels = canvas.present(only: damage.area)
    }

    /// Draws the next frame whole: the window was exposed, and what it showed may be lost.
    public func redrawWhole() {
        lastSurface = nil
    }

    /// Makes the canvas `points` large (a headless buffer anew; a window resized, which its
    /// system may refuse below the minimum); the next frame is drawn whole.
    public func resize(to points: Size) throws(RunError) {
        do {
            try canvas.resize(points: points)
        } catch {
            throw RunError("cannot resize to \(points.width) × \(points.height): \(error.message)")
        }
        textMetrics.scale = canvas.scale
        lastSurface = nil
    }

    /// Writes the frame just rendered as a PNG, completely or not at all.
    public func saveFrame(to path: String) throws(RunError) {
        do {
            try canvas.savePNG(to: path)
        } catch {
            throw RunError(
                "cannot write the frame \(path): \(error.message); check the --shots folder")
        }
    }
}
