import Glibc
import RefreshCore

/// The balloon header: 13 frames, 40×50 pt.
///
/// Frames 0–4 inflate the balloon on its string, 5–6 shake the full balloon (tilted left, then
/// right), 7–12 burst it: a flash, then shreds flying outwards and fading to almost nothing.
enum BalloonArt: SheetArt {
    static let shape = SheetShape(.balloon, frames: 13, pointWidth: 40, pointHeight: 50)

    static let light = RGBA(255, 138, 128)
    static let base = RGBA(246, 82, 86)
    static let dark = RGBA(200, 44, 62)
    static let stringColor = RGBA(128, 120, 124)
    /// Where the knot sits when the balloon is upright.
    static let knot = Vec2(20, 36.5)
    /// Where the string is held.
    static let anchor = Vec2(20, 49.2)

    static func frames(scale: Int) -> [Canvas] {
        shape.drawFrames(scale: scale) { canvas, index in
            switch index {
            case 0..<5:
                let sizes = [0.42, 0.57, 0.72, 0.87, 1.0]
                drawBalloon(&canvas, size: sizes[index], tilt: 0)
            case 5, 6:
                drawBalloon(&canvas, size: 1.0, tilt: index == 5 ? -0.16 : 0.16)
            default:
                drawBurst(&canvas, step: index - 7)
            }
        }
    }

    /// The balloon body's outline: an egg, narrower towards the knot.
    static func body(centre c: Vec2, rx: Double, ry: Double) -> Shape {
        Shape { p in
            let q = p - c
            let squeeze = 1 - 0.13 * Ease.clamp(q.y / ry, -1, 1)
            return Shape.ellipse(Vec2(0, 0), rx * squeeze, ry).distance(q)
        }
    }

    static func drawBalloon(_ canvas: inout Canvas, size: Double, tilt: Double) {
        let rx = 13.2 * size
        let ry = 15.8 * size
        let centre = Vec2(knot.x, knot.y - ry - 0.6)
        // The balloon swings about the held end of the string.
        let pivot = anchor
        let knotPoint = knot.rotated(by: tilt, about: pivot)

        // The string: a gentle S from the knot down to the hand.
        var points: [Vec2] = []
        for i in 0...16 {
            let t = Double(i) / 16
            let y = knotPoint.y + (anchor.y - knotPoint.y) * t
            let x = knotPoint.x + (anchor.x - knotPoint.x) * t + 1.1 * sin(t * 2 * Double.pi)
            points.append(Vec2(x, y))
        }
        canvas.fill(.polyline(points, width: 0.8), stringColor)

        let shape = body(centre: centre, rx: rx, ry: ry).rotated(by: tilt, about: pivot)
        let lightPoint = Vec2(centre.x - rx * 0.6, centre.y - ry * 0.7).rotated(
            by: tilt, about: pivot)
        let darkPoint = Vec2(centre.x + rx * 0.55, centre.y + ry * 0.85).rotated(
            by: tilt, about: pivot)
        canvas.fill(shape, .linear(lightPoint, light, darkPoint, dark))
        // A soft rim on the shadow side gives the body some roundness.
        canvas.fill(
            shape.subtracting(shape.inflated(-1.4 * size)),
            dark.fading(0.35))

        // The knot: a small flared triangle under the body.
        let k = Vec2(knot.x, knot.y)
        let knotShape = Shape.polygon([
            Vec2(k.x - 0.9, k.y - 1.2), Vec2(k.x + 0.9, k.y - 1.2),
            Vec2(k.x + 1.9, k.y + 1.3), Vec2(k.x - 1.9, k.y + 1.3),
        ]).rotated(by: tilt, about: pivot)
        canvas.fill(knotShape, dark)

        // Highlights: a long glossy streak and a small glint.
        let streak = Shape.ellipse(
            Vec2(centre.x - rx * 0.45, centre.y - ry * 0.42), rx * 0.16, ry * 0.3, angle: 0.5
        ).rotated(by: tilt, about: pivot)
        canvas.fill(streak, RGBA.white.fading(0.6))
        let glint = Shape.circle(Vec2(centre.x - rx * 0.22, centre.y - ry * 0.72), 0.9 * size)
            .rotated(by: tilt, about: pivot)
        canvas.fill(glint, RGBA.white.fading(0.75))
    }

