internal import CSDL2
internal import CSDL2Image
internal import CSDL2TTF
import FoundationEssentials
import Glibc
import RefreshCore

/// The demo's asset files, read and checked before anything is drawn: sprite sheet descriptions,
/// their PNGs (whole and undamaged, frames within bounds), the fonts (DejaVu Sans, the four
/// Noto Sans CJK faces, Noto Sans Arabic and Hebrew) and the titles in every language (each strings file complete, each character with
/// a real glyph).
///
/// A sheet's PNG is kept as the file's bytes and decoded only when the sheet is first drawn
/// (`SpriteAtlas` does it, once, and keeps the texture): a run that shows one header kind never
/// spends the time or the memory to decode the others. Loading needs no window or renderer.
public final class AssetCatalog {
    /// The assets folder.
    public let folder: String
    /// The pixel density of the sheets (1 or 2).
    public let scale: Int
    /// The sheet descriptions by name; the core needs their frame counts and point sizes.
    public let sheets: [String: SpriteSheet]
    /// The titles of every language, read from `strings/<code>.strings`.
    public let strings: [RefreshLanguage: RefreshStrings]
    /// The checked PNG of each sheet, by sheet name, not decoded yet.
    let pngs: [String: SheetPNG]

    private init(
        folder: String, scale: Int, sheets: [String: SpriteSheet], pngs: [String: SheetPNG],
        strings: [RefreshLanguage: RefreshStrings]
    ) {
        self.folder = folder
        self.scale = scale
        self.sheets = sheets
        self.pngs = pngs
        self.strings = strings
    }

    /// The pixels of sheet `name`, decoded now from the bytes read at load (no file is read),
    /// or nil if the catalog has no such sheet.
    func decodeSheet(named name: String) throws(AssetError) -> Image? {
        try pngs[name]?.decode()
    }

    /// Reads and checks `sprites/NAME@{scale}x.json` and its PNG (every chunk whole and matching
    /// its CRC, the frames within the header's size) for every name in `sheets`, that
    /// every font under `fonts/` opens, and that every language's `strings/<code>.strings`
    /// parses with every key and every character of it has a glyph in the face that will set it.
    ///
    /// `folder` nil reads the assets that ship with the library (`bundledFolder()`). Works
    /// before `SDLSystem` exists (SDL_ttf is started for the check if it is not running).
    public static func load(folder given: String? = nil, scale: Int, sheets names: [String])
        throws(AssetError) -> AssetCatalog
    {
        let folder: String
        if let given { folder = given } else { folder = try bundledFolder() }
        let root = URL(fileURLWithPath: folder)
        let sprites = root.appendingPathComponent("sprites")
        var sheets: [String: SpriteSheet] = [:]
        var pngs: [String: SheetPNG] = [:]
        for name in names {
            let jsonPath = sprites.appendingPathComponent("\(name)@\(scale)x.json").path
            let sheet = try readDescription(at: jsonPath, scale: scale)
            let imagePath = sprites.appendingPathComponent(sheet.image).path
            let png = try SheetPNG.read(at: imagePath)
            try check(sheet, fits: png, imagePath: imagePath, jsonPath: jsonPath)
            sheets[name] = sheet
            pngs[name] = png
        }
        let strings = try withTTF { () throws(AssetError) in
            // Each font is opened once, for its own check and then the titles' glyphs.
            var fonts: [FontKey: CheckedFont] = [:]
            defer { for font in fonts.values { TTF_CloseFont(font.handle) } }
            for family in FontBook.Family.allCases {
                for weight in [TextStyle.Weight.regular, .bold] {
                    let path = FontBook.path(for: weight, family: family, in: folder)
                    fonts[FontKey(family: family, weight: weight)] = try openCheckedFont(at: path)
                }
            }
            let strings = try loadStrings(in: root.appendingPathComponent("strings").path)
            try checkGlyphs(of: strings, fonts: fonts, assetsFolder: folder)
            return strings
        }
        return AssetCatalog(
            folder: folder, scale: scale, sheets: sheets, pngs: pngs, strings: strings)
    }

