import CSDL2
import CSDL2Image
import Foundation
import RefreshCore
import RefreshSDL
import Testing

/// A throwaway assets folder: one 2-frame sprite sheet drawn with SDL, the system's DejaVu fonts,
/// and the package's own CJK, Arabic, Hebrew and emoji fonts and strings files (which the catalog
/// checks together).
struct TestAssets {
    /// The package's `Assets` folder, read from the source tree.
    static let packageAssets = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets")

    static let red = Color(r: 255, g: 0, b: 0)
    static let blue = Color(r: 0, g: 0, b: 255)
    static let white = Color(r: 255, g: 255, b: 255)

    let folder: URL

    var path: String { folder.path }
    var sprites: URL { folder.appendingPathComponent("sprites") }
    var jsonPath: String { sprites.appendingPathComponent("blocks@1x.json").path }
    var pngPath: String { sprites.appendingPathComponent("blocks.png").path }

    /// The path of `relative` (e.g. "strings/ru.strings") inside the copied folder.
    func file(_ relative: String) -> String { folder.appendingPathComponent(relative).path }

    /// Frame 0 is a red 4×4 square, frame 1 a blue one, side by side in an 8×4 PNG.
    static let sheet = SpriteSheet(
        name: "blocks", image: "blocks.png", scale: 1, pointWidth: 4, pointHeight: 4,
        frames: [.init(x: 0, y: 0, w: 4, h: 4), .init(x: 4, y: 0, w: 4, h: 4)])

    init(fonts: Bool = true) throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("refresh-sdl-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("sprites"), withIntermediateDirectories: true)
        try writeSheet(Self.sheet)
        try writePNG()
        if fonts {
            let fontsFolder = folder.appendingPathComponent("fonts")
            try FileManager.default.createDirectory(
                at: fontsFolder, withIntermediateDirectories: true)
            for name in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] {
                try FileManager.default.copyItem(
                    atPath: "/usr/share/fonts/truetype/dejavu/\(name)",
                    toPath: fontsFolder.appendingPathComponent(name).path)
            }
            // The package's subset faces: the four of Noto Sans CJK, Noto Sans Arabic and Hebrew.
            let subsets = FontBook.Family.allCases.filter { $0 != .primary }.flatMap { family in
                [TextStyle.Weight.regular, .bold].map {
                    URL(fileURLWithPath: FontBook.path(for: $0, family: family, in: "/"))
                        .lastPathComponent
                }
            }
            // Unique: a face with no bold (the emoji's) is one file for both weights.
            for name in Set(subsets) {
                try FileManager.default.copyItem(
                    at: Self.packageAssets.appendingPathComponent("fonts/\(name)"),
                    to: fontsFolder.appendingPathComponent(name))
            }
        }
        try FileManager.default.copyItem(
            at: Self.packageAssets.appendingPathComponent("strings"),
            to: folder.appendingPathComponent("strings"))
    }

    func writeSheet(_ sheet: SpriteSheet) throws {
        try JSONEncoder().encode(sheet).write(to: URL(fileURLWithPath: jsonPath))
    }

    func writePNG() throws {
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, 8, 4, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { throw TestFailure("surface") }
        defer { SDL_FreeSurface(surface) }
        var left = SDL_Rect(x: 0, y: 0, w: 4, h: 4)
        var right = SDL_Rect(x: 4, y: 0, w: 4, h: 4)
        SDL_FillRect(surface, &left, 0xFFFF_0000)
        SDL_FillRect(surface, &right, 0xFF00_00FF)
        guard IMG_SavePNG(surface, pngPath) == 0 else { throw TestFailure("save png") }
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// What loading a damaged copy must fail with: the file it names and words its reason holds.
    typealias ExpectedFailure = (path: String, reasons: [String])

    /// Deletes `path`: loading must then name it as a missing file.
    func delete(_ path: String) throws -> ExpectedFailure {
        try FileManager.default.removeItem(atPath: path)
        return (path, ["missing file"])
    }

    /// Writes a line of text over the font at `path`: loading must then name it as an unreadable
    /// font.
    func overwriteFontWithText(_ path: String) throws -> ExpectedFailure {
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: path))
        return (path, ["unreadable font"])
    }

    /// Starts SDL headless, breaks a fresh copy of the assets with `damage` (which returns the
    /// file the failure must name and words its reason must hold) and expects loading the copy to
    /// fail with exactly that file and every one of those words.
    static func expectLoadingFails(
        sourceLocation: SourceLocation = #_sourceLocation,
        after damage: (TestAssets) throws -> ExpectedFailure
    ) throws {
        let system = try SDLSystem(headless: true)
        let assets = try TestAssets()
        defer { assets.remove() }
        let (expectedPath, reasons) = try damage(assets)
        let error = try #require(
            #expect(throws: AssetError.self, sourceLocation: sourceLocation) {
                try AssetCatalog.load(folder: assets.path, scale: 1, sheets: ["blocks"])
            }, sourceLocation: sourceLocation)
        #expect(error.path == expectedPath, "\(error)", sourceLocation: sourceLocation)
        for reason in reasons {
            #expect(error.reason.contains(reason), "\(error)", sourceLocation: sourceLocation)
        }
        _ = system
    }
}

struct TestFailure: Error {
    let what: String
    init(_ what: String) { self.what = what }
}
