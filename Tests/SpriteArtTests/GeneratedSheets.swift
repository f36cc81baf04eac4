import SpriteArt

/// Every sheet drawn once per test process, shared by the suites.
enum GeneratedSheets {
    static let byScale: [Int: [GeneratedSheet]] = [
        1: SpriteCatalog.generateAll(scale: 1),
        2: SpriteCatalog.generateAll(scale: 2),
    ]

    static func sheet(_ name: String, scale: Int = 2) -> GeneratedSheet {
        guard let sheet = byScale[scale]?.first(where: { $0.description.name == name }) else {
            fatalError("no sheet \(name)@\(scale)x")
        }
        return sheet
    }

    /// Pixels of frame `index` whose alpha is at least `threshold`.
    static func opaqueCount(_ sheet: GeneratedSheet, frame index: Int, threshold: UInt8 = 128)
        -> Int
    {
        let bytes = sheet.image.crop(sheet.description.frames[index])
        return stride(from: 3, to: bytes.count, by: 4).filter { bytes[$0] >= threshold }.count
    }
}
