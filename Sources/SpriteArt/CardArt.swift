import Glibc
import RefreshCore

/// The carousel cards' pictures: 8 frames, 120×100 pt, each its own sky and subject (sun over
/// hills, moon and stars, a sailboat, a tree, a mountain, a balloon, a house, a flower), so cards
/// are told apart while they move. The demo sets each card's number and title under it.
enum CardArt: SheetArt {
    static let shape = SheetShape(.cards, frames: 8, pointWidth: 120, pointHeight: 100)

    private static let skies: [(RGBA, RGBA)] = [
        (RGBA(250, 199, 115), RGBA(252, 237, 191)),
        (RGBA(26, 36, 89), RGBA(71, 64, 140)),
        (RGBA(115, 191, 242), RGBA(217, 240, 255)),
        (RGBA(178, 224, 178), RGBA(235, 247, 224)),
        (RGBA(140, 166, 217), RGBA(230, 235, 250)),
        (RGBA(242, 153, 153), RGBA(255, 224, 204)),
        (RGBA(153, 204, 230), RGBA(242, 242, 217)),
        (RGBA(217, 191, 242), RGBA(250, 240, 255)),
    ]

    static func frames(scale: Int) -> [Canvas] {
        shape.drawFrames(scale: scale, drawPicture)
    }

    private static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Shape {
        .polygon([Vec2(x, y), Vec2(x + w, y), Vec2(x + w, y + h), Vec2(x, y + h)])
    }

    /// Picture `k` on `canvas`.
    private static func drawPicture(_ canvas: inout Canvas, _ k: Int) {
        let (top, bottom) = skies[k]
        canvas.fill(rect(0, 0, 120, 100), .linear(Vec2(0, 0), top, Vec2(0, 100), bottom))
        let dark = RGBA(51, 56, 71)
        switch k {
        case 0:
            canvas.fill(.circle(Vec2(80, 38), 16), RGBA(255, 140, 38))
            canvas.fill(.circle(Vec2(30, 120), 50), RGBA(89, 158, 76))
            canvas.fill(.circle(Vec2(100, 130), 50), RGBA(64, 128, 64))
        case 1:
            canvas.fill(.circle(Vec2(40, 40), 16), RGBA(250, 245, 204))
            canvas.fill(.circle(Vec2(47, 35), 14), top)
            for (x, y) in [(80.0, 20.0), (100, 45), (70, 65), (95, 80), (20, 80)] {
                canvas.fill(
                    .star(Vec2(x, y), points: 5, inner: 2, outer: 5), RGBA(255, 242, 153))
            }
        case 2:
            canvas.fill(rect(0, 70, 120, 30), RGBA(38, 115, 191))
            canvas.fill(.polygon([Vec2(60, 18), Vec2(60, 62), Vec2(88, 62)]), RGBA(255, 255, 255))
            canvas.fill(.polygon([Vec2(56, 26), Vec2(56, 62), Vec2(34, 62)]), RGBA(242, 102, 76))
            canvas.fill(
                .polygon([Vec2(30, 64), Vec2(92, 64), Vec2(82, 74), Vec2(40, 74)]), dark)
        case 3:
            canvas.fill(rect(0, 82, 120, 18), RGBA(102, 166, 76))
            canvas.fill(rect(55, 50, 10, 34), RGBA(115, 76, 46))
            canvas.fill(.circle(Vec2(60, 40), 24), RGBA(51, 140, 64))
            canvas.fill(.circle(Vec2(48, 50), 14), RGBA(64, 158, 71))
        case 4:
            canvas.fill(.polygon([Vec2(10, 100), Vec2(60, 20), Vec2(110, 100)]), dark)
            canvas.fill(.polygon([Vec2(47, 41), Vec2(60, 20), Vec2(73, 41)]), RGBA(255, 255, 255))
        case 5:
            canvas.fill(.line(Vec2(60, 62), Vec2(60, 80), width: 1.5), dark)
            canvas.fill(rect(53, 78, 14, 10), RGBA(140, 89, 51))
            canvas.fill(.ellipse(Vec2(60, 40), 22, 26), RGBA(230, 51, 89))
            canvas.fill(.ellipse(Vec2(60, 40), 8, 26), RGBA(255, 217, 76))
        case 6:
            canvas.fill(rect(0, 85, 120, 15), RGBA(115, 178, 89))
            canvas.fill(rect(32, 50, 56, 38), RGBA(242, 230, 204))
            canvas.fill(.polygon([Vec2(26, 52), Vec2(60, 22), Vec2(94, 52)]), RGBA(191, 64, 51))
            canvas.fill(rect(54, 66, 12, 22), RGBA(115, 76, 51))
            canvas.fill(rect(38, 58, 10, 10), RGBA(128, 191, 242))
        default:
            canvas.fill(.line(Vec2(60, 55), Vec2(60, 98), width: 3), RGBA(64, 140, 64))
            for petal in 0..<6 {
                let angle = Double(petal) * Double.pi / 3
                canvas.fill(
                    .circle(Vec2(60 + 13 * cos(angle), 42 + 13 * sin(angle)), 9),
                    RGBA(242, 115, 166))
            }
            canvas.fill(.circle(Vec2(60, 42), 8), RGBA(255, 217, 64))
        }
    }
}

extension SpriteSheetName {
    /// The carousel's cards.
    public static let cards = SpriteSheetName("cards")
}
