import Foundation
import SpriteArt
import Testing

/// The app icon under Assets/icons (what `make install` puts in the hicolor theme) is exactly
/// what the code draws today, at every size, and looks like the icon: a blue tile with a white
/// arrow, transparent outside its rounded corners.
@Suite(.serialized)
struct CommittedIconTests {
    static let iconsDir = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/icons/hicolor")

    @Test(arguments: AppIconArt.sizes)
    func pngMatchesPixelForPixel(pixels: Int) throws {
        let drawn = AppIconArt.image(pixels: pixels)
        let url = Self.iconsDir.appendingPathComponent("\(pixels)x\(pixels)/apps/refresh-demo.png")
        let committed = try CommittedAssetsTests.loadPNG(url)
        #expect(committed.width == pixels)
        #expect(committed.height == pixels)
        let differing = zip(committed.pixels, drawn.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "rerun `make assets`")
    }

    @Test func svgMatches() throws {
        let url = Self.iconsDir.appendingPathComponent("scalable/apps/refresh-demo.svg")
        #expect(try String(contentsOf: url, encoding: .utf8) == AppIconArt.svg())
    }

    /// The pixel at (`x`, `y`) of the 256-pixel icon: red, green, blue, alpha.
    static func pixel(_ image: SheetImage, _ x: Int, _ y: Int) -> [UInt8] {
        let start = (y * image.width + x) * 4
        return Array(image.pixels[start..<start + 4])
    }

    @Test func looksLikeTheIcon() {
        let icon = AppIconArt.image(pixels: 256)
        // Outside the tile's rounded corner: transparent.
        #expect(Self.pixel(icon, 20, 20)[3] == 0)
        // The tile under the arrow's ring, near its top: opaque blue.
        let tile = Self.pixel(icon, 128, 30)
        #expect(tile[3] == 255)
        #expect(tile[2] > 200 && tile[0] < 120)
        // On the ring, straight below the centre (134 + 62): white.
        #expect(Self.pixel(icon, 128, 196) == [255, 255, 255, 255])
        // Inside the ring, at its centre: the tile again.
        #expect(Self.pixel(icon, 128, 134)[0] < 120)
    }
}
