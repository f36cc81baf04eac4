internal import CSDL2

/// An SDL window, destroyed when released.
final class Window {
    let handle: OpaquePointer

    init(title: String, points: (width: Int32, height: Int32)) throws(SDLError) {
        let flags =
            SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
            | SDL_WINDOW_SHOWN.rawValue
        let centred = Int32(csdl_windowpos_centered())
        guard
            let window = SDL_CreateWindow(
                title, centred, centred, points.width, points.height, flags)
        else {
            throw SDLError.current("could not open a window (no display? try --headless)")
        }
        handle = window
    }

    deinit {
        SDL_DestroyWindow(handle)
    }
}
