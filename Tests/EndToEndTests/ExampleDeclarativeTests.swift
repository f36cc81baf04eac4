import CSDL2
import CSDL2Image
import Foundation
import Testing

/// The declarative example runs headless and writes a frame that shows something.
struct ExampleDeclarativeTests {
    /// The debug binary, built by `swift build --product refresh-example-declarative`.
    static let binary = Demo.packageRoot.appendingPathComponent(
        ".build/debug/refresh-example-declarative")

    @Test func itWritesANonBlankPNG() throws {
        let dir = try TempDir()
        let png = dir.url.appendingPathComponent("example.png")
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["--headless", "--frames", "20", "--shot", png.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let (width, distinct) = try Self.measure(png)
        #expect(width == 390)
        // Rows, their text and the header's bar: far more than one colour.
        #expect(distinct > 3)
    }

    /// The PNG's width and how many distinct colours it holds (capped at 64).
    static func measure(_ url: URL) throws -> (width: Int, distinct: Int) {
        let loaded = try #require(IMG_Load(url.path))
        defer { SDL_FreeSurface(loaded) }
        let surface = try #require(
            SDL_ConvertSurfaceFormat(loaded, UInt32(SDL_PIXELFORMAT_RGBA32.rawValue), 0))
        defer { SDL_FreeSurface(surface) }
        let (width, height, pitch) = (
            Int(surface.pointee.w), Int(surface.pointee.h), Int(surface.pointee.pitch)
        )
        let base = try #require(surface.pointee.pixels).assumingMemoryBound(to: UInt32.self)
        var colours = Set<UInt32>()
        for row in 0..<height where colours.count < 64 {
            for column in 0..<width { colours.insert(base[row * pitch / 4 + column]) }
        }
        return (width, colours.count)
    }
}
