/// The art of one sprite sheet: its shape and how to draw its frames at a scale.
protocol SheetArt: SendableMetatype {
    /// The sheet's name, frame count and frame size.
    static var shape: SheetShape { get }
    /// Every frame, drawn natively at `scale` (1 or 2).
    static func frames(scale: Int) -> [Canvas]
}

extension SheetArt {
    /// The frames packed into one sheet.
    static func sheet(scale: Int) -> GeneratedSheet {
        let drawn = Self.frames(scale: scale)
        precondition(drawn.count == shape.frames, "\(shape.name) drew the wrong frame count")
        return SheetPacker.pack(
            name: shape.name, scale: scale, pointWidth: shape.pointWidth,
            pointHeight: shape.pointHeight, frames: drawn)
    }
}
