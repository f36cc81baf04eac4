internal import CSDL2

/// An SDL_Texture with its size in pixels, destroyed when released. It stays inside the
/// backend: apps hand it draw lists, never textures.
final class Texture {
    /// The SDL_Texture.
    let handle: OpaquePointer
    /// Width in pixels.
    let width: Int32
    /// Height in pixels.
    let height: Int32
    /// Keeps the renderer alive while the texture lives.
    let renderer: Renderer

    /// A texture holding a copy of `surface`, blended by its alpha.
    init(renderer: Renderer, surface: UnsafeMutablePointer<SDL_Surface>) throws(SDLError) {
        guard let texture = SDL_CreateTextureFromSurface(renderer.handle, surface) else {
            throw SDLError.current("could not create a texture from an image")
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        handle = texture
        width = surface.pointee.w
        height = surface.pointee.h
        self.renderer = renderer
    }

    /// An opaque texture the renderer can draw into, in the renderer's fastest format.
    init(targetFor renderer: Renderer, width: Int32, height: Int32) throws(SDLError) {
        guard
            let texture = SDL_CreateTexture(
                renderer.handle, renderer.pixelFormat, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                width, height)
        else {
            throw SDLError.current("could not create a \(width)×\(height) target texture")
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        handle = texture
        self.width = width
        self.height = height
        self.renderer = renderer
    }

    deinit {
        SDL_DestroyTexture(handle)
    }
}
