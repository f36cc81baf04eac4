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
    /// canvas that keeps its pixels from frame to frame and is not presented (headless); a
    /// window's buffer may be lost or damaged between frames.
    public var skipsUnchangedFrames = false
    /// Frames left as they were because their draw list had not changed.
    public private(set) var unchangedFrames = 0
    /// The commands of the last frame rendered, compared with the next; storage kept.
    private var lastCommands: [DrawCommand] = []
    private var lastGeneration: Int?

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

    /// Sets the fonts' language (their Han glyph forms) for measuring and drawing the frame.
    public func setLanguage(_ language: RefreshLanguage) {
        drawer.textCache.fonts.language = language
    }

    /// The text metrics, as the protocol asks.
    public var metrics: TextMetrics { textMetrics }

    /// Renders the list (and presents it, if `presentsFrames`). A sprite sheet that cannot be
    /// made into a texture when first drawn ends the run: an asset error (exit 4) for a PNG
    /// that does not decode, a runtime failure for a texture the renderer cannot make.
    public func render(_ list: DrawList) throws(RunError) {
        if skipsUnchangedFrames, !presentsFrames, lastGeneration == canvas.generation,
            list.commands == lastCommands
        {
            unchangedFrames += 1
            return
        }
        drawer.render(list)
        if skipsUnchangedFrames {
            // Copied element by element into kept storage: sharing the list's buffer would make
            // its next reset copy it, an allocation every frame.
            lastCommands.removeAll(keepingCapacity: true)
            lastCommands.append(contentsOf: list.commands)
            lastGeneration = canvas.generation
        }
        switch drawer.spriteFailure {
        case nil: break
        case .asset(let error):
            throw RunError("asset error: \(error.description)", code: .asset)
        case .renderer(let error):
            throw RunError("cannot make a sprite sheet's texture: \(error.message)")
        }
        if presentsFrames { canvas.present() }
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
