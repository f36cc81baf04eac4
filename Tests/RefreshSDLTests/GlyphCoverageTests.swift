import CSDL2
import CSDL2TTF
import Foundation
import RefreshCore
import Testing

@testable import RefreshSDL

/// The label sizes the titles are set at: MJRefresh's 14-point bold labels, and the demo's
/// 11- and 12-point overlay text (which names the language).
private let titleStyles = [
    TextStyle(weight: .bold, size: RefreshConstants.labelFontSize),
    TextStyle(weight: .regular, size: RefreshConstants.labelFontSize),
    TextStyle(weight: .bold, size: 11), TextStyle(weight: .regular, size: 12),
]

/// Every text a language can show: each title, and its last-updated line in all four shapes
/// (the dates use all ten digits).
private func allTexts(_ strings: RefreshStrings) -> [(what: String, text: String)] {
    let line = strings.lastUpdatedLine
    let updated = CalendarMinute(year: 2035, month: 9, day: 17, hour: 18, minute: 46)
    let sameDay = CalendarMinute(year: 2035, month: 9, day: 17, hour: 23)
    let laterThatYear = CalendarMinute(year: 2035, month: 12, day: 1)
    let nextYear = CalendarMinute(year: 2036, month: 1, day: 1)
    return RefreshText.allCases.map { ($0.rawValue, strings[$0]) } + [
        ("last-updated today", line.text(updated: updated, now: sameDay)),
        ("last-updated this year", line.text(updated: updated, now: laterThatYear)),
        ("last-updated another year", line.text(updated: updated, now: nextYear)),
        ("last-updated no record", line.text(updated: nil, now: sameDay)),
    ]
}

/// The coverage pixels (alpha) of `text` set in `font`, as SDL_ttf renders it for the cache.
private struct Rendered: Equatable {
    var width: Int
    var height: Int
    var alpha: [UInt8]

    init?(_ text: String, font: OpaquePointer) {
        guard let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 0, g: 0, b: 0, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        // SDL_ttf's blended output is 32-bit ARGB: alpha in the top byte.
        let surfaceValue = surface.pointee
        width = Int(surfaceValue.w)
        height = Int(surfaceValue.h)
        let pitch = Int(surfaceValue.pitch)
        let pixels = surfaceValue.pixels.assumingMemoryBound(to: UInt8.self)
        var alpha: [UInt8] = []
        alpha.reserveCapacity(width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { alpha.append(UInt8(truncatingIfNeeded: row[x] >> 24)) }
        }
        self.alpha = alpha
    }

    /// Pixels more than half covered.
    var ink: Int { alpha.count { $0 > 127 } }
}

extension RefreshSDLTests {
    /// Every title of every language is set with real glyphs (DejaVu Sans, or the CJK fallback
    /// where DejaVu lacks one) at 1× and 2×; and the asset check catches what would break that.
    @Suite struct GlyphCoverageTests {
        private let tables: [RefreshLanguage: RefreshStrings]

        init() throws {
            tables = try RefreshStrings.loadAll(
                fromFolder: TestAssets.packageAssets.appendingPathComponent("strings").path)
        }

        /// The package's fonts, with SDL_ttf running while `body` uses them.
        private func withFonts(_ body: (FontBook) throws -> Void) throws {
            let system = try SDLSystem(headless: true)
            let fonts = FontBook(assetsFolder: TestAssets.packageAssets.path)
            try body(fonts)
            _ = system
        }

        @Test(arguments: [1, 2])
        func everyCharacterOfEveryTitleHasARealGlyph(scale: Int) throws {
            try withFonts { fonts in
                var missing: [String] = []
                for language in RefreshLanguage.allCases {
                    let strings = try #require(tables[language])
                    fonts.language = language
                    for (what, text) in allTexts(strings) {
                        for style in titleStyles {
                            let pixelSize = Int32((style.size * Double(scale)).rounded())
                            // Each character in the face chosen for it (a line of Arabic or
                            // Hebrew sets what their faces lack in DejaVu).
                            let scalars = Array(text.unicodeScalars)
                            let families = fonts.families(of: scalars, style.weight, pixelSize)
                            for (scalar, family) in zip(scalars, families) {
                                let font = try #require(
                                    fonts.font(style.weight, pixelSize: pixelSize, family: family))
                                guard TTF_GlyphIsProvided32(font, scalar.value) == 0 else {
                                    continue
                                }
                                missing.append("\(language) \(what) \(style): \"\(scalar)\"")
                            }
                        }
                    }
                }
                #expect(missing.isEmpty, "\(missing.prefix(20))")
            }
        }

