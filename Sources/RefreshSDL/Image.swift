internal import CSDL2

/// A decoded image held as an SDL_Surface, freed when released.
final class Image {
    let surface: UnsafeMutablePointer<SDL_Surface>

    init(surface: UnsafeMutablePointer<SDL_Surface>) {
        self.surface = surface
    }

    var width: Int { Int(surface.pointee.w) }
    var height: Int { Int(surface.pointee.h) }

    deinit {
        SDL_FreeSurface(surface)
    }
}
