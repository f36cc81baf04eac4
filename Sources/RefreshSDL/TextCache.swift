internal import CSDL2
internal import CSDL2TTF
import RefreshCore

/// Rendered text lines kept as textures, keyed by (string, weight, pixel size, colour, language).
///
/// Each string is laid out when it is first rendered (`TextLine`: its face, and for Arabic and
/// Hebrew its bidirectional runs, each shaped); a hit costs no glyph lookups and no shaping.
///
/// Entries not drawn for `evictAfterFrames` frames are destroyed, so memory stays bounded while
/// text that is on screen is rendered once.
public final class TextCache {
    private struct Key: Hashable {
        var string: String
        var weight: TextStyle.Weight
        var pixelSize: Int32
        var color: Color
        /// The fonts' language: Han characters take its glyph forms.
        var language: RefreshLanguage
    }

    /// What a line of text is drawn as: its texture, or, when the texture could not be made, a
    /// box of the line's size in pixels.
    enum Drawn {
        case texture(Texture)
        case missing(width: Int32, height: Int32)
    }

    /// A cached texture. A class, so marking it used never copies the dictionary holding it.
    private final class Entry {
        let texture: Texture
        var lastUsed: Int

        init(texture: Texture, lastUsed: Int) {
            self.texture = texture
            self.lastUsed = lastUsed
        }
    }

    /// Frames an unused entry survives.
    public var evictAfterFrames: Int
    /// The most textures kept: a miss beyond it lets the least recently used go first, unless
    /// every texture was drawn in this frame (what a frame draws is never rendered twice). A
    /// burst of new texts (every language's titles within two seconds, in the soak: 119 at
    /// once) then raises the memory's high-water mark by no more than this many.
    public var maximumTextures: Int
    /// How many times text was rendered with SDL_ttf (cache misses).
    public private(set) var renderCount = 0
    /// Textures alive now.
    public var liveTextures: Int { entries.count }
    /// The fonts it sets text in.
    public let fonts: FontBook
    private var entries: [Key: Entry] = [:]
    private var frame = 0
    private var stale: [Key] = []
    private weak var renderer: Renderer?
    /// The texture failures of the renderer this cache draws for (its lines' and its layers').
    let failures = TextureFailures()

    /// A cache drawing with `fonts`.
    public init(fonts: FontBook, evictAfterFrames: Int = 120, maximumTextures: Int = 64) {
        self.fonts = fonts
        self.evictAfterFrames = evictAfterFrames
        self.maximumTextures = maximumTextures
    }

    /// The texture of `string` set in `style` at `scale` pixels per point in `color`, rendering it
    /// on a miss (a box of its size when no texture could be made of it); nil for empty text or
    /// when the font cannot render it.
    func texture(
        for string: String, style: TextStyle, color: Color, scale: Double, renderer: Renderer
    ) -> Drawn? {
        if renderer !== self.renderer {
            entries.removeAll()
            self.renderer = renderer
        }
        guard !string.isEmpty else { return nil }
        let key = Key(
            string: string, weight: style.weight,
            pixelSize: Int32(clamping: Int((style.size * scale).rounded())),
            color: Color(r: color.r, g: color.g, b: color.b), language: fonts.language)
        // Opacity is applied when drawing, so text that fades is rendered once, not per frame.
        if let entry = entries[key] {
            entry.lastUsed = frame
            SDL_SetTextureAlphaMod(entry.texture.handle, color.a)
            return .texture(entry.texture)
        }
        // The line is laid out here, once per miss: DejaVu when it has every glyph (so English
        // and Cyrillic render exactly as before), otherwise the language's CJK face, or the
        // shaped runs of Arabic and Hebrew.
        guard
            let line = TextLine(
                string, weight: style.weight, pixelSize: key.pixelSize, fonts: fonts)
        else { return nil }
        let ink = SDL_Color(r: color.r, g: color.g, b: color.b, a: 255)
        guard let surface = line.render(ink) else { return nil }
        defer { SDL_FreeSurface(surface) }
        renderCount += 1
        guard
            let texture = failures.make(
                .text, instead: "drawing a box of its size",
                { () throws(SDLError) in try Texture(renderer: renderer, surface: surface) })
        else { return .missing(width: surface.pointee.w, height: surface.pointee.h) }
        SDL_SetTextureAlphaMod(texture.handle, color.a)
        if entries.count >= maximumTextures { evictLeastRecentlyUsed() }
        entries[key] = Entry(texture: texture, lastUsed: frame)
        return .texture(texture)
    }

    /// Destroys the texture used longest ago, unless it was used in this frame. A scan of at
    /// most `maximumTextures` entries, on a miss only (which has just rendered a text).
    private func evictLeastRecentlyUsed() {
        var oldest: (key: Key, lastUsed: Int)?
        for (key, entry) in entries where entry.lastUsed < frame {
            if oldest.map({ entry.lastUsed < $0.lastUsed }) ?? true {
                oldest = (key, entry.lastUsed)
            }
        }
        if let oldest { entries[oldest.key] = nil }
    }

    /// Ends a frame: entries unused for `evictAfterFrames` frames are destroyed.
    public func endFrame() {
        frame += 1
        // Scanning every frame would cost O(entries); every 16th is plenty for bounding memory.
        guard frame % 16 == 0 else { return }
        stale.removeAll(keepingCapacity: true)
        for (key, entry) in entries where frame - entry.lastUsed > evictAfterFrames {
            stale.append(key)
        }
        for key in stale { entries[key] = nil }
    }

    /// Destroys every texture.
    public func removeAll() {
        entries.removeAll()
    }
}
