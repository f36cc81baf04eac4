import Foundation
import RefreshCore
import Testing

@testable import RefreshSDL

extension RefreshSDLTests {
    /// Lines laid out by the bidirectional algorithm and shaped: runs cut by level and family,
    /// drawn from the left in the order rule L2 gives; Arabic joined; a time inside Arabic read
    /// left to right; each CJK language in its own face.
    @Suite struct BidiTests {
        /// The ink of `text` drawn by the renderer in bold 14 pt at `scale`, with the fonts in
        /// `language`: one row of booleans (dark pixel) per pixel row.
        private func ink(
            _ text: String, language: RefreshLanguage = .arabic, scale: Int = 2
        ) throws -> [[Bool]] {
            let system = try SDLSystem(headless: true)
            let fonts = FontBook(assetsFolder: TestAssets.packageAssets.path)
            fonts.language = language
            let canvas = try Canvas(
                headless: system, points: Size(width: 300, height: 40), scale: scale)
            let renderer = try DrawListRenderer(canvas: canvas, catalog: nil, fonts: fonts)
            var list = DrawList()
            list.fill(Rect(x: 0, y: 0, width: 300, height: 40), Color(r: 255, g: 255, b: 255))
            list.text(
                text, style: TextStyle(weight: .bold, size: 14), color: Color(r: 0, g: 0, b: 0),
                at: Point(x: 4, y: 4))
            renderer.render(list)
            _ = system
            return (0..<canvas.pixelHeight).map { y in
                (0..<canvas.pixelWidth).map { x in (canvas.pixel(x: x, y: y)?.r ?? 255) < 128 }
            }
        }

        /// The columns with ink in them.
        private func inkedColumns(_ ink: [[Bool]]) -> [Int] {
            let width = ink.first?.count ?? 0
            return (0..<width).filter { x in ink.contains { $0[x] } }
        }

        /// Runs of empty columns between the first and the last inked column.
        private func gaps(_ ink: [[Bool]]) -> Int {
            let columns = inkedColumns(ink)
            return zip(columns, columns.dropFirst()).count { $1 - $0 > 1 }
        }

        /// The columns where two inks differ.
        private func differingColumns(_ a: [[Bool]], _ b: [[Bool]]) -> [Int] {
            let width = a.first?.count ?? 0
            return (0..<width).filter { x in zip(a, b).contains { $0[x] != $1[x] } }
        }

        @Test func anArabicLineWithATimeDrawsTheTimeFirstAndLeftToRight() throws {
            let scalars = Array("آخر تحديث: اليوم 14:05".unicodeScalars)
            let families = FontChoice.families(of: scalars, language: .arabic) { _, _ in true }
            let runs = try #require(BidiRun.visualRuns(of: scalars, families: families))
            #expect(runs.map(\.text) == ["14:05", "آخر تحديث: اليوم "])
            #expect(runs.map(\.isRightToLeft) == [false, true])
            // A plain English line is one left-to-right run.
            let latin = Array("Row 1".unicodeScalars)
            let plain = try #require(
                BidiRun.visualRuns(of: latin, families: latin.map { _ in .primary }))
            #expect(plain.map(\.text) == ["Row 1"] && plain.map(\.isRightToLeft) == [false])
        }

        /// "تحميل" joins all five of its letters: shaped, its ink has no gap from end to end
        /// (the dots sit over and under the stroke). The same letters kept apart by zero-width
        /// non-joiners take their isolated forms, and the gaps between them show.
        @Test(arguments: [1, 2])
        func anArabicWordIsDrawnJoined(scale: Int) throws {
            let joined = try ink("تحميل", scale: scale)
            let isolated = try ink("ت\u{200C}ح\u{200C}م\u{200C}ي\u{200C}ل", scale: scale)
            #expect(inkedColumns(joined).count > Int(30 * scale))
            #expect(gaps(joined) == 0, "joined: \(gaps(joined)) gaps")
            #expect(gaps(isolated) >= 3, "isolated: \(gaps(isolated)) gaps")
        }

        /// In "اليوم 14:05" the time stands at the left end (the paragraph reads from the right)
        /// and reads left to right: changing its first digit changes pixels left of where
        /// changing its last digit does, and both lie left of the Arabic word.
        @Test func aTimeInsideArabicReadsLeftToRight() throws {
            let line = try ink("اليوم 14:05")
            let firstDigit = differingColumns(line, try ink("اليوم 24:05"))
            let lastDigit = differingColumns(line, try ink("اليوم 14:06"))
            let word = inkedColumns(try ink("اليوم"))
            let firstMax = try #require(firstDigit.max())
            let lastMin = try #require(lastDigit.min())
            let lastMax = try #require(lastDigit.max())
            #expect(firstMax < lastMin, "the first digit (\(firstDigit)) is left of the last")
            // The word alone is drawn from x = 4 too; on the line it is pushed right by the time.
            let lineColumns = inkedColumns(line)
            #expect(lastMax < (lineColumns.max() ?? 0) - (word.count / 2))
        }

        /// The same Han characters take each language's face: "松" (of zh-Hans "松开立即刷新") and
        /// "繁" (of zh-Hant's name, "繁體中文") have four different forms in SC, TC, JP and KR.
        /// (Most of the titles' characters share a form in two of the faces.)
        @Test func eachCJKLanguageDrawsHanCharactersInItsOwnFace() throws {
            let languages: [RefreshLanguage] = [
                .simplifiedChinese, .traditionalChinese, .japanese, .korean,
            ]
            let inks = try languages.map { try ink("松繁", language: $0) }
            for i in 0..<inks.count {
                for j in (i + 1)..<inks.count {
                    #expect(
                        !differingColumns(inks[i], inks[j]).isEmpty,
                        "\(languages[i]) and \(languages[j]) draw alike")
                }
            }
            // Any other language draws them as simplified Chinese does.
            #expect(differingColumns(inks[0], try ink("松繁", language: .english)).isEmpty)
        }

        /// Arabic is matched to DejaVu by cap height: its alif stands as tall as a capital H
        /// (20 or 21 pixels at bold 14 pt at 2×); and its line is as tall as its letters, not
        /// its font's line (2.1 em, room for stacked marks), so a header's title of 14 points
        /// fits the 27-point band the header gives it on one line, unshrunk (it was set at 12.5).
        @Test func arabicStandsAsTallAsLatinAndItsTitleIsNotShrunk() throws {
            func height(_ ink: [[Bool]]) -> Int {
                let rows = ink.indices.filter { ink[$0].contains(true) }
                return (rows.last ?? 0) - (rows.first ?? 0) + 1
            }
            let alif = height(try ink("ا"))
            let capital = height(try ink("H", language: .english))
            #expect(abs(alif - capital) <= 1, "alif \(alif) px, H \(capital) px")
            let system = try SDLSystem(headless: true)
            let fonts = FontBook(assetsFolder: TestAssets.packageAssets.path)
            fonts.language = .arabic
            let metrics = SDLTextMetrics(fonts: fonts, scale: 2)
            let style = TextStyle(weight: .bold, size: 14)
            let title = FittedText.fit(
                "أفلت للتحديث", style: style, width: 374, height: 27, metrics: metrics)
            #expect(title.style.size == 14 && title.second == nil, "\(title)")
            #expect(metrics.size(of: "أفلت للتحديث", style: style).height <= 24)
            _ = system
        }
    }
}
