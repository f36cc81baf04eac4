internal import CSDL2
import RefreshCore

/// The clip stack: nested clips intersect, a layer starts its own, and an empty clip draws
/// nothing.
extension DrawListRenderer {
    /// Narrows the clip to `rect` within the one in force.
    func pushClip(_ rect: Rect) {
        var clip = pixelRect(rect)
        var bounds = currentBounds()
        if clipStack.count > clipBase, let top = clipStack.last { bounds = top }
        var result = SDL_Rect()
        if SDL_IntersectRect(&clip, &bounds, &result) != SDL_TRUE {
            result = SDL_Rect(x: 0, y: 0, w: 0, h: 0)
        }
        clipStack.append(result)
        applyClip()
    }

    /// Sets the renderer's clip to the top of the stack (or none).
    func applyClip() {
        if clipStack.count > clipBase, var top = clipStack.last {
            clipIsEmpty = top.w <= 0 || top.h <= 0
            if !clipIsEmpty { SDL_RenderSetClipRect(renderer.handle, &top) }
        } else if var frame = frameClip, SDL_GetRenderTarget(renderer.handle) == nil {
            clipIsEmpty = frame.w <= 0 || frame.h <= 0
            SDL_RenderSetClipRect(renderer.handle, &frame)
        } else {
            clipIsEmpty = false
            SDL_RenderSetClipRect(renderer.handle, nil)
        }
    }

    /// The whole of the current target in its own pixels (of the canvas, the part this frame
    /// draws).
    func currentBounds() -> SDL_Rect {
        var width: Int32 = 0
        var height: Int32 = 0
        if let target = SDL_GetRenderTarget(renderer.handle) {
            SDL_QueryTexture(target, nil, nil, &width, &height)
        } else if let frameClip {
            return frameClip
        } else {
            SDL_GetRendererOutputSize(renderer.handle, &width, &height)
        }
        return SDL_Rect(x: 0, y: 0, w: width, h: height)
    }
}
