internal import CSDL2
internal import CSDL2TTF
import FoundationEssentials
import Glibc
import RefreshCore

/// The shipped fonts, opened lazily once per (family, weight, pixel size). Each file is mapped
/// into memory once, when its first size is opened, and every size of it is read from that
/// mapping (no file reads while drawing).
///
/// A font costs a few hundred kilobytes (FreeType's face and size, HarfBuzz's, SDL_ttf's glyph
/// cache), and the sizes in use change with the text scale and the language: fonts not used
/// for `evictAfterFrames` frames are closed (`endFrame`), except those opened to be kept
/// (`keep`, the prewarmed styles), so memory follows what is drawn rather than everything ever
/// drawn (the soak's 10⁶ frames of random scales and languages opened hundreds).
///
/// Text is set in DejaVu Sans, the primary family, whenever it has every glyph of the string
/// (Latin, Cyrillic, …); a string it cannot set whole is set entirely in the Noto Sans CJK face
/// of its language (SC, TC, JP or KR: the same Han code points take each region's own glyph
/// forms), so a title is never set in two designs. A line with Arabic or Hebrew letters is laid
/// out run by run (`TextLine`): its letters in Noto Sans Arabic or Hebrew, what those lack (Latin,
/// some punctuation) in DejaVu. Emoji the line's face lacks are set in Symbola's, run by run, and
/// a character no face has in DejaVu, whose missing glyph is a visible box (the CJK faces' is
/// blank). The CJK, Arabic, Hebrew and emoji files are subsets made by `scripts/make-cjk-font.sh`,
/// `scripts/make-rtl-fonts.sh` and `scripts/make-emoji-font.sh`.
public final class FontBook {
    /// The families text can be set in.
    public enum Family: Hashable, Sendable, CaseIterable {
        /// DejaVu Sans (`DejaVuSans.ttf`, `DejaVuSans-Bold.ttf`): Latin, Greek and Cyrillic.
        case primary
        /// Noto Sans CJK SC: simplified Chinese glyph forms (and any CJK text of a language
        /// without its own face).
        case cjk
        /// Noto Sans CJK TC: traditional Chinese glyph forms.
        case cjkTraditional
        /// Noto Sans CJK JP: Japanese glyph forms and kana.
        case cjkJapanese
        /// Noto Sans CJK KR: Korean glyph forms and Hangul.
        case cjkKorean
        /// Noto Sans Arabic, whose joining forms HarfBuzz picks when a run is shaped.
        case arabic
        /// Noto Sans Hebrew.
        case hebrew
        /// Symbola, subset to the emoji: monochrome outlines drawn in the text's colour (one
        /// file for both weights; it has no bold).
        case emoji

        /// How much larger than the text's size the face is set, so that faces of different
        /// designs look the same size beside DejaVu Sans: matched by cap height, not by em.
        /// Noto Sans Arabic's alif and digits reach 0.714 and 0.725 em, DejaVu's capitals and
        /// digits 0.729 and 0.742: 1.02 ×. (Matched by x-height instead, 1.46 ×, its alif would
        /// stand 43 % above the capitals beside it and its digits 42 % above DejaVu's, in the
        /// same line; its letters' bodies are low by design, as in Noto's Latin.) The heights
        /// are the fonts' glyph bounds, read with fontTools. The other faces are within 2 %.
        var sizeAdjustment: Double {
            switch self {
            case .arabic: 1.02
            default: 1
            }
        }

        /// Whether the face's line (its ascent and descent) is far taller than its letters,
        /// so a line of it stands as tall as its letters reach: Noto Sans Arabic's line is
        /// 1.374 em above the baseline and 0.738 below, room for stacked marks, where the
        /// letters of the demo's strings reach about 0.95 and 0.62; set at its line, a title
        /// of 14 points needed 29.6 of the 27 a header gives it and was shrunk to 12.5.
        var hasTallLine: Bool { self == .arabic }
    }

    private struct Key: Hashable {
        var family: Family
        var weight: TextStyle.Weight
        var pixelSize: Int32
    }

    /// An open font. A class, so marking it used never copies the dictionary holding it.
    private final class Entry {
        let font: OpaquePointer
        var lastUsed: Int
        var kept: Bool

        init(font: OpaquePointer, lastUsed: Int, kept: Bool) {
            self.font = font
            self.lastUsed = lastUsed
            self.kept = kept
        }
    }

