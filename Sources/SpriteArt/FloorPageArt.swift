import RefreshCore

/// The second floor's page illustration: one frame, 200×200 pt, standing on its bottom edge
/// (the page's horizon): a staircase of seven steps climbing to a tower whose arched door glows,
/// a crescent moon, and three lanterns floating by. Drawn for the page's night sky.
enum FloorPageArt: SheetArt {
    static let pointSize = 200.0
    static let shape = SheetShape(.floorPage, frames: 1, pointSize: pointSize)

    static let stepLight = RGBA(132, 112, 222)
    static let stepDark = RGBA(72, 58, 146)
    static let tread = RGBA(196, 186, 255)
    static let tower = RGBA(96, 80, 178)
    static let towerDark = RGBA(58, 46, 118)
    static let gold = RGBA(SecondFloorPage.lanternGold)
    static let doorInside = RGBA(255, 240, 204)
    static let moon = RGBA(255, 238, 176)

    static func frames(scale: Int) -> [Canvas] {
        var canvas = shape.canvas(scale: scale)
        drawMoon(&canvas)
        drawGlow(&canvas)
        drawTower(&canvas)
        drawSteps(&canvas)
        drawDoor(&canvas)
        drawLanterns(&canvas)
        return [canvas]
    }

    static func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Shape {
        .polygon([Vec2(x0, y0), Vec2(x1, y0), Vec2(x1, y1), Vec2(x0, y1)])
    }

    static func drawMoon(_ canvas: inout Canvas) {
        let crescent = Shape.circle(Vec2(42, 40), 19).subtracting(.circle(Vec2(52, 33), 17))
        let halo = Paint.field { p in
            moon.fading(0.22 * Ease.clamp(1 - ((p - Vec2(42, 40)).length - 19) / 12))
        }
        canvas.fill(.circle(Vec2(42, 40), 31), halo)
        canvas.fill(crescent, moon)
    }

    /// The light the open door throws around it.
    static func drawGlow(_ canvas: inout Canvas) {
        let centre = Vec2(158, 62)
        let glow = Paint.field { p in
            gold.fading(0.5 * Ease.clamp(1 - (p - centre).length / 46))
        }
        canvas.fill(.circle(centre, 46), glow)
    }

    static func drawTower(_ canvas: inout Canvas) {
        let body = Paint.linear(Vec2(0, 84), tower, Vec2(0, 200), towerDark)
        canvas.fill(box(128, 84, 188, 200), body)
        canvas.fill(box(124, 80, 192, 86), tread)
        // Two lit windows down the tower.
        for y in [112.0, 146] {
            canvas.fill(box(150, y, 166, y + 16), RGBA(255, 214, 140))
        }
    }

    /// Seven steps from the lower left up to the tower's top.
    static func drawSteps(_ canvas: inout Canvas) {
        for index in 0..<7 {
            let x0 = 16 + Double(index) * 16
            let top = 196 - Double(index + 1) * 16
            let body = Paint.linear(Vec2(0, top), stepLight, Vec2(0, 200), stepDark)
            canvas.fill(box(x0, top, x0 + 16.5, 200), body)
            // Treads catch more of the door's light the nearer they are.
            let lit = RGBA.mix(tread, doorInside, Double(index) / 8)
            canvas.fill(box(x0, top, x0 + 16.5, top + 3), lit)
        }
    }

    /// An arched doorway on the tower, framed in gold, bright inside.
    static func drawDoor(_ canvas: inout Canvas) {
        let doorway = box(145, 50, 171, 80).union(.circle(Vec2(158, 50), 13))
        canvas.fill(doorway.inflated(3), gold)
        let inside = Paint.linear(Vec2(0, 37), doorInside, Vec2(0, 80), gold)
        canvas.fill(doorway, inside)
    }

    /// Three small lanterns with a glow each.
    static func drawLanterns(_ canvas: inout Canvas) {
        for (centre, radius) in [(Vec2(92, 58), 3.2), (Vec2(112, 30), 2.4), (Vec2(72, 96), 2.0)] {
            let glow = Paint.field { p in
                gold.fading(0.4 * Ease.clamp(1 - (p - centre).length / (radius * 4)))
            }
            canvas.fill(.circle(centre, radius * 4), glow)
            canvas.fill(.circle(centre, radius), doorInside)
        }
    }
}

extension SpriteSheetName {
    /// The second floor's page.
    public static let floorPage = SpriteSheetName("floorpage")
}
