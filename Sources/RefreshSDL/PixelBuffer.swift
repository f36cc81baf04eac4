internal import CSDL2

/// A 64-byte-aligned XRGB8888 pixel buffer wrapped in an SDL_Surface.
///
/// SDL2's SSE fills are slow when a row is not whole 64-byte cache lines; aligning the buffer and
/// rounding the pitch up to a multiple of 64 makes a full clear cost about one blit.
final class PixelBuffer {
    let pixels: UnsafeMutableRawPointer
    let surface: UnsafeMutablePointer<SDL_Surface>

    static let format = SDL_PIXELFORMAT_XRGB8888.rawValue

    init(width: Int32, height: Int32) throws(SDLError) {
        let pitch = (Int(width) * 4 + 63) / 64 * 64
        var memory: UnsafeMutableRawPointer?
        guard posix_memalign(&memory, 64, max(pitch * Int(height), 64)) == 0, let memory else {
            throw SDLError("could not allocate a \(width)×\(height) pixel buffer")
        }
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: pitch * Int(height))
        guard
            let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                memory, width, height, 32, Int32(pitch), Self.format)
        else {
            let error = SDLError.current("could not wrap a \(width)×\(height) pixel buffer")
            free(memory)
            throw error
        }
        pixels = memory
        self.surface = surface
    }

    deinit {
        SDL_FreeSurface(surface)
        free(pixels)
    }
}
