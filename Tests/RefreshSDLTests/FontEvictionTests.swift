import RefreshCore
import Testing

@testable import RefreshSDL

/// Fonts follow what is drawn: a size no longer drawn is closed after `evictAfterFrames`
/// frames, a prewarmed one never (the soak's random text scales once opened hundreds, and its
/// memory grew 19 MB).
extension RefreshSDLTests {
    @Test func fontsUnusedForAWhileCloseAndPrewarmedOnesStay() throws {
        let system = try SDLSystem(headless: true)
        let canvas = try Canvas(headless: system, points: Size(width: 200, height: 40), scale: 1)
        let fonts = FontBook(assetsFolder: TestAssets.packageAssets.path)
        let renderer = try DrawListRenderer(canvas: canvas, catalog: nil, fonts: fonts)
        fonts.evictAfterFrames = 32
        renderer.prewarmText(styles: [TextStyle(weight: .regular, size: 15)])
        let prewarmed = fonts.openFonts
        #expect(prewarmed == FontBook.Family.allCases.count)
        func frame(size: Double) {
            var list = DrawList()
            list.text(
                "Row 1", style: TextStyle(weight: .bold, size: size),
                color: Color(r: 0, g: 0, b: 0),
                at: Point(x: 0, y: 0))
            renderer.render(list)
        }
        // Ten sizes, one after the other, as a text scale changing would draw them.
        for size in 20..<30 {
            for _ in 0..<4 { frame(size: Double(size)) }
        }
        #expect(fonts.openFonts > prewarmed + 1, "the sizes drawn last are still open")
        for _ in 0..<64 { frame(size: 15) }
        // Only the prewarmed fonts are left: the line still drawn comes from the text cache,
        // which needs no font until it misses.
        #expect(fonts.openFonts == prewarmed)
        _ = system
    }
}

/// However many sizes a burst of frames meets, at most `maxOpenFonts` of those not kept are
/// open at any moment (but for those the frame in progress uses), the least recently used
/// closing first (the soak's seed 11 met 45 at
/// once and its memory stayed grown after they closed).
extension RefreshSDLTests {
    @Test func aBurstOfNewSizesKeepsAtMostTheBoundOpen() throws {
        let system = try SDLSystem(headless: true)
        let canvas = try Canvas(headless: system, points: Size(width: 200, height: 40), scale: 1)
        let fonts = FontBook(assetsFolder: TestAssets.packageAssets.path)
        let renderer = try DrawListRenderer(canvas: canvas, catalog: nil, fonts: fonts)
        fonts.maxOpenFonts = 6
        var most = 0
        // Forty sizes within 40 frames, far inside the 600 frames of the age limit.
        for size in 10..<50 {
            var list = DrawList()
            list.text(
                "Row 1", style: TextStyle(weight: .bold, size: Double(size)),
                color: Color(r: 0, g: 0, b: 0), at: Point(x: 0, y: 0))
            renderer.render(list)
            most = max(most, fonts.openFonts)
        }
        // The bound holds as each font opens: every frame's new size closes the oldest.
        #expect(most == 6)
        for _ in 0..<16 { renderer.render(DrawList()) }
        #expect(fonts.openFonts == 6, "the six used last stay, the others are closed")
        _ = system
    }
}
