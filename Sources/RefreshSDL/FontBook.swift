import CSDL2TTF
import Foundation
import RefreshCore

/// The shipped fonts, opened lazily once per (weight, pixel size) and kept until released.
public final class FontBook {
    private struct Key: Hashable {
        var weight: TextStyle.Weight
        var pixelSize: Int32
    }

    /// The regular face's file.
    public let regularPath: String
    /// The bold face's file.
    public let boldPath: String
    private var fonts: [Key: OpaquePointer] = [:]
    private let ttfStarted: Bool

    /// The fonts under `assetsFolder/fonts/`: `DejaVuSans.ttf` and `DejaVuSans-Bold.ttf`.
    ///
    /// The book holds its own reference on SDL_ttf (its start-up is counted), so fonts are
    /// closed before the library shuts down whatever order the owners are released in.
    public init(assetsFolder: String) {
        regularPath = Self.path(for: .regular, in: assetsFolder)
        boldPath = Self.path(for: .bold, in: assetsFolder)
        ttfStarted = TTF_Init() == 0
    }

    /// Where the file for `weight` lives under an assets folder.
    public static func path(for weight: TextStyle.Weight, in assetsFolder: String) -> String {
        let name = weight == .bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        return URL(fileURLWithPath: assetsFolder).appendingPathComponent("fonts")
            .appendingPathComponent(name).path
    }

    /// The TTF_Font for `weight` at `pixelSize`, or nil if the file cannot be opened.
    public func font(_ weight: TextStyle.Weight, pixelSize: Int32) -> OpaquePointer? {
        let key = Key(weight: weight, pixelSize: max(pixelSize, 1))
        if let font = fonts[key] { return font }
        guard let font = TTF_OpenFont(weight == .bold ? boldPath : regularPath, key.pixelSize)
        else { return nil }
        fonts[key] = font
        return font
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
        if ttfStarted { TTF_Quit() }
    }
}
