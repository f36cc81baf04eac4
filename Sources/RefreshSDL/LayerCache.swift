/// The textures layers were drawn into, kept by the layer's id from frame to frame: a layer
/// asked for again with the same version and pixel size is blitted from here instead of drawn.
///
/// Memory stays bounded by what is on screen: a layer not drawn for `evictAfterFrames` frames
/// goes, and beyond the layers drawn in the last frame only `spares` are kept (the least
/// recently used go first); rows scrolling in take the textures of rows that scrolled out.
public final class LayerCache {
    /// A kept layer. A class, so marking it used each frame never touches (or copies) the
    /// dictionary that holds it.
    private final class Entry {
        let texture: Texture
        let version: Int
        var lastUsed: Int

        init(texture: Texture, version: Int, lastUsed: Int) {
            self.texture = texture
            self.version = version
            self.lastUsed = lastUsed
        }
    }

    /// Frames a layer may go undrawn before its texture is destroyed.
    public var evictAfterFrames = 30
    /// Layers kept beyond those drawn in the last frame, for rows scrolling back in.
    public var spares = 8
    /// How many times a layer was drawn into its texture (its commands executed).
    public private(set) var renders = 0
    /// How many times a kept texture was blitted without running its layer's commands.
    public private(set) var reuses = 0
    /// Layer textures alive now.
    public var count: Int { entries.count }

    private var entries: [Int: Entry] = [:]
    private var stale: [Int] = []
    private var frame = 0

    init() {
        stale.reserveCapacity(16)
    }

    /// The texture of layer `id` when it was drawn at `version` and is `width` × `height`
    /// pixels, marked used this frame; nil when the layer must be drawn.
    func drawn(id: Int, version: Int, width: Int32, height: Int32) -> Texture? {
        guard let entry = entries[id], entry.version == version, entry.texture.width == width,
            entry.texture.height == height
        else { return nil }
        entry.lastUsed = frame
        reuses += 1
        return entry.texture
    }

    /// A texture of `width` × `height` pixels to draw layer `id` into: its own when the size
    /// still fits, else one of a layer not drawn this frame or the last; nil when there is none
    /// (the caller makes one). A texture of another size the layer had is let go.
    func texture(toDraw id: Int, width: Int32, height: Int32) -> Texture? {
        if let entry = entries[id], entry.texture.width == width, entry.texture.height == height {
            return entry.texture
        }
        entries[id] = nil
        var spare: (id: Int, texture: Texture)?
        for (id, entry) in entries
        where entry.lastUsed < frame - 1 && entry.texture.width == width
            && entry.texture.height == height
        {
            spare = (id, entry.texture)
            break
        }
        // Removed after the loop: mutating while iterating would copy the dictionary.
        guard let spare else { return nil }
        entries[spare.id] = nil
        return spare.texture
    }

    /// Keeps `texture`, just drawn, as layer `id` at `version`.
    func keep(_ texture: Texture, id: Int, version: Int) {
        entries[id] = Entry(texture: texture, version: version, lastUsed: frame)
        renders += 1
    }

    /// Ends a frame: destroys the layers undrawn for too long and the least recently used
    /// beyond the spares.
    func endFrame() {
        var usedNow = 0
        for entry in entries.values where entry.lastUsed == frame { usedNow += 1 }
        frame += 1
        stale.removeAll(keepingCapacity: true)
        for (id, entry) in entries where frame - entry.lastUsed > evictAfterFrames {
            stale.append(id)
        }
        for id in stale { entries[id] = nil }
        var excess = entries.count - (usedNow + spares)
        while excess > 0 {
            var oldest: (id: Int, used: Int)?
            for (id, entry) in entries where entry.lastUsed < (oldest?.used ?? Int.max) {
                oldest = (id, entry.lastUsed)
            }
            guard let oldest else { break }
            entries[oldest.id] = nil
            excess -= 1
        }
    }

    /// Destroys every kept texture (layers are drawn again when next asked for).
    func removeAll() {
        entries.removeAll()
    }
}
