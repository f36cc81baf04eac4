internal import CSDL2
internal import CSDL2Image
internal import CSDL2TTF

/// SDL, SDL_image (PNG) and SDL_ttf, started together and shut down when this is released.
///
/// Create one before any canvas, and keep it alive for as long as anything SDL exists.
public final class SDLSystem {
    /// Whether SDL runs on the dummy video driver with no display.
    public let headless: Bool
    /// The video driver SDL started (`x11`, `wayland`, `dummy`, …).
    public let videoDriver: String
    /// The Wayland app id and X11 class of the windows (the installed `.desktop` file's name and
    /// its `StartupWMClass`).
    public static let applicationID = "refresh-demo"

    /// SDL's video drivers whose windows show on no screen.
    static let shownNowhere: Set = ["offscreen", "dummy"]

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
        } else {
            Self.chooseWindowSystem()
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
        videoDriver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        // When it reaches no display, SDL 2.26 falls back to its offscreen driver, whose
        // windows nobody sees: a window app would run on unseen. That is no display, unless
        // `SDL_VIDEODRIVER` asked for it by name. (An X server that has just lost its last
        // client resets and refuses connections for a moment: seen under Xvfb.)
        if !headless, Self.shownNowhere.contains(videoDriver), getenv("SDL_VIDEODRIVER") == nil {
            IMG_Quit()
            SDL_Quit()
            throw SDLError(
                "SDL reached no display and fell back to its \(videoDriver) driver, which shows "
                    + "nothing (no display? try --headless)")
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

    /// A Wayland session's windows open natively (SDL 2 tries X11 first, which a Wayland
    /// session serves through XWayland, when there is one), X11 when SDL cannot reach the
    /// compositor; `SDL_VIDEODRIVER` set by the user overrides. Names the app for the window
    /// system before SDL reads it (SDL 2.26 reads these variables, not hints).
    private static func chooseWindowSystem() {
        setenv("SDL_VIDEO_WAYLAND_WMCLASS", applicationID, 0)
        setenv("SDL_VIDEO_X11_WMCLASS", applicationID, 0)
        SDL_SetHint(SDL_HINT_APP_NAME, applicationID)
        guard getenv("SDL_VIDEODRIVER") == nil, let wayland = getenv("WAYLAND_DISPLAY"),
            wayland.pointee != 0
        else { return }
        // SDL 2 takes a list and starts the first driver that initialises.
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "wayland,x11")
    }

    deinit {
        TTF_Quit()
        IMG_Quit()
        SDL_Quit()
    }
}
