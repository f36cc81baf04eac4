import CSDL2
import CSDL2Image
import DemoSDL
import Foundation
import RefreshCore
import TestSupport
import Testing

@testable import RefreshSDL

/// SDL's state is global, so every test that touches it runs in this one serialized suite.
@Suite(.serialized)
struct RefreshSDLTests {
    private func withRenderer(
        points: Size = Size(width: 40, height: 40), scale: Int = 1,
        _ body: (Canvas, DrawListRenderer, TestAssets) throws -> Void
    ) throws {
        let system = try SDLSystem(headless: true)
        let assets = try TestAssets()
        defer { assets.remove() }
        let catalog = try AssetCatalog.load(folder: assets.path, scale: 1, sheets: ["blocks"])
        let canvas = try Canvas(headless: system, points: points, scale: scale)
        let renderer = try DrawListRenderer(
            canvas: canvas, catalog: catalog, fonts: FontBook(assetsFolder: assets.path))
        try body(canvas, renderer, assets)
    }

    // MARK: - Fills and clips

    @Test(arguments: [1, 2])
    func fillCoversExactlyItsPixelsAtEachScale(scale: Int) throws {
        try withRenderer(scale: scale) { canvas, renderer, _ in
            var list = DrawList()
            list.fill(Rect(x: 5, y: 5, width: 10, height: 10), TestAssets.red)
            renderer.render(list)
            let s = Int32(scale)
            #expect(canvas.pixelWidth == 40 * s)
            #expect(canvas.pixel(x: 5 * s, y: 5 * s) == TestAssets.red)
            #expect(canvas.pixel(x: 15 * s - 1, y: 15 * s - 1) == TestAssets.red)
            #expect(canvas.pixel(x: 5 * s - 1, y: 5 * s) == TestAssets.white)
            #expect(canvas.pixel(x: 15 * s, y: 10 * s) == TestAssets.white)
        }
    }

    @Test func translucentFillBlendsOverTheBackground() throws {
        try withRenderer { canvas, renderer, _ in
            var list = DrawList()
            list.fill(Rect(x: 0, y: 0, width: 10, height: 10), Color(r: 0, g: 0, b: 0, a: 128))
            renderer.render(list)
            let pixel = try #require(canvas.pixel(x: 2, y: 2))
            #expect(pixel.r > 100 && pixel.r < 150)
        }
    }

    @Test func clipsRestrictDrawingAndIntersect() throws {
        try withRenderer { canvas, renderer, _ in
            var list = DrawList()
            list.clipped(to: Rect(x: 0, y: 0, width: 20, height: 20)) { list in
                list.clipped(to: Rect(x: 10, y: 10, width: 20, height: 20)) { list in
                    list.fill(Rect(x: 0, y: 0, width: 40, height: 40), TestAssets.blue)
                }
            }
            list.fill(Rect(x: 30, y: 30, width: 5, height: 5), TestAssets.red)
            renderer.render(list)
            #expect(canvas.pixel(x: 10, y: 10) == TestAssets.blue)
            #expect(canvas.pixel(x: 19, y: 19) == TestAssets.blue)
            #expect(canvas.pixel(x: 9, y: 15) == TestAssets.white)
            #expect(canvas.pixel(x: 20, y: 15) == TestAssets.white)
            #expect(canvas.pixel(x: 31, y: 31) == TestAssets.red)
        }
    }

    // MARK: - Sprites

    @Test(arguments: [1, 2])
    func spriteFrameDrawsWhereAsked(scale: Int) throws {
        try withRenderer(scale: scale) { canvas, renderer, _ in
            var list = DrawList()
            list.sprite("blocks", frame: 1, in: Rect(x: 10, y: 10, width: 8, height: 8))
            list.sprite("blocks", frame: 0, in: Rect(x: 20, y: 20, width: 4, height: 4))
            renderer.render(list)
            let s = Int32(scale)
            #expect(canvas.pixel(x: 11 * s, y: 11 * s) == TestAssets.blue)
            #expect(canvas.pixel(x: 18 * s - 1, y: 18 * s - 1) == TestAssets.blue)
            #expect(canvas.pixel(x: 9 * s, y: 9 * s) == TestAssets.white)
            #expect(canvas.pixel(x: 18 * s, y: 12 * s) == TestAssets.white)
            #expect(canvas.pixel(x: 21 * s, y: 21 * s) == TestAssets.red)
        }
    }

