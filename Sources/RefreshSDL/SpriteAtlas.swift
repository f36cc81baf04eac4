import CSDL2
import RefreshCore

/// One texture per sprite sheet of an `AssetCatalog`, made for one renderer.
public final class SpriteAtlas {
    /// A sheet's texture with its description.
    public struct Entry {
        /// The sheet's pixels, blended by alpha.
        public var texture: Texture
        /// Its frames.
        public var sheet: SpriteSheet
    }

    /// The catalog the textures come from.
    public let catalog: AssetCatalog
    /// The renderer the textures belong to.
    public let renderer: Renderer
    private let entries: [String: Entry]

    /// Creates every sheet's texture (blend mode BLEND) for `renderer`.
    public init(catalog: AssetCatalog, renderer: Renderer) throws(SDLError) {
        var entries: [String: Entry] = [:]
        for (name, image) in catalog.images {
            guard let sheet = catalog.sheets[name] else { continue }
            let texture = try Texture(renderer: renderer, surface: image.surface)
            entries[name] = Entry(texture: texture, sheet: sheet)
        }
        self.catalog = catalog
        self.renderer = renderer
        self.entries = entries
    }

    /// The texture and description of sheet `name`, if it was loaded.
    public subscript(name: String) -> Entry? { entries[name] }
}
