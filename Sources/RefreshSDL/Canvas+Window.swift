internal import CSDL2
internal import CSDL2Image

extension Canvas {
    /// Whether the canvas keeps its pixels from one frame to the next, so a frame may draw only
    /// what changed: a headless buffer, and a window's own surface (the software renderer). An
    /// OpenGL back buffer is undefined after it is presented, so such a window draws whole.
    public var keepsPixels: Bool {
        guard case .window = backing else { return true }
        return renderer.isSoftware
    }

    /// The most pixels a point is drawn at: a window the window system makes denser (SDL
    /// draws a Wayland window at its output's scale, 3 included) is drawn at this density into
    /// a texture of its own, which is enlarged to the window when it is shown, as a compositor
    /// would enlarge it. Only for an accelerated renderer (Wayland's); nil: no limit.
    public var maximumDensity: Double? {
        get { densityCap }
        set {
            densityCap = newValue
            measureWindow()
        }
    }

    /// Fits `frameTarget` to the window after it was measured (`measureWindow`): present when
    /// the window's pixels a point exceed `maximumDensity`, which the canvas then draws at.
    func fitFrameTarget() {
        guard let cap = densityCap, scale > cap, !renderer.isSoftware else {
            frameTarget = nil
            return
        }
        let (width, height) = Self.pixels(for: pointSize, scale: cap)
        scale = cap
        pixelWidth = width
        pixelHeight = height
        if let target = frameTarget, target.width == width, target.height == height,
            target.renderer === renderer
        {
            return
        }
        frameTarget = try? Texture(targetFor: renderer, width: width, height: height)
        if let target = frameTarget { SDL_SetTextureScaleMode(target.handle, SDL_ScaleModeLinear) }
    }

    /// The density the window is drawn at where the window system has none of its own (X11):
    /// the `density` of `init(window:…)`, changed by `setDensity(_:)`.
    public var askedWindowDensity: Int { Int(askedDensity) }

    /// Draws the window at `density` pixels a point from now on where the window system has no
    /// density of its own (X11), keeping its size in points: the window grows or shrinks in
    /// pixels. Where it has one (Wayland), the window system's density stays in force.
    public func setDensity(_ density: Int) {
        guard case .window(let window) = backing, Double(density) != askedDensity else { return }
        let points = pointSize
        askedDensity = Double(density)
        // The coordinates per point the new density gives (the size is set again below).
        measureWindow()
        let (width, height) = Self.pixels(for: points, scale: coordinatesPerPoint)
        let (minWidth, minHeight) = Self.pixels(
            for: Self.minimumWindowSize, scale: coordinatesPerPoint)
        SDL_SetWindowMinimumSize(window.handle, minWidth, minHeight)
        SDL_SetWindowSize(window.handle, width, height)
        measureWindow()
    }

    /// Opens the window again, the same size in its coordinates and with the same title, and
    /// draws into the new one (`generation` changes, so textures are made again): on Wayland,
    /// SDL 2.26 reads an output's scale only when a window enters it, so a window whose output
    /// changed its scale opens anew to be drawn at it. The icon must be set again.
    public func reopenWindow() throws(SDLError) {
        guard case .window(let old) = backing else { return }
        // SDL's connection reads the compositor's news of its outputs first, so the new window
        // takes the scale as it is now (the events it queues stay for the loop).
        SDL_PumpEvents()
        var size: (Int32, Int32) = (0, 0)
        var minimum: (Int32, Int32) = (0, 0)
        SDL_GetWindowSize(old.handle, &size.0, &size.1)
        SDL_GetWindowMinimumSize(old.handle, &minimum.0, &minimum.1)
        let title = String(cString: SDL_GetWindowTitle(old.handle))
        let window = try Window(
            title: title, points: (size.0, size.1), minimum: (minimum.0, minimum.1))
        renderer = try window.renderer(accelerated: !renderer.isSoftware)
        backing = .window(window)
        generation += 1
        measureWindow()
    }

    /// Gives the window the picture in the PNG at `path` as its icon (on X11 `_NET_WM_ICON`,
    /// which task bars and window switchers show); nothing for a headless canvas. Wayland
    /// windows take their icon from the desktop entry their app id names.
    public func setWindowIcon(png path: String) throws(SDLError) {
        guard case .window(let window) = backing else { return }
        guard let icon = IMG_Load(path) else {
            throw SDLError.current("could not read the window icon \(path)")
        }
        defer { SDL_FreeSurface(icon) }
        SDL_SetWindowIcon(window.handle, icon)
    }
}
