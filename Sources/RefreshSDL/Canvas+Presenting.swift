internal import CSDL2
import RefreshCore

extension Canvas {
    /// Shows the frame, or with `area` (points) only that part of it, the rest of the window
    /// showing what it showed; headless, it only finishes the queued drawing. Returns the
    /// pixels handed to the window system (0 headless).
    ///
    /// SDL's software renderer draws into the window's own surface (under X11 a shared-memory
    /// image) and its present hands the whole surface to the window system. A part is handed
    /// by itself (`SDL_UpdateWindowSurfaceRects`, X11's `XShmPutImage` of that rectangle), so
    /// the X server copies only the pixels that changed.
    @discardableResult
    public func present(only area: Rect?) -> Int {
        guard case .window(let window) = backing else {
            SDL_RenderFlush(renderer.handle)
            return 0
        }
        let whole = Int(pixelWidth) * Int(pixelHeight)
        if let target = frameTarget {
            // Drawn at `maximumDensity`: enlarged to the window's pixels.
            SDL_SetRenderTarget(renderer.handle, nil)
            SDL_RenderCopy(renderer.handle, target.handle, nil, nil)
        }
        guard let area, let part = windowPixels(area) else {
            SDL_RenderPresent(renderer.handle)
            return whole
        }
        SDL_RenderFlush(renderer.handle)
        var rect = part
        guard SDL_UpdateWindowSurfaceRects(window.handle, &rect, 1) == 0 else {
            SDL_RenderPresent(renderer.handle)
            return whole
        }
        return Int(rect.w) * Int(rect.h)
    }

    /// `area` in the window surface's pixels, edges rounded outwards and kept inside; nil when
    /// the renderer does not draw into the window's surface (an accelerated one) or nothing
    /// of it is inside.
    private func windowPixels(_ area: Rect) -> SDL_Rect? {
        guard renderer.isSoftware else { return nil }
        let left = max(0, Int32(clamping: Int((area.minX * scale).rounded(.down))))
        let top = max(0, Int32(clamping: Int((area.minY * scale).rounded(.down))))
        let right = min(pixelWidth, Int32(clamping: Int((area.maxX * scale).rounded(.up))))
        let bottom = min(pixelHeight, Int32(clamping: Int((area.maxY * scale).rounded(.up))))
        guard right > left, bottom > top else { return nil }
        return SDL_Rect(x: left, y: top, w: right - left, h: bottom - top)
    }
}