    @Test func spriteTintAndRotationApply() throws {
        try withRenderer { canvas, renderer, _ in
            var list = DrawList()
            // A 4×16 strip turned a quarter turn becomes 16×4 about the same centre (20, 20).
            list.sprite(
                "blocks", frame: 0, in: Rect(x: 18, y: 12, width: 4, height: 16),
                rotation: .pi / 2, tint: Color(r: 0, g: 255, b: 0))
            renderer.render(list)
            #expect(canvas.pixel(x: 13, y: 20) == Color(r: 0, g: 0, b: 0))
            #expect(canvas.pixel(x: 20, y: 13) == TestAssets.white)
        }
    }

    // MARK: - Text

    @Test func textDrawsInkAndIsRenderedOnce() throws {
        try withRenderer(points: Size(width: 120, height: 40)) { canvas, renderer, _ in
            var list = DrawList()
            let style = TextStyle(weight: .bold, size: 20)
            list.text("Hello", style: style, color: Color(r: 0, g: 0, b: 0), at: Point(x: 4, y: 4))
            for _ in 0..<10 { renderer.render(list) }
            var ink = 0
            for y in Int32(4)..<Int32(30) {
                for x in Int32(4)..<Int32(70) where canvas.pixel(x: x, y: y) != TestAssets.white {
                    ink += 1
                }
            }
            #expect(ink > 50)
            #expect(renderer.textCache.renderCount == 1)
            #expect(renderer.textCache.liveTextures == 1)
        }
    }

    @Test func unusedTextIsEvicted() throws {
        try withRenderer { _, renderer, _ in
            renderer.textCache.evictAfterFrames = 2
            var list = DrawList()
            list.text(
                "gone", style: TextStyle(weight: .regular, size: 12), color: TestAssets.red,
                at: .zero)
            renderer.render(list)
            #expect(renderer.textCache.liveTextures == 1)
            for _ in 0..<40 { renderer.render(DrawList()) }
            #expect(renderer.textCache.liveTextures == 0)
        }
    }

    /// Past `maximumTextures`, a new text lets the least recently used one go, never one drawn
    /// in the same frame.
    @Test func textBeyondTheBoundLetsTheLeastRecentlyUsedGo() throws {
        try withRenderer { _, renderer, _ in
            renderer.textCache.maximumTextures = 3
            let style = TextStyle(weight: .regular, size: 12)
            func frame(_ words: [String]) {
                var list = DrawList()
                for word in words {
                    list.text(word, style: style, color: TestAssets.red, at: .zero)
                }
                renderer.render(list)
            }
            frame(["a"])
            frame(["b"])
            frame(["c"])
            frame(["a"])
            #expect(renderer.textCache.liveTextures == 3 && renderer.textCache.renderCount == 3)
            // "b" was used longest ago: it goes, "a" (used again) and "c" stay.
            frame(["d"])
            #expect(renderer.textCache.liveTextures == 3 && renderer.textCache.renderCount == 4)
            frame(["a", "c"])
            #expect(renderer.textCache.renderCount == 4)
            frame(["b"])
            #expect(renderer.textCache.renderCount == 5)
            // One frame drawing five texts keeps all five: none is rendered twice.
            frame(["e", "f", "g", "h", "i"])
            #expect(renderer.textCache.liveTextures == 5)
            frame(["e", "f", "g", "h", "i"])
            #expect(renderer.textCache.renderCount == 10)
        }
    }

    @Test func metricsMeasureInPointsAtAnyScale() throws {
        let system = try SDLSystem(headless: true)
        let assets = try TestAssets()
        defer { assets.remove() }
        let fonts = FontBook(assetsFolder: assets.path)
        let style = TextStyle(weight: .regular, size: 14)
        let one = SDLTextMetrics(fonts: fonts, scale: 1).size(of: "Pull down", style: style)
        let two = SDLTextMetrics(fonts: fonts, scale: 2).size(of: "Pull down", style: style)
        #expect(one.width > 40 && one.height > 10)
        #expect(abs(one.width - two.width) < 3)
        _ = system
    }

    // MARK: - Layers