    /// Shard directions, distances and shapes; fixed so the burst is the same every run.
    static let shards: [(angle: Double, reach: Double, size: Double, spin: Double)] = [
        (0.25, 1.0, 1.0, 0.9), (1.05, 0.85, 0.8, -1.2), (1.75, 1.05, 1.1, 0.7),
        (2.45, 0.9, 0.9, -0.8), (3.2, 1.0, 1.2, 1.1), (3.95, 0.8, 0.8, -1.0),
        (4.7, 1.05, 1.0, 0.6), (5.5, 0.9, 0.9, -1.3),
    ]

    static func drawBurst(_ canvas: inout Canvas, step: Int) {
        let centre = Vec2(knot.x, knot.y - 16.4)
        let t = Double(step) / 5  // 0 at the pop, 1 at the last frame

        // The string drops away during the first three burst frames.
        if step < 3 {
            let drop = Double(step) * 3.5
            var points: [Vec2] = []
            for i in 0...12 {
                let u = Double(i) / 12
                let top = knot.y + drop
                let y = top + (anchor.y - top) * u
                let x = knot.x + 1.1 * sin(u * 2 * Double.pi) * (1 + Double(step) * 0.6)
                points.append(Vec2(x, min(y, anchor.y)))
            }
            canvas.fill(.polyline(points, width: 0.8), stringColor, opacity: 1 - Double(step) * 0.3)
        }

        // The pop: a bright star that flares then thins out.
        if step == 0 {
            canvas.fill(
                .star(centre, points: 9, inner: 8.5, outer: 17.5, angle: 0.2),
                .field { p in
                    RGBA.mix(RGBA(255, 250, 225), RGBA(255, 196, 84), (p - centre).length / 16)
                })
            canvas.fill(.circle(centre, 6.5), RGBA.white.fading(0.9))
        } else if step == 1 {
            for i in 0..<9 {
                let a = 0.2 + Double(i) * 2 * Double.pi / 9
                canvas.fill(
                    .line(
                        .polar(centre, radius: 12.5, angle: a),
                        .polar(centre, radius: 18.5, angle: a), width: 1.6),
                    RGBA(255, 186, 72), opacity: 0.85)
            }
            canvas.fill(.circle(centre, 5), RGBA(255, 240, 200).fading(0.45))
        }

        // Shards fly outwards, fall a little, spin and fade.
        let travel = step == 0 ? 7.5 : 8 + 7.5 * Ease.out(t)
        let fade = step == 0 ? 1 : 1 - 0.82 * Ease.smoothstep(0.15, 1, t)
        for shard in shards {
            let reach = travel * shard.reach
            let gravity = 4 * t * t
            let p = Vec2.polar(centre, radius: reach, angle: shard.angle) + Vec2(0, gravity)
            let s = shard.size * (step == 0 ? 2.4 : 3.0 - 1.2 * t)
            let spin = shard.angle + shard.spin * Double(step)
            let shape = Shape.polygon([
                Vec2(p.x - s, p.y - 0.5 * s), Vec2(p.x + 0.2 * s, p.y - 0.9 * s),
                Vec2(p.x + s, p.y + 0.3 * s), Vec2(p.x - 0.3 * s, p.y + 0.8 * s),
            ]).rotated(by: spin, about: p)
            canvas.fill(shape, shard.reach > 0.95 ? base : dark, opacity: fade)
        }
    }
}

extension SpriteSheetName {
    /// The balloon header's balloon.
    public static let balloon = SpriteSheetName("balloon")
}
