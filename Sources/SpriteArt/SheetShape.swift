/// What a sprite sheet holds, pixels aside: its name, how many frames and their size in points.
/// Each sheet's art states it once; the generated sheets, the synthetic sheets the pure tests
/// use and the shape tests all read it through `SpriteCatalog`.
public struct SheetShape: Hashable, Sendable {
    /// The sheet's name (`arrow`, `spinner`, …), as the demo loads it.
    public let name: String
    /// How many frames it has.
    public let frames: Int
    /// A frame's width in points.
    public let pointWidth: Double
    /// A frame's height in points.
    public let pointHeight: Double

    /// A sheet `name` of `frames` frames of `pointWidth` × `pointHeight` points.
    public init(name: String, frames: Int, pointWidth: Double, pointHeight: Double) {
        self.name = name
        self.frames = frames
        self.pointWidth = pointWidth
        self.pointHeight = pointHeight
    }
}
