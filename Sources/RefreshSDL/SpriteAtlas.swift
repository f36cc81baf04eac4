internal import CSDL2
import RefreshCore

/// The textures of an `AssetCatalog`'s sprite sheets for one renderer, each made the first time
/// its sheet is drawn.
///
/// A sheet is decoded from the bytes the catalog read and checked at start (no file is read
/// here), turned into a texture, and the decoded copy is freed: the texture is the only copy of
/// its pixels, kept for as long as the atlas lives. A sheet never drawn is never decoded.
public final class SpriteAtlas {
    /// A sheet's texture with its description.
    struct Entry {
        /// The sheet's pixels, blended by alpha.
        var texture: Texture
        /// Its frames.
        var sheet: SpriteSheet
    }

    /// Why a sheet could not be made into a texture when it was first drawn.
    public enum Failure: Error, Equatable {
        /// Its PNG, whole and with every CRC matching at start, did not decode.
        case asset(AssetError)
        /// The renderer could not make its texture.
        case renderer(SDLError)
    }

    /// The catalog the textures come from.
    public let catalog: AssetCatalog
    /// The renderer the textures belong to.
    public let renderer: Renderer
    /// The first sheet that could not be made into a texture, if any: its sprites are not
    /// drawn, and the frame that asked for them should not be trusted.
    public private(set) var failure: Failure?
    /// Sheets decoded so far.
    public var decodedSheets: Int { entries.count }
    private var entries: [String: Entry] = [:]
    private var failed: Set<String> = []

    /// An atlas of `catalog`'s sheets for `renderer`; no sheet is decoded yet.
    public init(catalog: AssetCatalog, renderer: Renderer) {
        self.catalog = catalog
        self.renderer = renderer
    }

    /// The texture and description of sheet `name`, made now if it is the sheet's first use;
    /// nil if the catalog has no such sheet or it failed (see `failure`).
    subscript(name: String) -> Entry? {
        if let entry = entries[name] { return entry }
        guard !failed.contains(name), let sheet = catalog.sheets[name] else { return nil }
        do {
            guard let image = try catalog.decodeSheet(named: name) else { return nil }
            let texture = try Texture(renderer: renderer, surface: image.surface)
            let entry = Entry(texture: texture, sheet: sheet)
            entries[name] = entry
            return entry
        } catch let error as AssetError {
            fail(name, .asset(error))
        } catch let error as SDLError {
            fail(name, .renderer(error))
        } catch {
            fail(name, .renderer(SDLError("\(error)")))
        }
        return nil
    }

    private func fail(_ name: String, _ failure: Failure) {
        failed.insert(name)
        if self.failure == nil { self.failure = failure }
    }
}
