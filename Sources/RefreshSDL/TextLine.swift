internal import CSDL2
internal import CSDL2TTF
import RefreshCore

/// One line of text as SDL_ttf sets it: a plain line in one font, as before; a line with Arabic
/// or Hebrew letters, or with characters of more than one face (emoji, a character no face has),
/// as its bidirectional runs (`BidiRun`), left to right as drawn, each shaped by HarfBuzz
/// (through SDL_ttf) in its own font, direction and script and set on one baseline.
///
/// Made when a text is measured or its texture rendered (a cache miss), never per frame.
struct TextLine {
    /// A run with the font it is shaped in.
    private struct Piece {
        var text: String
        var font: OpaquePointer
        var isRightToLeft: Bool
        var script: String
        /// Whether the run stands as tall as its letters rather than its font's line: a face
        /// whose line is far taller than its letters (`FontBook.Family.hasTallLine`).
        var measuresInk = false
    }

    private let pieces: [Piece]

    /// The line of `string` in `weight` at `pixelSize` with `fonts`' faces; nil when no font
    /// can be opened. A line needs runs only when SDL_ttf can shape and it has Arabic or Hebrew
    /// letters (shaped in their direction and script) or characters of more than one face.
    init?(_ string: String, weight: TextStyle.Weight, pixelSize: Int32, fonts: FontBook) {
        let scalars = Array(string.unicodeScalars)
        let families = fonts.families(of: scalars, weight, pixelSize)
        let plain =
            !families.contains { $0 == .arabic || $0 == .hebrew }
            && families.allSatisfy { $0 == families.first }
        if plain || !fonts.canShape {
            guard let font = fonts.font(for: string, weight: weight, pixelSize: pixelSize)
            else { return nil }
            pieces = [Piece(text: string, font: font, isRightToLeft: false, script: "")]
            return
        }
        guard let runs = BidiRun.visualRuns(of: scalars, families: families) else { return nil }
        var pieces: [Piece] = []
        for run in runs {
            guard
                let font = fonts.font(weight, pixelSize: pixelSize, family: run.family)
                    ?? fonts.font(weight, pixelSize: pixelSize, family: .primary)
            else { return nil }
            let script: String
            switch run.family {
            case .arabic: script = "Arab"
            case .hebrew: script = "Hebr"
            default: script = "Zyyy"
            }
            pieces.append(
                Piece(
                    text: run.text, font: font, isRightToLeft: run.isRightToLeft, script: script,
                    measuresInk: run.family.hasTallLine))
        }
        self.pieces = pieces
    }

    /// Whether the line is one run set as SDL_ttf sets it, at its font's line height.
    private var isOneFontLine: Bool { pieces.count == 1 && !pieces[0].measuresInk }

    /// The line's size in pixels: the runs side by side on one baseline, as tall as the
    /// tallest ascent over the baseline plus the deepest descent under it; nil on failure.
    func size() -> (width: Int32, height: Int32)? {
        guard !isOneFontLine else {
            var width: Int32 = 0
            var height: Int32 = 0
            guard let piece = pieces.first,
                shaping(piece, { TTF_SizeUTF8(piece.font, piece.text, &width, &height) }) == 0
            else { return nil }
            return (width, height)
        }
        guard let layout = layout() else { return nil }
        return (layout.width, layout.ascent + layout.descent)
    }

    /// The line in `ink`, a new ARGB surface the caller frees; nil on failure.
    func render(_ ink: SDL_Color) -> UnsafeMutablePointer<SDL_Surface>? {
        guard !isOneFontLine else {
            guard let piece = pieces.first else { return nil }
            return shaping(piece) { TTF_RenderUTF8_Blended(piece.font, piece.text, ink) }
        }
        guard let layout = layout(),
            let line = SDL_CreateRGBSurfaceWithFormat(
                0, max(layout.width, 1), max(layout.ascent + layout.descent, 1), 32,
                SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return nil }
        var x: Int32 = 0
        for (piece, width) in zip(pieces, layout.widths) {
            shaping(piece) {
                guard let run = TTF_RenderUTF8_Blended(piece.font, piece.text, ink) else { return }
                defer { SDL_FreeSurface(run) }
                // Copied, not blended: the runs never overlap and the line starts transparent.
                SDL_SetSurfaceBlendMode(run, SDL_BLENDMODE_NONE)
                var place = SDL_Rect(
                    x: x, y: layout.ascent - TTF_FontAscent(piece.font), w: run.pointee.w,
                    h: run.pointee.h)
                SDL_UpperBlit(run, nil, line, &place)
            }
            x += width
        }
        return line
    }

    /// Each run's width, the line's width, and its ascent and descent in pixels.
    private func layout() -> (widths: [Int32], width: Int32, ascent: Int32, descent: Int32)? {
        var widths: [Int32] = []
        var ascent: Int32 = 0
        var descent: Int32 = 0
        for piece in pieces {
            var width: Int32 = 0
            var height: Int32 = 0
            let measured = shaping(piece) { TTF_SizeUTF8(piece.font, piece.text, &width, &height) }
            guard measured == 0 else { return nil }
            widths.append(width)
            let top = TTF_FontAscent(piece.font)
            if piece.measuresInk {
                let extents = Self.inkExtents(of: piece.text, in: piece.font)
                ascent = max(ascent, min(top, extents.ascent))
                descent = max(descent, min(height - top, extents.descent))
            } else {
                ascent = max(ascent, top)
                descent = max(descent, height - top)
            }
        }
        return (widths, widths.reduce(0, +), ascent, descent)
    }

    /// How far `text`'s letters in `font` reach above and below the baseline, pixels: each
    /// character's glyph, with the tallest mark's height (a damma, a shadda) added above the
    /// tallest letter, since a mark stands over its letter.
    private static func inkExtents(of text: String, in font: OpaquePointer)
        -> (ascent: Int32, descent: Int32)
    {
        var ascent: Int32 = 0
        var descent: Int32 = 0
        var mark: Int32 = 0
        for scalar in text.unicodeScalars {
            var minX: Int32 = 0
            var maxX: Int32 = 0
            var minY: Int32 = 0
            var maxY: Int32 = 0
            var advance: Int32 = 0
            guard
                TTF_GlyphMetrics32(font, scalar.value, &minX, &maxX, &minY, &maxY, &advance) == 0
            else { continue }
            if scalar.properties.generalCategory == .nonspacingMark {
                mark = max(mark, maxY - max(minY, 0))
            } else {
                ascent = max(ascent, maxY)
                descent = max(descent, -minY)
            }
        }
        return (ascent + mark, descent)
    }

    /// Runs `body` with `piece`'s font set to shape in its direction and script, then puts the
    /// font back to SDL_ttf's defaults (left to right, script unknown) for plain lines; a plain
    /// line's piece (no script) is set with the defaults as it is.
    private func shaping<T>(_ piece: Piece, _ body: () -> T) -> T {
        guard !piece.script.isEmpty else { return body() }
        TTF_SetFontDirection(
            piece.font, piece.isRightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
        TTF_SetFontScriptName(piece.font, piece.script)
        defer {
            TTF_SetFontDirection(piece.font, TTF_DIRECTION_LTR)
            TTF_SetFontScriptName(piece.font, "Zzzz")
        }
        return body()
    }
}