    @Test func layerIsRenderedOnceAndAgainOnVersionChange() throws {
        try withRenderer { canvas, renderer, _ in
            func list(version: Int, color: Color) -> DrawList {
                var list = DrawList()
                list.append(
                    .beginLayer(
                        id: 7, version: version, rect: Rect(x: 10, y: 10, width: 20, height: 10)))
                list.fill(Rect(x: 10, y: 10, width: 20, height: 10), color)
                list.fill(Rect(x: 12, y: 12, width: 2, height: 2), TestAssets.blue)
                list.append(.endLayer)
                list.fill(Rect(x: 0, y: 0, width: 2, height: 2), TestAssets.blue)
                return list
            }
            let first = list(version: 1, color: TestAssets.red)
            for _ in 0..<30 { renderer.render(first) }
            #expect(renderer.layers.renders == 1)
            #expect(renderer.layers.reuses == 29)
            #expect(canvas.pixel(x: 20, y: 15) == TestAssets.red)
            #expect(canvas.pixel(x: 12, y: 12) == TestAssets.blue)
            #expect(canvas.pixel(x: 9, y: 15) == TestAssets.white)
            #expect(canvas.pixel(x: 1, y: 1) == TestAssets.blue)

            renderer.render(list(version: 2, color: Color(r: 0, g: 128, b: 0)))
            #expect(renderer.layers.renders == 2)
            #expect(canvas.pixel(x: 20, y: 15) == Color(r: 0, g: 128, b: 0))

            for _ in 1..<renderer.layers.evictAfterFrames { renderer.render(DrawList()) }
            #expect(renderer.layers.count == 1)
            renderer.render(DrawList())
            #expect(renderer.layers.count == 0)
        }
    }

    /// The wheel moves rows by fractions of a pixel: a row layer made at one fraction and
    /// blitted at another puts what it holds at the pixels a fresh draw there would (#44 item 11:
    /// avatars sat 1 px higher until the next full redraw).
    @Test(arguments: [1, 2])
    func aLayerBlittedAtAnotherFractionMatchesAFreshDrawThere(scale: Int) throws {
        try withRenderer(scale: scale) { canvas, renderer, _ in
            func row(at top: Double, version: Int = 0) -> DrawList {
                var list = DrawList()
                list.append(
                    .beginLayer(
                        id: 3, version: version, rect: Rect(x: 0, y: top, width: 40, height: 20)))
                list.fill(Rect(x: 0, y: top, width: 40, height: 20), TestAssets.red)
                list.fill(Rect(x: 4, y: top + 5.3, width: 8, height: 8), TestAssets.blue)
                list.append(.endLayer)
                return list
            }
            func blueTop() -> Int32? {
                (0..<canvas.pixelHeight).first {
                    canvas.pixel(x: 6 * Int32(scale), y: $0) == TestAssets.blue
                }
            }
            renderer.render(row(at: 10.4))
            renderer.render(row(at: 10.6))
            #expect(renderer.layers.renders == 1)
            let blitted = blueTop()
            renderer.render(row(at: 10.6, version: 1))
            #expect(renderer.layers.renders == 2)
            let fresh = try #require(blueTop())
            #expect(blitted == fresh)
            // Where it is: the row's pixel edge plus the square's offset, each rounded.
            let s = Double(scale)
            #expect(fresh == Int32((10.6 * s).rounded() + (5.3 * s).rounded()))
        }
    }

    @Test func layerHonoursTheClipAroundIt() throws {
        try withRenderer { canvas, renderer, _ in
            var list = DrawList()
            list.clipped(to: Rect(x: 0, y: 0, width: 15, height: 40)) { list in
                list.append(
                    .beginLayer(id: 1, version: 0, rect: Rect(x: 10, y: 10, width: 20, height: 10)))
                list.fill(Rect(x: 10, y: 10, width: 20, height: 10), TestAssets.red)
                list.append(.endLayer)
            }
            renderer.render(list)
            renderer.render(list)
            #expect(canvas.pixel(x: 14, y: 15) == TestAssets.red)
            #expect(canvas.pixel(x: 15, y: 15) == TestAssets.white)
        }
    }

    @Test func headlessResizeKeepsDrawing() throws {
        try withRenderer { canvas, renderer, _ in
            var list = DrawList()
            list.sprite("blocks", frame: 1, in: Rect(x: 50, y: 50, width: 4, height: 4))
            renderer.render(list)
            try canvas.resize(points: Size(width: 60, height: 60))
            renderer.render(list)
            #expect(canvas.pixelWidth == 60)
            #expect(canvas.pixel(x: 51, y: 51) == TestAssets.blue)
        }
    }

