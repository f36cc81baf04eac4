internal import CSDL2
import RefreshCore

extension DrawListRenderer {
    // MARK: - Text

    /// Draws a line of text with its top-left at `origin`.
    func text(_ string: String, style: TextStyle, color: Color, origin: Point) {
        guard !clipIsEmpty, color.a > 0,
            let drawn = textCache.texture(
                for: string, style: style, color: color, scale: scale, renderer: renderer)
        else { return }
        let x = pixels(origin.x - self.origin.x)
        let y = pixels(origin.y - self.origin.y)
        switch drawn {
        case .texture(let texture):
            var destination = SDL_Rect(x: x, y: y, w: texture.width, h: texture.height)
            SDL_RenderCopy(renderer.handle, texture.handle, nil, &destination)
        case .missing(let width, let height):
            box(SDL_Rect(x: x, y: y, w: width, h: height), color)
        }
    }

    /// Draws a line of text turned by `rotation` radians about `center`.
    func turnedText(
        _ string: String, style: TextStyle, color: Color, center: Point, rotation: Double
    ) {
        guard !clipIsEmpty, color.a > 0,
            let drawn = textCache.texture(
                for: string, style: style, color: color, scale: scale, renderer: renderer)
        else { return }
        let (width, height): (Int32, Int32)
        switch drawn {
        case .texture(let texture): (width, height) = (texture.width, texture.height)
        case .missing(let missingWidth, let missingHeight):
            (width, height) = (missingWidth, missingHeight)
        }
        var destination = SDL_Rect(
            x: Int32(clamping: Int(((center.x - origin.x) * scale - Double(width) / 2).rounded())),
            y: Int32(clamping: Int(((center.y - origin.y) * scale - Double(height) / 2).rounded())),
            w: width, h: height)
        guard case .texture(let texture) = drawn else { return box(destination, color) }
        // SDL turns clockwise in degrees about the destination's centre (centre nil).
        SDL_RenderCopyEx(
            renderer.handle, texture.handle, nil, &destination, rotation * 180 / .pi, nil,
            SDL_FLIP_NONE)
    }

    /// The outline of `rect` (pixels) in `color`: where a line of text whose texture could not
    /// be made stands, so that a missing text is seen, not silently absent.
    private func box(_ rect: SDL_Rect, _ color: Color) {
        var outline = rect
        let handle = renderer.handle
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(handle, color.r, color.g, color.b, color.a)
        SDL_RenderDrawRect(handle, &outline)
    }
}
