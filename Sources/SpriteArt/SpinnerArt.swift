import RefreshCore

/// An activity indicator in the style of iOS's medium spinner: 12 frames, 20×20 pt.
///
/// Twelve rounded spokes in the ink (label grey); in frame `k` the spoke at `k × 30°` (clockwise from
/// twelve o'clock) is brightest and the spokes behind it fade, so playback turns clockwise.
enum SpinnerArt: InkedArt {
    static let pointSize = 20.0
    static let shape = SheetShape(.spinner, frames: frameCount, pointSize: pointSize)
    static let frameCount = 12

    static func frames(scale: Int, ink: RGBA) -> [Canvas] {
        let centre = Vec2(pointSize / 2, pointSize / 2)
        return shape.drawFrames(scale: scale) { canvas, k in
            for spoke in 0..<frameCount {
                let angle = Double(spoke) * 2 * Double.pi / Double(frameCount)
                // How many steps this spoke trails the brightest one.
                let behind = (k - spoke + frameCount) % frameCount
                let t = Double(behind) / Double(frameCount - 1)
                let opacity = 1 - 0.78 * t.squareRoot()
                let inner = Vec2.polar(centre, radius: 4.6, angle: angle)
                let outer = Vec2.polar(centre, radius: 8.6, angle: angle)
                canvas.fill(.line(inner, outer, width: 2.1), ink.fading(opacity))
            }
        }
    }
}

extension SpriteSheetName {
    /// The activity spinner.
    public static let spinner = SpriteSheetName("spinner")
}
