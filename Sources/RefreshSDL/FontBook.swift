internal import CSDL2
internal import CSDL2TTF
import FoundationEssentials
import Glibc
import RefreshCore

/// The shipped fonts, opened lazily once per (family, weight, pixel size) and kept until released.
/// Each file is mapped into memory once, when its first size is opened, and every size of it is
/// read from that mapping (no file reads while drawing).
///
/// Text is set in DejaVu Sans, the primary family, whenever it has every glyph of the string
/// (Latin, Cyrillic, …); a string it cannot set whole (Chinese, Hangul) is set entirely in the
/// CJK family, a subset of Noto Sans CJK SC made by `scripts/make-cjk-font.sh`. The choice is
/// per string, not per character, so a title is never set in two designs.
public final class FontBook {
    /// The families text can be set in.
    public enum Family: Hashable, Sendable, CaseIterable {
        /// DejaVu Sans (`DejaVuSans.ttf`, `DejaVuSans-Bold.ttf`): Latin, Greek and Cyrillic.
        case primary
        /// Noto Sans CJK SC, subset to the titles' characters: Chinese and Hangul.
        case cjk
    }

    private struct Key: Hashable {
        var family: Family
        var weight: TextStyle.Weight
        var pixelSize: Int32
    }

    /// The regular face's file.
    public let regularPath: String
    /// The bold face's file.
    public let boldPath: String
    /// The regular CJK face's file.
    public let cjkRegularPath: String
    /// The bold CJK face's file.
    public let cjkBoldPath: String
    private var fonts: [Key: OpaquePointer] = [:]
    private var files: [String: MappedFile] = [:]
    private let ttfStarted: Bool

    /// The fonts under `assetsFolder/fonts/`: `DejaVuSans.ttf`, `DejaVuSans-Bold.ttf` and their
    /// CJK fallbacks `NotoSansCJKsc-Regular-subset.otf`, `NotoSansCJKsc-Bold-subset.otf`.
    ///
    /// The book holds its own reference on SDL_ttf (its start-up is counted), so fonts are
    /// closed before the library shuts down whatever order the owners are released in.
    public init(assetsFolder: String) {
        regularPath = Self.path(for: .regular, in: assetsFolder)
        boldPath = Self.path(for: .bold, in: assetsFolder)
        cjkRegularPath = Self.path(for: .regular, family: .cjk, in: assetsFolder)
        cjkBoldPath = Self.path(for: .bold, family: .cjk, in: assetsFolder)
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
        let name: String
        switch (family, weight) {
        case (.primary, .regular): name = "DejaVuSans.ttf"
        case (.primary, .bold): name = "DejaVuSans-Bold.ttf"
        case (.cjk, .regular): name = "NotoSansCJKsc-Regular-subset.otf"
        case (.cjk, .bold): name = "NotoSansCJKsc-Bold-subset.otf"
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
        if let font = fonts[key] { return font }
        let path: String
        switch (family, weight) {
        case (.primary, .regular): path = regularPath
        case (.primary, .bold): path = boldPath
        case (.cjk, .regular): path = cjkRegularPath
        case (.cjk, .bold): path = cjkBoldPath
        }
        guard let font = open(path, pixelSize: key.pixelSize) else { return nil }
        fonts[key] = font
        return font
    }

    /// The font that sets `string` in `weight` at `pixelSize`: the primary family's when it has
    /// every glyph of the string, otherwise the CJK family's (the primary's again if the CJK file
    /// cannot be opened, so text still shows). Nil only when the primary cannot be opened.
    ///
    /// Callers decide once per string they render or measure, never per frame.
    func font(for string: String, weight: TextStyle.Weight, pixelSize: Int32)
        -> OpaquePointer?
    {
        choice(for: string, weight: weight, pixelSize: pixelSize)?.font
    }

    /// The family `font(for:weight:pixelSize:)` sets `string` in.
    public func family(for string: String, weight: TextStyle.Weight, pixelSize: Int32) -> Family? {
        choice(for: string, weight: weight, pixelSize: pixelSize)?.family
    }

    private func choice(for string: String, weight: TextStyle.Weight, pixelSize: Int32)
        -> (font: OpaquePointer, family: Family)?
    {
        guard let primary = font(weight, pixelSize: pixelSize, family: .primary) else {
            return nil
        }
        if Self.providesEveryGlyph(of: string, in: primary) { return (primary, .primary) }
        if let cjk = font(weight, pixelSize: pixelSize, family: .cjk) { return (cjk, .cjk) }
        return (primary, .primary)
    }

    /// Whether `font` has a glyph of its own (not the missing-glyph box) for every character.
    static func providesEveryGlyph(of string: String, in font: OpaquePointer) -> Bool {
        string.unicodeScalars.allSatisfy { TTF_GlyphIsProvided32(font, $0.value) != 0 }
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
        for font in fonts.values { TTF_CloseFont(font) }
        if ttfStarted { TTF_Quit() }
    }
}
