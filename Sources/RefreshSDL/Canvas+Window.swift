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