    // MARK: - Assets

    @Test func catalogLoadsSheetDescriptions() throws {
        let assets = try TestAssets()
        defer { assets.remove() }
        let catalog = try AssetCatalog.load(folder: assets.path, scale: 1, sheets: ["blocks"])
        #expect(catalog.sheets["blocks"] == TestAssets.sheet)
    }

    enum Breakage: CaseIterable {
        case missingJSON, missingPNG, corruptPNG, truncatedPNG, frameOutOfBounds, emptyFrame,
            badJSON
        case wrongScale, missingFont, corruptFont
    }

    @Test(arguments: Breakage.allCases)
    func brokenAssetsNameTheirPath(_ breakage: Breakage) throws {
        try TestAssets.expectLoadingFails { assets in
            let regularFont = assets.file("fonts/DejaVuSans.ttf")
            switch breakage {
            case .missingJSON:
                return try assets.delete(assets.jsonPath)
            case .missingPNG:
                return try assets.delete(assets.pngPath)
            case .corruptPNG:
                let noise = (0..<200).map { _ in UInt8.random(in: 0...255) }
                try Data(noise).write(to: URL(fileURLWithPath: assets.pngPath))
                return (assets.pngPath, ["not a PNG"])
            case .truncatedPNG:
                let whole = try Data(contentsOf: URL(fileURLWithPath: assets.pngPath))
                try whole.prefix(40).write(to: URL(fileURLWithPath: assets.pngPath))
                return (assets.pngPath, ["not a PNG / corrupt: "])
            case .frameOutOfBounds:
                var sheet = TestAssets.sheet
                sheet.frames.append(.init(x: 6, y: 0, w: 4, h: 4))
                try assets.writeSheet(sheet)
                return (assets.jsonPath, ["frame 2 (6,0,4,4) lies outside the 8×4"])
            case .emptyFrame:
                var sheet = TestAssets.sheet
                sheet.frames[0].w = 0
                try assets.writeSheet(sheet)
                return (assets.jsonPath, ["frame 0 (0,0,0,4) is empty"])
            case .badJSON:
                try Data("{\"name\": \"blocks\",".utf8)
                    .write(to: URL(fileURLWithPath: assets.jsonPath))
                return (assets.jsonPath, ["bad JSON"])
            case .wrongScale:
                var sheet = TestAssets.sheet
                sheet.scale = 2
                try assets.writeSheet(sheet)
                return (assets.jsonPath, ["scale"])
            case .missingFont:
                return try assets.delete(regularFont)
            case .corruptFont:
                return try assets.overwriteFontWithText(regularFont)
            }
        }
    }

    @Test func aSheetIsDecodedOnlyWhenFirstDrawnAndThenKept() throws {
        try withRenderer { canvas, renderer, _ in
            var list = DrawList()
            list.fill(Rect(x: 0, y: 0, width: 10, height: 10), TestAssets.red)
            renderer.render(list)
            #expect(renderer.decodedSheets == 0)
            list.sprite("blocks", frame: 1, in: Rect(x: 20, y: 20, width: 4, height: 4))
            renderer.render(list)
            renderer.render(list)
            #expect(renderer.decodedSheets == 1)
            #expect(canvas.pixel(x: 21, y: 21) == TestAssets.blue)
            #expect(renderer.spriteFailure == nil)
        }
    }