    /// The language whose glyph forms Han characters take (`cjkFamily`): the scene's language,
    /// set before each frame is laid out and drawn. Only Chinese, Japanese and Korean text
    /// depends on it; the caches key what they keep by it.
    public var language = RefreshLanguage.english
    /// Whether SDL_ttf can shape (it is built with HarfBuzz): `TTF_SetFontDirection` works.
    public private(set) lazy var canShape: Bool = {
        guard let font = font(.regular, pixelSize: 12, family: .primary) else { return false }
        return TTF_SetFontDirection(font, TTF_DIRECTION_LTR) == 0
    }()
    /// Frames a font may go unused before it is closed (unless kept): 10 s at 60 frames a
    /// second, so a language or a text scale switched back and forth is not reopened each time.
    public var evictAfterFrames = 600
    /// At most this many fonts not kept are open at once, besides those the frame in progress
    /// uses: as one more opens, the least recently used closes, whatever its age. Memory is
    /// bounded by this count, not by how many sizes the last 600 frames happened to meet: the
    /// soak's warm-up (the tour and ten seeds of random languages and text scales) peaked at 22
    /// besides the 56 kept, then seed 11 met 45 within 16 frames (the bound was then checked
    /// only every 16th) and malloc kept what they had held after they closed. A font is used
    /// when text is set or measured, not when its cached texture is drawn, so the bound costs
    /// at most a reopen of a size met again.
    public var maxOpenFonts = 24
    /// Fonts open now.
    public var openFonts: Int { fonts.count }
    private let folder: String
    private var fonts: [Key: Entry] = [:]
    private var frame = 0
    private var stale: [Key] = []
    private var files: [String: MappedFile] = [:]
    private let ttfStarted: Bool

    /// The fonts under `assetsFolder/fonts/` (`path(for:family:in:)` names each file).
    ///
    /// The book holds its own reference on SDL_ttf (its start-up is counted), so fonts are
    /// closed before the library shuts down whatever order the owners are released in.
    public init(assetsFolder: String) {
        folder = assetsFolder
        ttfStarted = TTF_Init() == 0
    }

    /// Where the primary family's file for `weight` lives under an assets folder.
    public static func path(for weight: TextStyle.Weight, in assetsFolder: String) -> String {
        path(for: weight, family: .primary, in: assetsFolder)
    }

    /// Where `family`'s file for `weight` lives under an assets folder.
    public static func path(
        for weight: TextStyle.Weight, family: Family, in assetsFolder: String
    ) -> String {
        let bold = weight == .bold
        let name: String
        switch family {
        case .primary: name = bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        case .cjk: name = "NotoSansCJKsc-\(bold ? "Bold" : "Regular")-subset.otf"
        case .cjkTraditional: name = "NotoSansCJKtc-\(bold ? "Bold" : "Regular")-subset.otf"
        case .cjkJapanese: name = "NotoSansCJKjp-\(bold ? "Bold" : "Regular")-subset.otf"
        case .cjkKorean: name = "NotoSansCJKkr-\(bold ? "Bold" : "Regular")-subset.otf"
        case .arabic: name = "NotoSansArabic-\(bold ? "Bold" : "Regular")-subset.ttf"
        case .hebrew: name = "NotoSansHebrew-\(bold ? "Bold" : "Regular")-subset.ttf"
        case .emoji: name = "Symbola-emoji-subset.ttf"
        }
        return URL(fileURLWithPath: assetsFolder).appendingPathComponent("fonts")
            .appendingPathComponent(name).path
    }

    /// The primary family's TTF_Font for `weight` at `pixelSize`, or nil if its file cannot be
    /// opened.
    func font(_ weight: TextStyle.Weight, pixelSize: Int32) -> OpaquePointer? {
        font(weight, pixelSize: pixelSize, family: .primary)
    }

    /// `family`'s TTF_Font for `weight` at `pixelSize`, or nil if its file cannot be opened.
    func font(_ weight: TextStyle.Weight, pixelSize: Int32, family: Family)
        -> OpaquePointer?
    {
        let key = Key(family: family, weight: weight, pixelSize: max(pixelSize, 1))
        if let entry = fonts[key] {
            entry.lastUsed = frame
            return entry.font
        }
        let path = Self.path(for: weight, family: family, in: folder)
        let faceSize = Int32((Double(key.pixelSize) * family.sizeAdjustment).rounded())
        guard let font = open(path, pixelSize: faceSize) else { return nil }
        fonts[key] = Entry(font: font, lastUsed: frame, kept: false)
        closeLeastRecentlyUsed(over: maxOpenFonts, usedBefore: frame)
        return font
    }

    /// As `font(_:pixelSize:family:)`, and the font is never closed by `endFrame` (a style
    /// prewarmed at start).
    func keep(_ weight: TextStyle.Weight, pixelSize: Int32, family: Family) -> OpaquePointer? {
        let font = font(weight, pixelSize: pixelSize, family: family)
        fonts[Key(family: family, weight: weight, pixelSize: max(pixelSize, 1))]?.kept = true
        return font
    }