        @Test func latinAndCyrillicStayInDejaVuAndEveryOtherScriptTakesItsLanguagesFace() throws {
            try withFonts { fonts in
                for language in RefreshLanguage.allCases {
                    let strings = try #require(tables[language])
                    fonts.language = language
                    let expected: FontBook.Family
                    switch language {
                    case .english, .russian, .ukrainian, .german, .french, .spanish:
                        expected = .primary
                    case .simplifiedChinese: expected = .cjk
                    case .traditionalChinese: expected = .cjkTraditional
                    case .japanese: expected = .cjkJapanese
                    case .korean: expected = .cjkKorean
                    case .arabic: expected = .arabic
                    case .hebrew: expected = .hebrew
                    default: expected = .primary
                    }
                    for (what, text) in allTexts(strings) {
                        let family = fonts.family(for: text, weight: .bold, pixelSize: 14)
                        #expect(family == expected, "\(language) \(what): \(text)")
                    }
                }
            }
        }

        @Test(arguments: [1, 2])
        func textInDejaVuIsSetInTheSameFontAsBefore(scale: Int) throws {
            try withFonts { fonts in
                let pixelSize = Int32(14 * scale)
                for text in ["Pull down to refresh", "Последнее обновление: Сегодня 14:05", ""] {
                    let chosen = fonts.font(for: text, weight: .bold, pixelSize: pixelSize)
                    #expect(chosen == fonts.font(.bold, pixelSize: pixelSize), "\(text)")
                }
            }
        }

