internal import CSDL2
import RefreshCore

/// Points to the current target's pixels, at the canvas's scale and from the layer's origin.
extension DrawListRenderer {
    /// A layer's rect in pixels: its size from the rect's size alone, so a layer moving by
    /// fractions of a pixel keeps its texture (edge rounding would make it 43, 44 or 45 pixels
    /// tall and force a new texture); rows a whole number of points apart still tile exactly.
    func layerRect(_ rect: Rect) -> SDL_Rect {
        SDL_Rect(
            x: pixels(rect.minX - origin.x), y: pixels(rect.minY - origin.y),
            w: max(pixels(rect.width), 0), h: max(pixels(rect.height), 0))
    }

    /// `rect` in the current target's pixels, edges rounded so adjacent rects leave no gaps.
    func pixelRect(_ rect: Rect) -> SDL_Rect {
        let left = pixels(rect.minX - origin.x)
        let top = pixels(rect.minY - origin.y)
        return SDL_Rect(
            x: left, y: top, w: max(pixels(rect.maxX - origin.x) &- left, 0),
            h: max(pixels(rect.maxY - origin.y) &- top, 0))
    }

    /// `points` in whole pixels, rounded to the nearest.
    func pixels(_ points: Double) -> Int32 {
        Int32(clamping: Int((points * scale).rounded()))
    }
}