    /// Ends a frame: fonts not kept and unused for `evictAfterFrames` frames are closed. Call it
    /// between frames only, when no line being laid out holds a font (the renderer does).
    public func endFrame() {
        frame += 1
        // Scanning every frame would cost O(fonts); every 16th is plenty for bounding memory.
        guard frame % 16 == 0 else { return }
        stale.removeAll(keepingCapacity: true)
        for (key, entry) in fonts where !entry.kept && frame - entry.lastUsed > evictAfterFrames {
            stale.append(key)
        }
        close(stale)
    }

    /// While more than `bound` fonts not kept are open, closes the least recently used of
    /// those last used before frame `before`; called as each font opens, so a burst of new sizes
    /// within a few frames (the soak's random languages and scales) never holds more than the
    /// bound and the frame's own. A font the frame in progress has used is never closed: a line
    /// being laid out may hold it, and a frame that needs more than the bound would otherwise
    /// open them anew every frame (tried: FreeType's bytecode interpreter, run as each font
    /// opens, then took a third of the soak's time). Costs a scan only when over the bound.
    private func closeLeastRecentlyUsed(over bound: Int, usedBefore before: Int) {
        var unkept = 0
        for entry in fonts.values where !entry.kept { unkept += 1 }
        guard unkept > bound else { return }
        stale.removeAll(keepingCapacity: true)
        for (key, entry) in fonts where !entry.kept && entry.lastUsed < before {
            stale.append(key)
        }
        stale.sort { fonts[$0]!.lastUsed < fonts[$1]!.lastUsed }
        stale.removeLast(max(0, stale.count - (unkept - bound)))
        close(stale)
    }

    private func close(_ keys: [Key]) {
        for key in keys {
            if let entry = fonts.removeValue(forKey: key) { TTF_CloseFont(entry.font) }
        }
    }

    /// The font that sets `string` in `weight` at `pixelSize` when it is set in one font: the
    /// one `family(for:weight:pixelSize:)` names, or the primary's if that file cannot be opened,
    /// so text still shows. Nil only when the primary cannot be opened.
    ///
    /// Callers decide once per string they render or measure, never per frame.
    func font(for string: String, weight: TextStyle.Weight, pixelSize: Int32)
        -> OpaquePointer?
    {
        guard let family = family(for: string, weight: weight, pixelSize: pixelSize) else {
            return nil
        }
        return font(weight, pixelSize: pixelSize, family: family)
            ?? font(weight, pixelSize: pixelSize, family: .primary)
    }

    /// The family that sets `string`: the one of its Arabic or Hebrew letters when it has any
    /// (`TextLine` sets what they lack in others), else the line's face — the primary when it
    /// has every glyph but emoji, else the CJK face of the string and `language` — and the emoji
    /// face only for a line of nothing else. Nil when the primary cannot be opened.
    public func family(for string: String, weight: TextStyle.Weight, pixelSize: Int32) -> Family? {
        guard font(weight, pixelSize: pixelSize, family: .primary) != nil else { return nil }
        let families = families(of: Array(string.unicodeScalars), weight, pixelSize)
        return families.first { $0 == .arabic || $0 == .hebrew }
            ?? families.first { $0 != .emoji } ?? families.first ?? .primary
    }

    /// The family of each scalar of a line (`FontChoice.families`), with this book's fonts.
    func families(of scalars: [Unicode.Scalar], _ weight: TextStyle.Weight, _ pixelSize: Int32)
        -> [Family]
    {
        FontChoice.families(of: scalars, language: language) { family, scalar in
            guard let font = font(weight, pixelSize: pixelSize, family: family) else {
                return false
            }
            return TTF_GlyphIsProvided32(font, scalar.value) != 0
        }
    }

    /// The font at `path` at `pixelSize`, read from the file's mapping (made on first use).
    private func open(_ path: String, pixelSize: Int32) -> OpaquePointer? {
        if files[path] == nil { files[path] = MappedFile(path: path) }
        guard let file = files[path], let start = file.bytes.baseAddress,
            let stream = SDL_RWFromConstMem(start, Int32(clamping: file.bytes.count))
        else { return nil }
        return TTF_OpenFontRW(stream, 1, pixelSize)
    }

    deinit {
        // Every font is closed before the mappings it reads go (they are released after this).
        for entry in fonts.values { TTF_CloseFont(entry.font) }
        if ttfStarted { TTF_Quit() }
    }
}
