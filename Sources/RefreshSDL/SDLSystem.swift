internal import CSDL2
internal import CSDL2Image
internal import CSDL2TTF

/// SDL, SDL_image (PNG) and SDL_ttf, started together and shut down when this is released.
///
/// Create one before any canvas, and keep it alive for as long as anything SDL exists.
public final class SDLSystem {
    /// Whether SDL runs on the dummy video driver with no display.
    public let headless: Bool

    /// Starts SDL's video subsystem, PNG loading and font rendering.
    ///
    /// Headless, it selects the `dummy` video and audio drivers first, so no display or sound
    /// device is touched (and no EGL/OpenGL is loaded).
    public init(headless: Bool) throws(SDLError) {
        self.headless = headless
        if headless {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            setenv("SDL_AUDIODRIVER", "dummy", 1)
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
            SDL_SetHint(SDL_HINT_AUDIODRIVER, "dummy")
        }
        // A drag that leaves the window keeps reporting motion and its release.
        SDL_SetHint(SDL_HINT_MOUSE_AUTO_CAPTURE, "1")
        // The window's frames are drawn by the software renderer (see Canvas) and shown through
        // the platform's own framebuffer (X11 shared memory), not through an OpenGL texture:
        // under Xvfb or a software GL that texture path costs five times the drawing.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        // Joysticks are updated by `EventTranslator` (see `GameControllers`): left to SDL, its
        // event wait would poll every millisecond while one is open.
        SDL_SetHint(SDL_HINT_AUTO_UPDATE_JOYSTICKS, "0")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            let error = SDLError.current("SDL could not start its video subsystem")
            if headless { throw error }
            throw SDLError("\(error.message) (no display? try --headless)")
        }
        let png = Int32(IMG_INIT_PNG.rawValue)
        guard IMG_Init(png) & png == png else {
            let error = SDLError.current("SDL_image could not start PNG support")
            SDL_Quit()
            throw error
        }
        // Controllers are optional: without the subsystem (no devices to read) there are none.
        if !headless { _ = SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) }
        guard TTF_Init() == 0 else {
            let error = SDLError.current("SDL_ttf could not start")
            IMG_Quit()
            SDL_Quit()
            throw error
        }
    }

    deinit {
        TTF_Quit()
        IMG_Quit()
        SDL_Quit()
    }
}
