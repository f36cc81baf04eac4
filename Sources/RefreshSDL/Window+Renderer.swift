internal import CSDL2

extension Window {
    /// The window's renderer (`makeRenderer`), drawing layers in the format the frame ends up
    /// in, so they blit without conversion: the window surface's for the software renderer, the
    /// renderer's preferred one otherwise.
    func renderer(accelerated: Bool) throws(SDLError) -> Renderer {
        guard let made = makeRenderer(accelerated: accelerated) else {
            throw SDLError.current("could not create a renderer for the window")
        }
        var info = SDL_RendererInfo()
        var format = SDL_PIXELFORMAT_ARGB8888.rawValue
        let windowFormat = SDL_GetWindowPixelFormat(handle)
        if SDL_GetRendererInfo(made, &info) == 0 {
            if info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0,
                windowFormat != SDL_PIXELFORMAT_UNKNOWN.rawValue
            {
                format = windowFormat
            } else if info.num_texture_formats > 0 {
                format = info.texture_formats.0
            }
        }
        return Renderer(handle: made, pixelFormat: format, backing: self)
    }

    /// The renderer of a window: SDL's software renderer into the window's own surface, or with
    /// `accelerated` SDL's OpenGL renderer, then its OpenGL ES 2 one, then any SDL has.
    ///
    /// Wayland needs an accelerated one: SDL 2 has no software window surface there (only X11's
    /// shared-memory image). Measured on Mesa's software GL, scrolling, CPU a frame of the demo
    /// (2026-12-06): under Xvfb at 390 × 720 the software renderer 0.7–0.8 ms, OpenGL 4.1–4.2,
    /// OpenGL ES 2 4.9 — so X11 keeps the software one; under sway (headless, pixman) at the
    /// 800 × 900 a tiled window gets, OpenGL 7.5–7.7 ms, OpenGL ES 2 8.1–8.6. No vsync:
    /// `FramePacer` paces the frames from the display's refresh rate, and a swap that waits for
    /// the compositor's frame callback would block the loop while the window is hidden.
    func makeRenderer(accelerated: Bool) -> OpaquePointer? {
        if let asked = SDL_GetHint(SDL_HINT_RENDER_DRIVER), asked.pointee != 0 {
            // The user's choice: SDL reads the hint itself for index -1.
            return SDL_CreateRenderer(handle, -1, 0)
        }
        if !accelerated,
            let software = SDL_CreateRenderer(handle, -1, SDL_RENDERER_SOFTWARE.rawValue)
        {
            return software
        }
        for name in ["opengl", "opengles2"] {
            guard let index = Self.renderDriverIndex(named: name) else { continue }
            if let handle = SDL_CreateRenderer(handle, index, 0) { return handle }
        }
        return SDL_CreateRenderer(handle, -1, 0)
    }

    /// The index SDL gives the render driver `name`, if SDL was built with it.
    private static func renderDriverIndex(named name: String) -> Int32? {
        for index in 0..<SDL_GetNumRenderDrivers() {
            var info = SDL_RendererInfo()
            guard SDL_GetRenderDriverInfo(index, &info) == 0, let driver = info.name else {
                continue
            }
            if String(cString: driver) == name { return index }
        }
        return nil
    }
}
