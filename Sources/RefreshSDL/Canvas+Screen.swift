internal import CSDL2
import RefreshCore

extension Canvas {
    /// Where the window's top-left corner is on the screen, in the screen's coordinates (what
    /// assistive technologies place objects by); the origin for a headless canvas.
    public var screenOrigin: Point {
        guard case .window(let window) = backing else { return .zero }
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetWindowPosition(window.handle, &x, &y)
        return Point(x: Double(x), y: Double(y))
    }
}
