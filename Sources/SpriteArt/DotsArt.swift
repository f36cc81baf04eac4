import Glibc
import RefreshCore

/// The footers' GIF variant: 8 frames, 40×12 pt, three grey dots pulsing in a travelling wave.
enum DotsArt: InkedArt {
    static let pointWidth = 40.0
    static let pointHeight = 12.0
    static let shape = SheetShape(
        name: SpriteSheetName.dots.rawValue, frames: frameCount, pointWidth: pointWidth,
        pointHeight: pointHeight)
    static let frameCount = 8

    static func frames(scale: Int, ink: RGBA) -> [Canvas] {
        var frames: [Canvas] = []
        for k in 0..<frameCount {
            var canvas = Canvas(pointWidth: pointWidth, pointHeight: pointHeight, scale: scale)
            let phase = Double(k) / Double(frameCount)
            for dot in 0..<3 {
                // Each dot lags the previous by a quarter cycle; whole cycles loop exactly.
                let wave = cos(2 * Double.pi * (phase - Double(dot) / 4))
                let v = 0.5 + 0.5 * wave
                let lift = v * v.squareRoot()
                let centre = Vec2(11 + Double(dot) * 9, 6.6 - 1.4 * lift)
                canvas.fill(.circle(centre, 2.3 + 1.2 * lift), ink.fading(0.3 + 0.7 * lift))
            }
            frames.append(canvas)
        }
        return frames
    }
}

extension SpriteSheetName {
    /// The GIF footer's dots.
    public static let dots = SpriteSheetName("dots")
}