    private static func readDescription(at path: String, scale: Int) throws(AssetError)
        -> SpriteSheet
    {
        guard FileManager.default.fileExists(atPath: path) else {
            throw AssetError(path: path, reason: "missing file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AssetError(path: path, reason: "unreadable file")
        }
        let sheet: SpriteSheet
        do {
            sheet = try JSONDecoder().decode(SpriteSheet.self, from: data)
        } catch {
            throw AssetError(path: path, reason: "bad JSON: \(describe(error))")
        }
        guard sheet.scale == scale else {
            throw AssetError(
                path: path, reason: "its scale is \(sheet.scale), expected \(scale)")
        }
        guard !sheet.frames.isEmpty else {
            throw AssetError(path: path, reason: "the sheet has no frames")
        }
        guard sheet.pointWidth > 0, sheet.pointHeight > 0 else {
            throw AssetError(path: path, reason: "the frame point size is not positive")
        }
        return sheet
    }

    private static func check(
        _ sheet: SpriteSheet, fits image: SheetPNG, imagePath: String, jsonPath: String
    ) throws(AssetError) {
        for (index, frame) in sheet.frames.enumerated() {
            let rect = "(\(frame.x),\(frame.y),\(frame.w),\(frame.h))"
            guard frame.w > 0, frame.h > 0 else {
                throw AssetError(path: jsonPath, reason: "frame \(index) \(rect) is empty")
            }
            guard
                frame.x >= 0, frame.y >= 0, frame.x + frame.w <= image.width,
                frame.y + frame.h <= image.height
            else {
                throw AssetError(
                    path: jsonPath,
                    reason: "frame \(index) \(rect) lies outside the "
                        + "\(image.width)×\(image.height) sheet \(imagePath)")
            }
        }
    }

    /// A font of the catalog: which family, which weight.
    private struct FontKey: Hashable {
        var family: FontBook.Family
        var weight: TextStyle.Weight
    }

    /// Opens the font at `path` at 12 pixels after checking its tables; SDL_ttf must be running.
    /// The font reads the mapping, which it keeps alive until it is closed.
    private static func openCheckedFont(at path: String) throws(AssetError) -> CheckedFont {
        guard let file = MappedFile(path: path) else {
            let reason = errno == ENOENT ? "missing file" : "unreadable file"
            throw AssetError(path: path, reason: reason)
        }
        if let problem = tableProblem(in: file.bytes) {
            throw AssetError(path: path, reason: "unreadable font: \(problem)")
        }
        guard let stream = SDL_RWFromConstMem(file.bytes.baseAddress, Int32(file.bytes.count)),
            let font = TTF_OpenFontRW(stream, 1, 12)
        else {
            throw AssetError(
                path: path, reason: "unreadable font: \(String(cString: SDL_GetError()))")
        }
        return CheckedFont(handle: font, file: file)
    }

    /// A font opened for the checks, with the mapping it reads from.
    private struct CheckedFont {
        var handle: OpaquePointer
        var file: MappedFile
    }

    /// What is wrong with a font file's table directory, or nil: every table must lie inside the
    /// file and match its checksum. FreeType opens a font cut short after its character map and
    /// quietly drops the damaged tables; this catches that, and any overwritten byte.
    private static func tableProblem(in bytes: UnsafeRawBufferPointer) -> String? {
        func word(_ offset: Int) -> UInt32 {
            UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        }
        // TrueType (1.0 or 'true') or OpenType with CFF outlines ('OTTO').
        let versions: Set<UInt32> = [0x0001_0000, 0x7472_7565, 0x4F54_544F]
        guard bytes.count >= 12, versions.contains(word(0)) else {
            return "not a TrueType or OpenType font"
        }
        let count = Int(word(4) >> 16)
        guard count > 0, 12 + 16 * count <= bytes.count else {
            return "its table directory runs past the end of the file"
        }
        for index in 0..<count {
            let record = 12 + 16 * index
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            let offset = Int(word(record + 8))
            let length = Int(word(record + 12))
            guard offset + length <= bytes.count else {
                return "table '\(tag)' runs past the end of the file"
            }
            // Tables start on 4-byte boundaries (and the file's storage is aligned).
            guard offset % 4 == 0, let base = bytes.baseAddress else {
                return "table '\(tag)' is not aligned"
            }
            // The sum of the table's big-endian 32-bit words, the last one padded with zeros;
            // 'head' is summed with its checkSumAdjustment (its third word) taken as zero.
            var sum: UInt32 = 0
            let wordCount = length / 4
            (base + offset).withMemoryRebound(to: UInt32.self, capacity: wordCount) { words in
                for index in 0..<wordCount { sum &+= UInt32(bigEndian: words[index]) }
            }
            let position = offset + wordCount * 4
            var last: UInt32 = 0
            for shift in 0..<4 where position + shift < offset + length {
                last |= UInt32(bytes[position + shift]) << (24 - 8 * shift)
            }
            sum &+= last
            if tag == "head", length >= 12 { sum &-= word(offset + 8) }
            guard sum == word(record + 4) else {
                return "table '\(tag)' is damaged (its checksum does not match)"
            }
        }
        return nil
    }

    /// Runs `body` with SDL_ttf started, starting it (and shutting it down after) if needed.
    private static func withTTF<T>(_ body: () throws(AssetError) -> T) throws(AssetError) -> T {
        let started = TTF_WasInit() == 0
        if started { _ = TTF_Init() }
        defer { if started { TTF_Quit() } }
        return try body()
    }

    private static func loadStrings(in folder: String) throws(AssetError)
        -> [RefreshLanguage: RefreshStrings]
    {
        do {
            return try RefreshStrings.loadAll(fromFolder: folder)
        } catch {
            throw AssetError(path: error.file, reason: error.reason)
        }
    }

    /// Checks, in both weights, that every title (and the digits of the last-updated line) can be
    /// set without a missing-glyph box by the faces `FontBook` will choose for it in its
    /// language (`FontChoice`). A miss is blamed on the font chosen for the character, made from
    /// the strings by `make assets`; the reason names the strings file and the key. (Damaged
    /// glyph data is caught by the fonts' table checksums.)
    private static func checkGlyphs(
        of tables: [RefreshLanguage: RefreshStrings], fonts: [FontKey: CheckedFont],
        assetsFolder folder: String
    ) throws(AssetError) {
        for weight in [TextStyle.Weight.regular, .bold] {
            func provides(_ family: FontBook.Family, _ scalar: Unicode.Scalar) -> Bool {
                guard let font = fonts[FontKey(family: family, weight: weight)]?.handle else {
                    return false
                }
                return TTF_GlyphIsProvided32(font, scalar.value) != 0
            }
            for language in RefreshLanguage.allCases {
                guard let table = tables[language] else { continue }
                let date = table[.headerLastTime] + table[.headerDateToday] + " 0123456789:-./"
                let texts =
                    RefreshText.allCases.map { ($0.rawValue, table[$0]) }
                    + [("the last-updated line", date)]
                for (key, text) in texts {
                    let scalars = Array(text.unicodeScalars)
                    let families = FontChoice.families(
                        of: scalars, language: language, provides: provides)
                    for (scalar, family) in zip(scalars, families) where !provides(family, scalar) {
                        // A character no face has is drawn in the primary (its box); in a CJK
                        // line the subset `make assets` would complete is the CJK face's.
                        let cjkFaces: [FontBook.Family] = [
                            .cjk, .cjkTraditional, .cjkJapanese, .cjkKorean,
                        ]
                        let blamed =
                            family == .primary
                            ? families.first { cjkFaces.contains($0) } ?? family : family
                        throw AssetError(
                            path: FontBook.path(for: weight, family: blamed, in: folder),
                            reason: "no glyph for \"\(scalar)\" (U+\(hex(scalar.value))) of "
                                + "\(language.stringsFileName) key \(key); run `make assets`")
                    }
                }
            }
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            return context.debugDescription
        case DecodingError.keyNotFound(let key, _):
            return "missing key \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "\(path): \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }
}
