import CSDL2
import CSDL2Image
import CSDL2TTF
import Foundation
import RefreshCore

/// The demo's asset files, read and checked before anything is drawn: sprite sheet descriptions,
/// their PNGs (decoded, frames within bounds) and the two fonts.
///
/// Loading needs no window or renderer; `SpriteAtlas` turns the decoded sheets into textures.
public final class AssetCatalog {
    /// The assets folder.
    public let folder: String
    /// The pixel density of the sheets (1 or 2).
    public let scale: Int
    /// The sheet descriptions by name; the core needs their frame counts and point sizes.
    public let sheets: [String: SpriteSheet]
    /// The decoded PNG of each sheet, by sheet name.
    let images: [String: Image]

    private init(folder: String, scale: Int, sheets: [String: SpriteSheet], images: [String: Image])
    {
        self.folder = folder
        self.scale = scale
        self.sheets = sheets
        self.images = images
    }

    /// Reads and checks `sprites/NAME@{scale}x.json` and its PNG for every name in `sheets`, and
    /// that both fonts under `fonts/` open.
    ///
    /// Works before `SDLSystem` exists (SDL_ttf is started for the check if it is not running).
    public static func load(folder: String, scale: Int, sheets names: [String])
        throws(AssetError) -> AssetCatalog
    {
        let root = URL(fileURLWithPath: folder)
        let sprites = root.appendingPathComponent("sprites")
        var sheets: [String: SpriteSheet] = [:]
        var images: [String: Image] = [:]
        for name in names {
            let jsonPath = sprites.appendingPathComponent("\(name)@\(scale)x.json").path
            let sheet = try readDescription(at: jsonPath, scale: scale)
            let imagePath = sprites.appendingPathComponent(sheet.image).path
            let image = try readPNG(at: imagePath)
            try check(sheet, fits: image, imagePath: imagePath, jsonPath: jsonPath)
            sheets[name] = sheet
            images[name] = image
        }
        for weight in [TextStyle.Weight.regular, .bold] {
            try checkFont(at: FontBook.path(for: weight, in: folder))
        }
        return AssetCatalog(folder: folder, scale: scale, sheets: sheets, images: images)
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

    private static func readPNG(at path: String) throws(AssetError) -> Image {
        guard FileManager.default.fileExists(atPath: path) else {
            throw AssetError(path: path, reason: "missing file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw AssetError(path: path, reason: "unreadable file")
        }
        let signature = handle.readData(ofLength: 8)
        try? handle.close()
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard Array(signature) == png else {
            throw AssetError(path: path, reason: "not a PNG / corrupt: bad signature")
        }
        guard let surface = withStandardErrorSilenced({ IMG_Load(path) }) else {
            throw AssetError(
                path: path, reason: "not a PNG / corrupt: \(String(cString: SDL_GetError()))")
        }
        return Image(surface: surface)
    }

    /// Runs `body` with standard error sent to /dev/null: libpng prints its own line about a
    /// corrupt file there, while the asset error already says what is wrong and where.
    private static func withStandardErrorSilenced<T>(_ body: () -> T) -> T {
        fflush(nil)
        let saved = dup(STDERR_FILENO)
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard saved >= 0, null >= 0 else {
            if saved >= 0 { close(saved) }
            if null >= 0 { close(null) }
            return body()
        }
        dup2(null, STDERR_FILENO)
        close(null)
        defer {
            fflush(nil)
            dup2(saved, STDERR_FILENO)
            close(saved)
        }
        return body()
    }

    private static func check(
        _ sheet: SpriteSheet, fits image: Image, imagePath: String, jsonPath: String
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

    private static func checkFont(at path: String) throws(AssetError) {
        guard FileManager.default.fileExists(atPath: path) else {
            throw AssetError(path: path, reason: "missing file")
        }
        let started = TTF_WasInit() == 0
        if started { _ = TTF_Init() }
        defer { if started { TTF_Quit() } }
        guard let font = TTF_OpenFont(path, 12) else {
            throw AssetError(
                path: path, reason: "unreadable font: \(String(cString: SDL_GetError()))")
        }
        TTF_CloseFont(font)
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