        @Test(arguments: [1, 2])
        func chineseAndHangulTitlesRenderRealGlyphsNotBoxes(scale: Int) throws {
            try withFonts { fonts in
                let pixelSize = Int32(14 * scale)
                for (language, family) in [
                    (RefreshLanguage.simplifiedChinese, FontBook.Family.cjk),
                    (.traditionalChinese, .cjkTraditional), (.japanese, .cjkJapanese),
                    (.korean, .cjkKorean),
                ] {
                    fonts.language = language
                    let cjk = try #require(fonts.font(.bold, pixelSize: pixelSize, family: family))
                    // U+9F98 is outside the subset: what a missing glyph looks like in this face.
                    let box = try #require(Rendered("\u{9F98}", font: cjk))
                    #expect(TTF_GlyphIsProvided32(cjk, 0x9F98) == 0)
                    let title = try #require(tables[language])[.headerIdle]
                    let font = try #require(
                        fonts.font(for: title, weight: .bold, pixelSize: pixelSize))
                    #expect(font == cjk)
                    let whole = try #require(Rendered(title, font: font))
                    #expect(whole.ink > 40 * scale * scale, "\(language): \(whole.ink) pixels")
                    for scalar in title.unicodeScalars where scalar != " " {
                        let glyph = try #require(Rendered(String(scalar), font: font))
                        #expect(glyph.ink > 0, "\(language) \"\(scalar)\" has no ink")
                        #expect(glyph != box, "\(language) \"\(scalar)\" is the missing box")
                    }
                }
            }
        }

        @Test func chineseTextDrawsInkThroughTheRenderer() throws {
            let system = try SDLSystem(headless: true)
            let assets = try TestAssets()
            defer { assets.remove() }
            let canvas = try Canvas(
                headless: system, points: Size(width: 200, height: 30), scale: 2)
            let renderer = try DrawListRenderer(
                canvas: canvas, catalog: nil, fonts: FontBook(assetsFolder: assets.path))
            var list = DrawList()
            let style = TextStyle(weight: .bold, size: 14)
            let black = Color(r: 0, g: 0, b: 0)
            list.text("松开立即刷新", style: style, color: black, at: Point(x: 4, y: 4))
            for _ in 0..<3 { renderer.render(list) }
            var ink = 0
            for y in Int32(0)..<canvas.pixelHeight {
                for x in Int32(0)..<canvas.pixelWidth
                where canvas.pixel(x: x, y: y).map({ $0.r < 128 }) ?? false {
                    ink += 1
                }
            }
            #expect(ink > 400, "\(ink) dark pixels")
            // The face is chosen on the miss; later frames reuse the texture.
            #expect(renderer.textCache.renderCount == 1)
        }

        @Test(arguments: [1.0, 2.0])
        func metricsMeasureInTheFaceThatDraws(scale: Double) throws {
            try withFonts { fonts in
                let metrics = SDLTextMetrics(fonts: fonts, scale: scale)
                let style = TextStyle(weight: .bold, size: 14)
                let pixelSize = Int32(14 * scale)
                for text in ["下拉可以刷新", "아래로 당겨 새로고침", "Pull down to refresh"] {
                    let font = try #require(
                        fonts.font(for: text, weight: .bold, pixelSize: pixelSize))
                    var width: Int32 = 0
                    var height: Int32 = 0
                    #expect(TTF_SizeUTF8(font, text, &width, &height) == 0)
                    let size = metrics.size(of: text, style: style)
                    #expect(size.width == Double(width) / scale, "\(text)")
                    #expect(size.height == Double(height) / scale, "\(text)")
                }
                // DejaVu would measure the Chinese title as six boxes: a different width.
                let dejaVu = try #require(fonts.font(.bold, pixelSize: pixelSize))
                var boxes: Int32 = 0
                var ignored: Int32 = 0
                TTF_SizeUTF8(dejaVu, "下拉可以刷新", &boxes, &ignored)
                #expect(metrics.size(of: "下拉可以刷新", style: style).width != Double(boxes) / scale)
            }
        }

        // MARK: - The asset check

        @Test func theCatalogCarriesEveryLanguagesTitles() throws {
            let assets = try TestAssets()
            defer { assets.remove() }
            let catalog = try AssetCatalog.load(folder: assets.path, scale: 1, sheets: ["blocks"])
            #expect(Set(catalog.strings.keys) == Set(RefreshLanguage.allCases))
            #expect(catalog.strings[.korean]?[.headerIdle] == "아래로 당겨 새로고침")
            #expect(catalog.strings[.ukrainian]?.language == .ukrainian)
        }

        enum LanguageBreakage: CaseIterable {
            case missingStrings, missingKey, notUTF8, unknownKey, missingCJKFont, corruptCJKFont,
                truncatedCJKFont, cjkFontCutShortAtTheEnd, cjkFontWithAFlippedByte,
                characterOutsideTheSubset
        }

        @Test(arguments: LanguageBreakage.allCases)
        func brokenLanguageAssetsNameTheirFileAndKey(_ breakage: LanguageBreakage) throws {
            try TestAssets.expectLoadingFails { assets in
                let ru = assets.file("strings/ru.strings")
                let zhHans = assets.file("strings/zh-Hans.strings")
                let cjkBold = FontBook.path(for: .bold, family: .cjk, in: assets.path)
                let cjkRegular = FontBook.path(for: .regular, family: .cjk, in: assets.path)
                func rewrite(_ path: String, _ change: (String) -> String) throws {
                    let text = try String(contentsOfFile: path, encoding: .utf8)
                    let changed = change(text)
                    #expect(changed != text)
                    try changed.write(toFile: path, atomically: true, encoding: .utf8)
                }
                switch breakage {
                case .missingStrings:
                    return try assets.delete(ru)
                case .missingKey:
                    try rewrite(ru) {
                        $0.replacingOccurrences(
                            of: "\"HeaderNoneLastDateText\" = \"Нет записи\";\n", with: "")
                    }
                    return (ru, ["missing key", "HeaderNoneLastDateText"])
                case .notUTF8:
                    var bytes = try Data(contentsOf: URL(fileURLWithPath: zhHans))
                    bytes.append(contentsOf: [0xC3, 0x28])
                    try bytes.write(to: URL(fileURLWithPath: zhHans))
                    return (zhHans, ["corrupt", "UTF-8"])
                case .unknownKey:
                    try rewrite(ru) { $0 + "\"HeaderIdelText\" = \"x\";\n" }
                    return (ru, ["unknown key", "HeaderIdelText"])
                case .missingCJKFont:
                    return try assets.delete(cjkRegular)
                case .corruptCJKFont:
                    return try assets.overwriteFontWithText(cjkBold)
                case .truncatedCJKFont:
                    let whole = try Data(contentsOf: URL(fileURLWithPath: cjkBold))
                    try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: cjkBold))
                    return (cjkBold, [])
                case .cjkFontCutShortAtTheEnd:
                    // FreeType still opens this one: only the table check sees the loss.
                    let whole = try Data(contentsOf: URL(fileURLWithPath: cjkBold))
                    try whole.prefix(whole.count * 95 / 100)
                        .write(to: URL(fileURLWithPath: cjkBold))
                    return (cjkBold, ["unreadable font", "past the end"])
                case .cjkFontWithAFlippedByte:
                    var bytes = try Data(contentsOf: URL(fileURLWithPath: cjkRegular))
                    bytes[bytes.count / 2] ^= 0x01
                    try bytes.write(to: URL(fileURLWithPath: cjkRegular))
                    return (cjkRegular, ["unreadable font", "checksum"])
                case .characterOutsideTheSubset:
                    try rewrite(zhHans) {
                        $0.replacingOccurrences(of: "\"下拉可以刷新\"", with: "\"下拉可以刷新龘\"")
                    }
                    return (cjkRegular, ["U+9F98", "zh-Hans.strings", "HeaderIdleText"])
                }
            }
        }
    }
}
