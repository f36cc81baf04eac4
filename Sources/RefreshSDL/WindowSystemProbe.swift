internal import CSDL2
import CWindowSystem
import Glibc

/// What the window system says about a window's density, read off the frame path: when the
/// window opens, and when `changed` says it may have changed.
///
/// Wayland gives each output a scale, which SDL applies itself (the window's pixels per
/// coordinate) when the window enters the output, and which is followed on a connection of its
/// own for when it changes; X11 has none, and says it in the desktop's resource database
/// (`Xft.dpi`), which is watched for changes.
public final class WindowSystemProbe {
    /// The video driver: `wayland`, `x11`, or another SDL names.
    public let driver: String
    private let canvas: Canvas

    /// A probe of `canvas`'s window; on X11 it asks to hear of resource database changes
    /// (`EventTranslator.windowSystemChanged`).
    public init(canvas: Canvas, system: SDLSystem) {
        self.canvas = canvas
        driver = system.videoDriver
        if driver == "wayland" { _ = cws_wayland_watch_outputs() }
        guard case .window(let window) = canvas.backing, driver == "x11" else { return }
        _ = cws_x11_watch_resources(UnsafeMutableRawPointer(window.handle))
    }

    /// Whether a Wayland output's scale changed since the last call (an atomic flag the
    /// outputs' thread sets; it also wakes the event wait).
    public func takeOutputChange() -> Bool {
        driver == "wayland" && cws_wayland_take_change() != 0
    }

    /// The window's pixels per coordinate as the window system applies it: on Wayland the
    /// scale of the output it is on, 1 on X11.
    public var pixelRatio: Double {
        guard case .window(let window) = canvas.backing else { return 1 }
        var points: (Int32, Int32) = (0, 0)
        var pixels: (Int32, Int32) = (0, 0)
        SDL_GetWindowSize(window.handle, &points.0, &points.1)
        guard points.0 > 0,
            SDL_GetRendererOutputSize(canvas.renderer.handle, &pixels.0, &pixels.1) == 0
        else { return 1 }
        return Double(pixels.0) / Double(points.0)
    }

    /// The text of the X resource database now (a round trip to the X server), or nil when
    /// there is none or the window is not on X11.
    public func x11Resources() -> String? {
        guard case .window(let window) = canvas.backing, driver == "x11",
            let text = cws_x11_resources(UnsafeMutableRawPointer(window.handle))
        else { return nil }
        defer { cws_free(text) }
        return String(cString: text)
    }
}
