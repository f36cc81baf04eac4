internal import CSDL2
internal import CSDL2Image
import Glibc
import RefreshCore

/// Where frames are drawn: a window, or headless an aligned pixel buffer in memory.
///
/// Drawing goes through `renderer`. After a headless `resize(points:)` the renderer is a new one
/// (`generation` changes); `DrawListRenderer` notices and recreates its textures.
public final class Canvas {
    enum Backing {
        case headless(PixelBuffer)
        case window(Window)
    }

    /// The renderer that draws into this canvas.
    public internal(set) var renderer: Renderer
    /// Increases whenever `renderer` is replaced.
    public internal(set) var generation = 0
    /// The logical size in points.
    public private(set) var pointSize: Size
    /// Pixels per point (the window's pixel density, or the headless scale).
    public internal(set) var scale: Double
    /// Width in pixels.
    public internal(set) var pixelWidth: Int32
    /// Height in pixels.
    public internal(set) var pixelHeight: Int32
    var backing: Backing
    private let system: SDLSystem
    /// The density asked for a window (`init(window:…)`).
    var askedDensity = 1.0
    /// The most pixels a point is drawn at (`maximumDensity`); nil: as many as the window has.
    var densityCap: Double?
    /// What a window denser than `maximumDensity` is drawn into, then enlarged to the window.
    var frameTarget: Texture?
    /// The window's coordinates (SDL's, which its events and sizes use) per point: the density
    /// asked for where the window system counts in pixels and has none of its own, else 1.
    public private(set) var coordinatesPerPoint = 1.0

    /// A headless canvas of `points` at `scale` pixels per point, drawn by the software renderer.
    public init(headless system: SDLSystem, points: Size, scale: Int) throws(SDLError) {
        let (width, height) = Self.pixels(for: points, scale: Double(scale))
        let buffer = try PixelBuffer(width: width, height: height)
        renderer = try Self.softwareRenderer(for: buffer)
        backing = .headless(buffer)
        pointSize = points
        self.scale = Double(scale)
        pixelWidth = width
        pixelHeight = height
        self.system = system
    }

    /// A resizable, high-DPI window of `points`, centred, drawn on X11 by SDL's software
    /// renderer — the one the headless canvas uses, so a window shows the very pixels a headless
    /// run writes — and on Wayland, or with `accelerated`, by SDL's OpenGL renderer
    /// (`windowRenderer`). `SDL_RENDER_DRIVER` set by the user overrides both.
    ///
    /// The window is never smaller than `minimum`: asked for less, it opens at `minimum` in that
    /// dimension, and the user cannot make it smaller.
    ///
    /// `density` is the pixels a point is drawn at where the window system has no density of its
    /// own (X11 counts a window in pixels): asked for 2 there, the window is twice the points in
    /// pixels, and its events report twice the points' positions (`coordinatesPerPoint`).
    public init(
        window system: SDLSystem, title: String, points asked: Size,
        minimum: Size = Canvas.minimumWindowSize, accelerated: Bool = false, density: Int = 1
    ) throws(SDLError) {
        let points = Size(
            width: max(asked.width, minimum.width), height: max(asked.height, minimum.height))
        let (width, height) = Self.pixels(for: points, scale: Double(density))
        let (minWidth, minHeight) = Self.pixels(for: minimum, scale: Double(density))
        let window = try Window(
            title: title, points: (width, height), minimum: (minWidth, minHeight))
        renderer = try window.renderer(accelerated: accelerated || system.videoDriver == "wayland")
        backing = .window(window)
        pointSize = points
        scale = 1
        pixelWidth = width
        pixelHeight = height
        self.system = system
        askedDensity = Double(density)
        measureWindow()
    }

    /// The smallest window in points (the contract's third round): 320 × 480.
    public static let minimumWindowSize = Size(width: 320, height: 480)