    /// A PNG whose chunks are whole and whose CRCs match passes the check at start; if its
    /// compressed data is still wrong (written so), the first draw says so instead of drawing.
    @Test func aPNGThatPassesItsChecksButDoesNotDecodeFailsWhenFirstDrawn() throws {
        let system = try SDLSystem(headless: true)
        let assets = try TestAssets()
        defer { assets.remove() }
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: assets.pngPath)))
        try PNGDamage.breakCompressedData(of: &bytes)
        try Data(bytes).write(to: URL(fileURLWithPath: assets.pngPath))
        let catalog = try AssetCatalog.load(folder: assets.path, scale: 1, sheets: ["blocks"])
        let canvas = try Canvas(headless: system, points: Size(width: 40, height: 40), scale: 1)
        let renderer = try DrawListRenderer(
            canvas: canvas, catalog: catalog, fonts: FontBook(assetsFolder: assets.path))
        var list = DrawList()
        list.sprite("blocks", frame: 1, in: Rect(x: 20, y: 20, width: 4, height: 4))
        renderer.render(list)
        guard case .asset(let error) = renderer.spriteFailure else {
            Issue.record(
                "expected an asset failure, got \(String(describing: renderer.spriteFailure))")
            return
        }
        #expect(error.path == assets.pngPath)
        #expect(error.reason.hasPrefix("not a PNG / corrupt: "), "\(error.reason)")
        #expect(canvas.pixel(x: 21, y: 21) == TestAssets.white)
        #expect(renderer.decodedSheets == 0)
    }

    /// Headless, a frame that would draw exactly what the canvas holds is left as it is; any
    /// change, or a new canvas after a resize, is drawn.
    @Test func anUnchangedFrameIsLeftAsItIsAndAnyChangeIsDrawn() throws {
        let system = try SDLSystem(headless: true)
        let assets = try TestAssets()
        defer { assets.remove() }
        let catalog = try AssetCatalog.load(folder: assets.path, scale: 1, sheets: ["blocks"])
        let canvas = try Canvas(headless: system, points: Size(width: 40, height: 40), scale: 1)
        let output = try SDLFrameOutput(
            canvas: canvas, catalog: catalog, fonts: FontBook(assetsFolder: assets.path))
        output.skipsUnchangedFrames = true
        var list = DrawList()
        list.fill(Rect(x: 0, y: 0, width: 60, height: 60), TestAssets.red)
        try output.render(list)
        try output.render(list)
        #expect(output.unchangedFrames == 1)
        #expect(canvas.pixel(x: 5, y: 5) == TestAssets.red)
        list.reset()
        list.fill(Rect(x: 0, y: 0, width: 60, height: 60), TestAssets.blue)
        try output.render(list)
        #expect(output.unchangedFrames == 1)
        #expect(canvas.pixel(x: 5, y: 5) == TestAssets.blue)
        try canvas.resize(points: Size(width: 50, height: 50))
        try output.render(list)
        #expect(output.unchangedFrames == 1)
        #expect(canvas.pixel(x: 45, y: 45) == TestAssets.blue)
        _ = system
    }

    // MARK: - PNG files

    @Test func savedPNGRoundTripsAndLeavesNoTemporaryFile() throws {
        try withRenderer(scale: 2) { canvas, renderer, assets in
            var list = DrawList()
            list.fill(Rect(x: 10, y: 10, width: 5, height: 5), TestAssets.red)
            renderer.render(list)
            let path = assets.folder.appendingPathComponent("shot.png").path
            try canvas.savePNG(to: path)
            canvas.present()
            let files = try FileManager.default.contentsOfDirectory(atPath: assets.path)
            #expect(files.sorted() == ["fonts", "shot.png", "sprites", "strings"])
            let loaded = try #require(IMG_Load(path))
            defer { SDL_FreeSurface(loaded) }
            #expect(loaded.pointee.w == 80 && loaded.pointee.h == 80)
            let converted = try #require(
                SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
            defer { SDL_FreeSurface(converted) }
            let pitch = Int(converted.pointee.pitch)
            let pixels = try #require(converted.pointee.pixels)
            func at(_ x: Int, _ y: Int) -> UInt32 {
                pixels.load(fromByteOffset: y * pitch + x * 4, as: UInt32.self)
            }
            #expect(at(22, 22) == 0xFFFF_0000)
            #expect(at(30, 30) == 0xFFFF_FFFF)
            #expect(at(19, 19) == 0xFFFF_FFFF)
        }
    }

    @Test(arguments: ["missing-folder/shot.png", "a-file/shot.png"])
    func savingIntoAnUnusableFolderThrowsAndLeavesNothing(relative: String) throws {
        try withRenderer { canvas, renderer, assets in
            try Data("x".utf8).write(to: assets.folder.appendingPathComponent("a-file"))
            renderer.render(DrawList())
            let before = try FileManager.default.contentsOfDirectory(atPath: assets.path)
            #expect(throws: SDLError.self) {
                try canvas.savePNG(to: assets.folder.appendingPathComponent(relative).path)
            }
            let after = try FileManager.default.contentsOfDirectory(atPath: assets.path)
            #expect(before.sorted() == after.sorted())
        }
    }

    // MARK: - Starting SDL

    @Test func aWindowedStartThatFailsSuggestsHeadless() throws {
        setenv("SDL_VIDEODRIVER", "no-such-driver", 1)
        defer { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        do {
            _ = try SDLSystem(headless: false)
            Issue.record("SDL should not start on a driver that does not exist")
        } catch {
            #expect(error.message.contains("--headless"), "\(error.message)")
        }
    }

    /// Needs a display (`make test` runs under `xvfb-run` without one): the windowed canvas
    /// draws and saves. Skipped on a machine with no display, never in CI (`CI=true`), where it
    /// fails instead.
    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["DISPLAY"] != nil
                || ProcessInfo.processInfo.environment["CI"] == "true"))
    func aWindowDrawsReadsBackAndSaves() throws {
        unsetenv("SDL_VIDEODRIVER")
        defer { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        let system = try SDLSystem(headless: false)
        let assets = try TestAssets()
        defer { assets.remove() }
        // A window asked for less than the minimum opens at the minimum, 320 × 480.
        let least = try Canvas(window: system, title: "test", points: Size(width: 64, height: 48))
        #expect(least.pointSize == Canvas.minimumWindowSize)
        let canvas = try Canvas(
            window: system, title: "test", points: Size(width: 64, height: 48),
            minimum: Size(width: 1, height: 1), accelerated: false)
        let renderer = try DrawListRenderer(
            canvas: canvas, catalog: nil, fonts: FontBook(assetsFolder: assets.path))
        var list = DrawList()
        list.append(.beginLayer(id: 1, version: 0, rect: Rect(x: 0, y: 0, width: 32, height: 48)))
        list.fill(Rect(x: 0, y: 0, width: 32, height: 48), TestAssets.red)
        list.append(.endLayer)
        renderer.render(list)
        #expect(canvas.pixel(x: 0, y: 0) == TestAssets.red)
        #expect(canvas.pixel(x: canvas.pixelWidth - 1, y: 0) == TestAssets.white)
        let path = assets.folder.appendingPathComponent("window.png").path
        try canvas.savePNG(to: path)
        canvas.present()
        #expect(FileManager.default.fileExists(atPath: path))
        try canvas.resize(points: Size(width: 80, height: 60))
        #expect(canvas.pointSize == Size(width: 80, height: 60))
    }

    // MARK: - Events

    @Test func sdlEventsBecomeInputEvents() throws {
        let system = try SDLSystem(headless: true)
        let translator = EventTranslator(viewSize: Size(width: 100, height: 100))
        translator.poll()

        func button(_ type: SDL_EventType, _ x: Int32, _ y: Int32) -> SDL_Event {
            var event = SDL_Event()
            event.type = type.rawValue
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = x
            event.button.y = y
            return event
        }
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.x = 12
        motion.motion.y = 30
        var wheel = SDL_Event()
        wheel.type = SDL_MOUSEWHEEL.rawValue
        wheel.wheel.preciseY = 2
        wheel.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        var key = SDL_Event()
        key.type = SDL_KEYDOWN.rawValue
        key.key.keysym.sym = Int32(SDLK_SLASH.rawValue)
        key.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue)
        var escape = SDL_Event()
        escape.type = SDL_KEYDOWN.rawValue
        escape.key.keysym.sym = Int32(SDLK_ESCAPE.rawValue)
        var repeated = escape
        repeated.key.repeat = 1
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue

        for event in [
            button(SDL_MOUSEBUTTONDOWN, 10, 20), motion, button(SDL_MOUSEBUTTONUP, 12, 30),
            button(SDL_MOUSEBUTTONDOWN, 10, 20), button(SDL_MOUSEBUTTONUP, 10, 120), wheel, key,
            escape, repeated, quit,
        ] {
            translator.translate(event)
        }
        #expect(
            translator.events == [
                .pointerDown(Point(x: 10, y: 20)), .pointerMove(Point(x: 12, y: 30)),
                .pointerUp(Point(x: 12, y: 30)), .pointerDown(Point(x: 10, y: 20)),
                .pointerCancel, .wheel(notches: -2), .key("?"), .key("Escape"),
                .key("Escape", modifiers: [], isRepeat: true),
            ])
        #expect(translator.quitRequested)
        _ = system
    }
}
