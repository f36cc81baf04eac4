import RefreshCore
import SpriteArt

/// Sprite sheets shaped like the demo's (frame counts and point sizes) with no pixels behind
/// them: what the pure scene needs in tests, the soak and the bench, where nothing is rendered;
/// and `sheet(_:count:width:height:)` builds one for any test.
public enum SyntheticSheets {
    /// A sheet of `count` frames of `width` × `height` points, laid out in one row.
    public static func sheet(_ name: String, count: Int, width: Double, height: Double)
        -> SpriteSheet
    {
        SpriteSheet(
            name: name, image: name + "@1x.png", scale: 1, pointWidth: width,
            pointHeight: height,
            frames: (0..<count).map {
                SpriteSheet.Frame(x: $0 * Int(width), y: 0, w: Int(width), h: Int(height))
            })
    }

    /// Every sheet the demo ships (`SpriteCatalog`'s shapes), by name.
    public static let all: [String: SpriteSheet] = Dictionary(
        uniqueKeysWithValues: SpriteCatalog.shapes.map {
            (
                $0.name,
                sheet($0.name, count: $0.frames, width: $0.pointWidth, height: $0.pointHeight)
            )
        })
}