    /// Changes the logical size (in a window, after the user resized it, or to resize it).
    ///
    /// Headless, this allocates a new buffer and a new renderer.
    public func resize(points: Size) throws(SDLError) {
        switch backing {
        case .headless:
            let (width, height) = Self.pixels(for: points, scale: scale)
            guard width != pixelWidth || height != pixelHeight else {
                pointSize = points
                return
            }
            let buffer = try PixelBuffer(width: width, height: height)
            renderer = try Self.softwareRenderer(for: buffer)
            backing = .headless(buffer)
            generation += 1
            pointSize = points
            pixelWidth = width
            pixelHeight = height
        case .window(let window):
            var current: (Int32, Int32) = (0, 0)
            SDL_GetWindowSize(window.handle, &current.0, &current.1)
            let (width, height) = Self.pixels(for: points, scale: coordinatesPerPoint)
            if current != (width, height) { SDL_SetWindowSize(window.handle, width, height) }
            measureWindow()
        }
    }

    /// The refresh rate of the display the window is on, frames per second (60 when SDL does
    /// not know it, as under Xvfb).
    public var refreshRate: Double {
        guard case .window(let window) = backing else { return 60 }
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window.handle)
        guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0
        else { return 60 }
        return Double(mode.refresh_rate)
    }

    /// Shows the frame (in a window); headless, it only finishes the queued drawing.
    public func present() {
        present(only: nil)
    }

    /// Writes the frame drawn so far to `path` as a PNG. Call it before `present()`.
    ///
    /// The PNG goes to a temporary file in the same folder and is renamed into place, so a
    /// failure leaves neither a half-written file nor the temporary one.
    public func savePNG(to path: String) throws(SDLError) {
        SDL_RenderFlush(renderer.handle)
        switch backing {
        case .headless(let buffer):
            try PNGWriter.write(buffer.surface, to: path)
        case .window:
            guard
                let surface = SDL_CreateRGBSurfaceWithFormat(
                    0, pixelWidth, pixelHeight, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { throw SDLError.current("could not allocate a frame for \(path)") }
            defer { SDL_FreeSurface(surface) }
            guard
                SDL_RenderReadPixels(
                    renderer.handle, nil, SDL_PIXELFORMAT_ARGB8888.rawValue,
                    surface.pointee.pixels, surface.pointee.pitch) == 0
            else { throw SDLError.current("could not read the frame for \(path)") }
            try PNGWriter.write(surface, to: path)
        }
    }

    /// The colour of one pixel of the frame drawn so far (for tests and checks), or nil outside.
    public func pixel(x: Int32, y: Int32) -> Color? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
        var rect = SDL_Rect(x: x, y: y, w: 1, h: 1)
        var value: UInt32 = 0
        guard
            SDL_RenderReadPixels(
                renderer.handle, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &value, 4) == 0
        else { return nil }
        return Color(
            r: UInt8(truncatingIfNeeded: value >> 16), g: UInt8(truncatingIfNeeded: value >> 8),
            b: UInt8(truncatingIfNeeded: value), a: UInt8(truncatingIfNeeded: value >> 24))
    }

    func measureWindow() {
        guard case .window(let window) = backing else { return }
        var points: (Int32, Int32) = (0, 0)
        var pixels: (Int32, Int32) = (0, 0)
        SDL_GetWindowSize(window.handle, &points.0, &points.1)
        if SDL_GetRendererOutputSize(renderer.handle, &pixels.0, &pixels.1) != 0 {
            pixels = points
        }
        // A window system with a density of its own reports fewer coordinates than pixels.
        let own = points.0 > 0 ? Double(pixels.0) / Double(points.0) : 1
        coordinatesPerPoint = own < 1.5 ? askedDensity : 1
        pointSize = Size(
            width: Double(points.0) / coordinatesPerPoint,
            height: Double(points.1) / coordinatesPerPoint)
        pixelWidth = pixels.0
        pixelHeight = pixels.1
        scale = pointSize.width > 0 ? Double(pixels.0) / pointSize.width : 1
        fitFrameTarget()
    }

    static func pixels(for points: Size, scale: Double) -> (Int32, Int32) {
        let width = Int32(clamping: Int((points.width * scale).rounded()))
        let height = Int32(clamping: Int((points.height * scale).rounded()))
        return (max(width, 1), max(height, 1))
    }

    private static func softwareRenderer(for buffer: PixelBuffer) throws(SDLError) -> Renderer {
        guard let handle = SDL_CreateSoftwareRenderer(buffer.surface) else {
            throw SDLError.current("could not create the software renderer")
        }
        return Renderer(handle: handle, pixelFormat: PixelBuffer.format, backing: buffer)
    }
}
