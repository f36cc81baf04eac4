internal import CSDL2

/// An SDL_Renderer, destroyed when the last texture made for it and its owner are gone.
///
/// Textures hold their renderer strongly, so a renderer is never destroyed under them; whatever it
/// draws into (a window, or a headless pixel buffer) is kept alive by it.
public final class Renderer {
    /// The SDL_Renderer.
    let handle: OpaquePointer
    /// The pixel format (an SDL_PixelFormatEnum) drawing targets and opaque textures should use
    /// to blit fastest.
    let pixelFormat: UInt32
    /// Whether the renderer can draw into textures (cached layers need it).
    public let supportsTargets: Bool
    /// Whether it is SDL's software renderer (drawing into a surface: a window's own, or a
    /// headless buffer).
    let isSoftware: Bool
    /// What the renderer draws into, kept alive until after the renderer is destroyed.
    private let backing: AnyObject

    init(handle: OpaquePointer, pixelFormat: UInt32, backing: AnyObject) {
        self.handle = handle
        self.pixelFormat = pixelFormat
        self.backing = backing
        supportsTargets = SDL_RenderTargetSupported(handle) == SDL_TRUE
        var info = SDL_RendererInfo()
        isSoftware =
            SDL_GetRendererInfo(handle, &info) == 0
            && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    }

    deinit {
        SDL_DestroyRenderer(handle)
    }
}
