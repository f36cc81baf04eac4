import RefreshCore

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

    /// Every sheet the demo's kinds draw.
    public static let all: [String: SpriteSheet] = [
        "arrow": sheet("arrow", count: 1, width: 15, height: 40),
        "spinner": sheet("spinner", count: 12, width: 20, height: 20),
        "chibi": sheet("chibi", count: 66, width: 48, height: 48),
        "balloon": sheet("balloon", count: 13, width: 40, height: 50),
        "progress": sheet("progress", count: 46, width: 36, height: 36),
        "dots": sheet("dots", count: 8, width: 40, height: 12),
        "result": sheet("result", count: 2, width: 20, height: 20),
        "stairs": sheet("stairs", count: 10, width: 36, height: 36),
        "floorpage": sheet("floorpage", count: 1, width: 200, height: 200),
    ]
}
