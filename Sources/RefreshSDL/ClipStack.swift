internal import CSDL2

/// The clips in force while a draw list is rendered, in the current target's pixels: nested
/// clips intersect, a layer starts a stack of its own over its texture, and an empty clip
/// draws nothing. A frame that draws only part of the canvas clips to that part.
struct ClipStack {
    /// The part of the canvas this frame draws, in its pixels; nil: all of it.
    var frame: SDL_Rect?
    /// Whether the clip in force is empty, so nothing need be drawn.
    private(set) var isEmpty = false
    private var rects: [SDL_Rect] = []
    /// Where the current layer's clips start in `rects`.
    private var base = 0

    init() { rects.reserveCapacity(16) }

    /// Starts a frame drawing `frame` (nil: the whole canvas), with no clip pushed.
    mutating func reset(frame: SDL_Rect?) {
        self.frame = frame
        rects.removeAll(keepingCapacity: true)
        base = 0
    }

    /// Narrows the clip to `clip` within the one in force (or within `bounds`, the target's).
    mutating func push(_ clip: SDL_Rect, within bounds: SDL_Rect, on renderer: OpaquePointer) {
        var clip = clip
        var outer = rects.count > base ? rects[rects.count - 1] : bounds
        var result = SDL_Rect()
        if SDL_IntersectRect(&clip, &outer, &result) != SDL_TRUE {
            result = SDL_Rect(x: 0, y: 0, w: 0, h: 0)
        }
        rects.append(result)
        apply(to: renderer)
    }

    /// Drops the innermost clip of the current layer (none: nothing).
    mutating func pop(on renderer: OpaquePointer) {
        if rects.count > base { rects.removeLast() }
        apply(to: renderer)
    }

    /// Starts a layer's own stack; returns what `endLayer` restores.
    mutating func beginLayer() -> Int {
        defer { base = rects.count }
        return base
    }

    /// Ends the layer begun when `beginLayer` returned `outer`, dropping its clips.
    mutating func endLayer(restoring outer: Int) {
        rects.removeLast(rects.count - base)
        base = outer
    }

    /// Sets the renderer's clip to the innermost one (or to the frame's part, or none).
    mutating func apply(to renderer: OpaquePointer) {
        if rects.count > base, var top = rects.last {
            isEmpty = top.w <= 0 || top.h <= 0
            if !isEmpty { SDL_RenderSetClipRect(renderer, &top) }
        } else if var frame, SDL_GetRenderTarget(renderer) == nil {
            isEmpty = frame.w <= 0 || frame.h <= 0
            SDL_RenderSetClipRect(renderer, &frame)
        } else {
            isEmpty = false
            SDL_RenderSetClipRect(renderer, nil)
        }
    }

    /// The whole of `renderer`'s current target in its own pixels (of the canvas, the part
    /// this frame draws).
    func bounds(of renderer: OpaquePointer) -> SDL_Rect {
        var width: Int32 = 0
        var height: Int32 = 0
        if let target = SDL_GetRenderTarget(renderer) {
            SDL_QueryTexture(target, nil, nil, &width, &height)
        } else if let frame {
            return frame
        } else {
            SDL_GetRendererOutputSize(renderer, &width, &height)
        }
        return SDL_Rect(x: 0, y: 0, w: width, h: height)
    }
}
