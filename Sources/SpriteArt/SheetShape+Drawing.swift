import RefreshCore

extension SheetShape {
    /// The sheet `name` of `frames` frames of `pointWidth` × `pointHeight` points.
    init(_ name: SpriteSheetName, frames: Int, pointWidth: Double, pointHeight: Double) {
        self.init(
            name: name.rawValue, frames: frames, pointWidth: pointWidth, pointHeight: pointHeight)
    }

    /// The sheet `name` of `frames` square frames of `pointSize` points a side.
    init(_ name: SpriteSheetName, frames: Int, pointSize: Double) {
        self.init(name, frames: frames, pointWidth: pointSize, pointHeight: pointSize)
    }

    /// One blank frame of the sheet, drawn natively at `scale` (1 or 2).
    func canvas(scale: Int) -> Canvas {
        Canvas(pointWidth: pointWidth, pointHeight: pointHeight, scale: scale)
    }

    /// Frames `indices` (every frame of the sheet when nil), each drawn by `draw` on a blank
    /// frame at `scale` with its index.
    func drawFrames(
        _ indices: Range<Int>? = nil, scale: Int, _ draw: (inout Canvas, Int) -> Void
    ) -> [Canvas] {
        (indices ?? 0..<frames).map { index in
            var canvas = canvas(scale: scale)
            draw(&canvas, index)
            return canvas
        }
    }
}
