import Glibc
import RefreshCore

/// The footers' GIF variant: 8 frames, 40×12 pt, three grey dots pulsing in a travelling wave.
enum DotsArt: InkedArt {
    static let shape = SheetShape(.dots, frames: 8, pointWidth: 40, pointHeight: 12)

    static func frames(scale: Int, ink: RGBA) -> [Canvas] {
        shape.drawFrames(scale: scale) { canvas, k in
            let phase = Double(k) / Double(shape.frames)
            for dot in 0..<3 {
                // Each dot lags the previous by a quarter cycle; whole cycles loop exactly.
                let wave = cos(2 * Double.pi * (phase - Double(dot) / 4))
                let v = 0.5 + 0.5 * wave
                let lift = v * v.squareRoot()
                let centre = Vec2(11 + Double(dot) * 9, 6.6 - 1.4 * lift)
                canvas.fill(.circle(centre, 2.3 + 1.2 * lift), ink.fading(0.3 + 0.7 * lift))
            }
        }
    }
}

extension SpriteSheetName {
    /// The GIF footer's dots.
    public static let dots = SpriteSheetName("dots")
}
