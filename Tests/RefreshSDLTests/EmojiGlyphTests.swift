import CSDL2
import CSDL2TTF
import Foundation
import RefreshCore
import Testing

@testable import RefreshSDL

extension RefreshSDLTests {
    /// Emoji are drawn as glyphs of the emoji face beside the line's own face, and a character
    /// no face has is drawn as DejaVu's visible box, never as nothing: counted in the pixels the
    /// renderer draws.
    @Suite struct EmojiGlyphTests {
        /// U+10FFFD, a private-use character: no shipped face has it.
        static let unknown = "\u{10FFFD}"
        /// U+1F389 PARTY POPPER, which neither DejaVu nor the CJK faces have.
        static let party = "\u{1F389}"

        /// The dark pixels of `text` drawn by the renderer in bold 14 pt at scale 2 with the
        /// package's fonts, in `language`: one row of booleans per pixel row.
        private func ink(_ text: String, language: RefreshLanguage = .english) throws -> [[Bool]] {
            let system = try SDLSystem(headless: true)
            let fonts = FontBook(assetsFolder: TestAssets.packageAssets.path)
            fonts.language = language
            let canvas = try Canvas(
                headless: system, points: Size(width: 200, height: 40), scale: 2)
            let renderer = try DrawListRenderer(canvas: canvas, catalog: nil, fonts: fonts)
            var list = DrawList()
            list.fill(Rect(x: 0, y: 0, width: 200, height: 40), Color(r: 255, g: 255, b: 255))
            list.text(
                text, style: TextStyle(weight: .bold, size: 14), color: Color(r: 0, g: 0, b: 0),
                at: Point(x: 4, y: 4))
            renderer.render(list)
            _ = system
            return (0..<canvas.pixelHeight).map { y in
                (0..<canvas.pixelWidth).map { x in (canvas.pixel(x: x, y: y)?.r ?? 255) < 128 }
            }
        }

        private func count(_ ink: [[Bool]]) -> Int { ink.reduce(0) { $0 + $1.count { $0 } } }

        /// The rightmost inked column, or -1.
        private func right(_ ink: [[Bool]]) -> Int {
            let width = ink.first?.count ?? 0
            return (0..<width).last { x in ink.contains { $0[x] } } ?? -1
        }

        private func families(_ text: String, _ language: RefreshLanguage = .english) throws
            -> [FontBook.Family]
        {
            let system = try SDLSystem(headless: true)
            let fonts = FontBook(assetsFolder: TestAssets.packageAssets.path)
            fonts.language = language
            _ = system
            return fonts.families(of: Array(text.unicodeScalars), .bold, 28)
        }

        @Test func emojiGoToTheEmojiFaceAndTheRestStaysInTheLinesFace() throws {
            #expect(
                try families("Party \(Self.party)") == Array(repeating: .primary, count: 6) + [
                    .emoji
                ])
            // A thumbs up with a skin tone and a variation selector: one run of the emoji face.
            #expect(try families("\u{1F44D}\u{1F3FD}\u{FE0F}") == [.emoji, .emoji, .emoji])
            // Chinese with an emoji: the CJK face for the Chinese, the emoji face for the emoji.
            #expect(try families("刷新\(Self.party)", .simplifiedChinese) == [.cjk, .cjk, .emoji])
            // Arabic with an emoji.
            #expect(try families("مرحبا \(Self.party)", .arabic).last == .emoji)
            // A character no face has: the primary, whose missing glyph is a box.
            #expect(
                try families("下拉\(Self.unknown)", .simplifiedChinese) == [.cjk, .cjk, .primary])
        }

        @Test func anEmojiDrawsAGlyphThatIsNotTheMissingBox() throws {
            let emoji = try ink(Self.party)
            let box = try ink(Self.unknown)
            // Symbola's party popper at 28 pixels: thin strokes, some 80 pixels darker than half.
            #expect(count(emoji) > 50, "\(count(emoji)) dark pixels")
            #expect(emoji != box)
            // Beside Latin text, the emoji draws past the text's end.
            let text = try ink("Party")
            let both = try ink("Party \(Self.party)")
            #expect(right(both) > right(text) + 20, "\(right(both)) against \(right(text))")
            #expect(count(both) > count(text) + 50, "\(count(both)) against \(count(text))")
        }

        @Test func aCharacterNoFaceHasDrawsAVisibleBoxEvenInCJKText() throws {
            let box = try ink(Self.unknown)
            #expect(count(box) > 40, "\(count(box)) dark pixels")
            // DejaVu's missing glyph is a rectangle's outline: its middle row is inked at both
            // ends and hollow between them.
            let rows = box.filter { $0.contains(true) }
            #expect(rows.count > 10, "\(rows.count) rows")
            let middle = rows[rows.count / 2]
            let leftEdge = try #require(middle.firstIndex(of: true))
            let rightEdge = try #require(middle.lastIndex(of: true))
            #expect(rightEdge - leftEdge > 8, "the box is \(rightEdge - leftEdge) pixels wide")
            #expect(!middle[(leftEdge + rightEdge) / 2], "the box is filled")
            let chinese = try ink("下拉", language: .simplifiedChinese)
            let withUnknown = try ink("下拉\(Self.unknown)", language: .simplifiedChinese)
            #expect(right(withUnknown) > right(chinese) + 8)
            #expect(count(withUnknown) > count(chinese) + 40)
        }
    }
}
