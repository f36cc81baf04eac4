import CSDL2
import CSDL2Image
import Foundation
import RefreshCore
import SpriteArt
import Testing

/// The files under Assets/sprites are exactly what the code draws today.
@Suite(.serialized)
struct CommittedAssetsTests {
    static let spritesDir = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/sprites")

    struct LoadError: Error {
        let message: String
    }

    /// Loads a PNG through SDL_image as tightly packed straight RGBA8.
    static func loadPNG(_ url: URL) throws -> SheetImage {
        guard let loaded = IMG_Load(url.path) else {
            throw LoadError(message: "IMG_Load \(url.path): " + String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(loaded) }
        guard
            let surface = SDL_ConvertSurfaceFormat(
                loaded, UInt32(SDL_PIXELFORMAT_RGBA32.rawValue), 0)
        else {
            throw LoadError(message: "convert \(url.path): " + String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(surface) }
        let locked = csdl_mustlock(surface) != 0
        if locked { SDL_LockSurface(surface) }
        defer { if locked { SDL_UnlockSurface(surface) } }
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch)
        guard let raw = surface.pointee.pixels else {
            throw LoadError(message: "no pixels in \(url.path)")
        }
        let base = raw.assumingMemoryBound(to: UInt8.self)
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for row in 0..<height {
            pixels.append(
                contentsOf: UnsafeBufferPointer(start: base + row * pitch, count: width * 4))
        }
        return SheetImage(width: width, height: height, pixels: pixels)
    }

    static let cases: [(String, Int)] = [1, 2].flatMap { scale in
        SpriteCatalog.names.map { ($0, scale) }
    }

    @Test(arguments: cases)
    func pngMatchesPixelForPixel(name: String, scale: Int) throws {
        let sheet = GeneratedSheets.sheet(name, scale: scale)
        let url = Self.spritesDir.appendingPathComponent("\(name)@\(scale)x.png")
        let committed = try Self.loadPNG(url)
        #expect(committed.width == sheet.image.width)
        #expect(committed.height == sheet.image.height)
        // Compare as a Bool so a failure reports a count rather than two huge arrays.
        let identical = committed.pixels == sheet.image.pixels
        let differing = zip(committed.pixels, sheet.image.pixels).filter { $0 != $1 }.count
        #expect(
            identical, "\(differing) bytes differ; rerun `swift run make-assets Assets/sprites`")
    }

    @Test(arguments: cases)
    func jsonDecodesToTheSameDescription(name: String, scale: Int) throws {
        let sheet = GeneratedSheets.sheet(name, scale: scale)
        let url = Self.spritesDir.appendingPathComponent("\(name)@\(scale)x.json")
        let decoded = try JSONDecoder().decode(SpriteSheet.self, from: Data(contentsOf: url))
        #expect(decoded == sheet.description)
        #expect(decoded.image == "\(name)@\(scale)x.png")
    }
}
