import Glibc
import RefreshCore

/// The GIF header's mascot, a steamed bun: 63 frames, 48×48 pt.
///
/// Frames 0–59 follow the pull: a small sleeping bun (closed eyes, floating "z"s) grows, lifts
/// and wakes until frame 59 is wide awake and beaming. Frames 60–62 are the refreshing loop:
/// the happy bun hops and chews. Frames 63–65 are the failure: the bun sags, downcast, brows up
/// and a small frown, while a sweat drop slides down its side.
enum ChibiArt: SheetArt {
    static let pointSize = 48.0
    static let shape = SheetShape(
        .chibi, frames: idleCount + loopCount + failureCount, pointSize: pointSize)
    static let idleCount = 60
    static let loopCount = 3
    static let failureCount = 3

    static let doughTop = RGBA(255, 250, 238)
    static let doughBottom = RGBA(252, 222, 178)
    static let outline = RGBA(196, 132, 84)
    static let pleat = RGBA(204, 146, 96)
    static let ink = RGBA(74, 46, 38)
    static let blush = RGBA(255, 128, 138)
    static let mouthColor = RGBA(160, 58, 52)
    static let tongue = RGBA(255, 128, 120)
    static let snooze = RGBA(128, 150, 214)
    static let sparkle = RGBA(255, 196, 60)
    static let sweatDrop = RGBA(118, 178, 240)

    /// Everything that varies between frames.
    struct Pose {
        var grow: Double  // 0 small … 1 full size
        var lift: Double  // points above the ground
        var squashX = 1.0
        var squashY = 1.0
        var eyesOpen: Double  // 0 closed (asleep) … 1 wide open
        var happyEyes = false  // "^ ^" instead of round eyes
        var smile: Double  // 0 sleepy "o" … 1 big open smile
        var snooze: Double  // opacity of the "z"s
        var snoozeDrift: Double  // 0…1, how far the "z"s have floated
        var sparkles: Double  // opacity of the sparkles around a wide-awake bun
        var chew = 0.0  // refreshing: 0 mouth open … 1 closed and cheeks puffed
        var sad = false  // a failure: downcast eyes, worried brows, a frown
        var sweat = -1.0  // a failure: the sweat drop's slide, 0…1 (negative: no drop)
    }

    static func frames(scale: Int) -> [Canvas] {
        shape.drawFrames(scale: scale) { canvas, index in draw(&canvas, pose: pose(index)) }
    }

    static func pose(_ index: Int) -> Pose {
        if index < idleCount {
            let p = Double(index) / Double(idleCount - 1)
            return Pose(
                grow: 0.5 * p + 0.5 * Ease.out(p), lift: 2.2 * Ease.smoothstep(0.55, 1, p),
                eyesOpen: Ease.smoothstep(0.3, 0.85, p), smile: Ease.smoothstep(0.4, 1, p),
                snooze: 1 - Ease.smoothstep(0.25, 0.5, p),
                snoozeDrift: Double(index % 20) / 20,
                sparkles: Ease.smoothstep(0.88, 1, p))
        }
        if index >= idleCount + loopCount {
            // Failure: sagging a little lower each frame while the drop slides.
            let step = Double(index - idleCount - loopCount)
            return Pose(
                grow: 1, lift: 0, squashX: 1.03 + 0.01 * step, squashY: 0.96 - 0.01 * step,
                eyesOpen: 1, smile: 0, snooze: 0, snoozeDrift: 0, sparkles: 0, sad: true,
                sweat: step / Double(failureCount - 1))
        }
        // Refreshing loop: up, landing (squashed), rebound.
        let step = index - idleCount
        let lifts = [3.2, 0.0, 1.2]
        let squashes = [(0.96, 1.05), (1.07, 0.92), (1.0, 1.0)]
        let chews = [0.0, 1.0, 0.5]
        return Pose(
            grow: 1, lift: lifts[step], squashX: squashes[step].0, squashY: squashes[step].1,
            eyesOpen: 1, happyEyes: true, smile: 1, snooze: 0, snoozeDrift: 0,
            sparkles: step == 0 ? 0.8 : 0, chew: chews[step])
    }

    static func draw(_ canvas: inout Canvas, pose: Pose) {
        let g = pose.grow
        let rx = (12.5 + 7 * g) * pose.squashX
        let ry = (9.5 + 5.8 * g) * pose.squashY
        let ground = 44.5
        let bottom = ground - pose.lift
        let cx = 24.0
        let cy = bottom - ry * 0.8
        let top = cy - ry
        let unit = 0.7 + 0.3 * g  // line weights and features scale with the body

        // Shadow on the ground, smaller and fainter as the bun rises.
        let shadowScale = 1 - 0.08 * pose.lift
        canvas.fill(
            .ellipse(Vec2(cx, ground + 0.6), rx * 0.82 * shadowScale, 1.9 * shadowScale),
            RGBA(96, 64, 40).fading(0.16))

        // Body: an ellipse with a flattened, rounded base and a twisted knot on top.
        let dome = Shape.ellipse(Vec2(cx, cy), rx, ry)
        let base = Shape.halfPlane(Vec2(cx, bottom), normal: Vec2(0, 1))
        let knot = Shape.ellipse(Vec2(cx, top + 0.4 * unit), 3.6 * unit, 2.4 * unit)
        let body = dome.smoothIntersection(base, 3.5 * unit).smoothUnion(knot, 2.2 * unit)
        canvas.fill(body.inflated(1.1 * unit), outline)
        canvas.fill(body, .linear(Vec2(cx, top - 2), doughTop, Vec2(cx, bottom), doughBottom))
        // A soft shadow along the lower edge rounds the dough.
        let lowerRim = body.subtracting(
            Shape.ellipse(Vec2(cx - 1.2, cy - 1.2 * unit), rx - 1.6 * unit, ry - 0.2))
        canvas.fill(lowerRim, RGBA(236, 182, 126).fading(0.45))

        // Pleats twisting out of the knot.
        for side in [-1.0, 1.0] {
            for (reach, drop) in [(3.2, 2.6), (6.4, 4.6)] {
                let start = Vec2(cx + side * 1.2 * unit, top + 0.2 * unit)
                let mid = Vec2(cx + side * (reach * 0.55) * unit, top + drop * 0.35 * unit)
                let end = Vec2(cx + side * reach * unit, top + drop * unit)
                canvas.fill(
                    .polyline(curve(start, mid, end), width: 0.75 * unit), pleat.fading(0.85))
            }
        }
        canvas.fill(.circle(Vec2(cx - 0.8 * unit, top - 0.2 * unit), 0.7 * unit), .white)

        // Face.
        let faceY = cy + ry * 0.18
        let eyeDX = rx * 0.42
        let eyeR = 1.45 + 0.85 * g
        for side in [-1.0, 1.0] {
            let eye = Vec2(cx + side * eyeDX, faceY - ry * 0.06)
            if pose.sad {
                drawSadEye(&canvas, at: eye, side: side, radius: eyeR, unit: unit)
            } else if pose.happyEyes {
                canvas.fill(
                    .arc(eye, radius: eyeR, start: -1.35, sweep: 2.7, width: 0.95 * unit), ink)
            } else if pose.eyesOpen < 0.12 {
                // Asleep: a relaxed downward curve.
                canvas.fill(
                    .arc(
                        Vec2(eye.x, eye.y - 0.6 * unit), radius: eyeR, start: 1.95, sweep: 2.4,
                        width: 0.85 * unit), ink)
            } else {
                let open = pose.eyesOpen
                let eyeRY = eyeR * 1.25 * open
                canvas.fill(.ellipse(eye, eyeR, max(eyeRY, 0.55)), ink)
                let shine = Ease.smoothstep(0.45, 0.8, open)
                if shine > 0 {
                    canvas.fill(
                        .circle(
                            Vec2(eye.x + eyeR * 0.35, eye.y - eyeRY * 0.4), eyeR * 0.42 * shine),
                        .white)
                    canvas.fill(
                        .circle(
                            Vec2(eye.x - eyeR * 0.35, eye.y + eyeRY * 0.45), eyeR * 0.2 * shine),
                        RGBA.white.fading(0.8))
                }
            }
            // Cheeks blush more as the bun wakes, and puff when chewing.
            let cheek = Vec2(cx + side * rx * 0.66, faceY + ry * 0.22)
            let puff = 1 + 0.25 * pose.chew
            canvas.fill(
                .ellipse(cheek, 2.6 * unit * puff, 1.55 * unit * puff),
                blush.fading(0.35 + 0.3 * g))
        }

        // Mouth.
        let mouth = Vec2(cx, faceY + ry * 0.2)
        if pose.sad {
            // A small frown: the top of a circle below the mouth.
            canvas.fill(
                .arc(Vec2(mouth.x, mouth.y + 1.6), radius: 2.1, start: -1.05, sweep: 2.1, width: 1),
                ink)
        } else if pose.smile <= 0 {
            canvas.fill(.ellipse(mouth, 0.8 * unit, 1.0 * unit), ink.fading(0.9))
        } else if pose.chew >= 1 {
            canvas.fill(
                .arc(Vec2(mouth.x, mouth.y - 1.2), radius: 1.6, start: 2.0, sweep: 2.28, width: 1),
                ink)
        } else {
            let r = (1.0 + 2.0 * pose.smile) * (1 - 0.35 * pose.chew)
            let opening = Shape.circle(Vec2(mouth.x, mouth.y - r * 0.15), r)
                .intersection(.halfPlane(Vec2(mouth.x, mouth.y - r * 0.15), normal: Vec2(0, -1)))
            canvas.fill(opening.inflated(0.2), mouthColor)
            canvas.fill(
                opening.intersection(.circle(Vec2(mouth.x, mouth.y + r * 0.95), r * 0.62)), tongue)
        }

        // Floating "z"s while asleep.
        if pose.snooze > 0 {
            for j in 0..<2 {
                let drift = (pose.snoozeDrift + Double(j) * 0.5).truncatingRemainder(dividingBy: 1)
                let size = 2.6 + 1.6 * drift
                let origin = Vec2(cx + rx * 0.55 + 3 + 5 * drift, top - 3 - 12 * drift)
                let fadeInOut =
                    Ease.smoothstep(0, 0.2, drift) * (1 - Ease.smoothstep(0.7, 1, drift))
                canvas.fill(
                    .polyline(
                        [
                            origin, Vec2(origin.x + size, origin.y),
                            Vec2(origin.x, origin.y + size),
                            Vec2(origin.x + size, origin.y + size),
                        ], width: 0.9),
                    snooze, opacity: pose.snooze * fadeInOut)
            }
        }

        if pose.sweat >= 0 {
            drawSweat(&canvas, slide: pose.sweat, cx: cx, cy: cy, rx: rx, ry: ry)
        }

        // Sparkles when fully awake.
        if pose.sparkles > 0 {
            let spots = [
                (Vec2(cx - rx + 0.5, top + 0.5), 2.6), (Vec2(cx + rx - 1.5, top - 2.5), 2.0),
            ]
            for (spot, size) in spots {
                canvas.fill(
                    .star(spot, points: 4, inner: size * 0.32, outer: size), sparkle,
                    opacity: pose.sparkles)
            }
        }
    }

    /// A downcast eye: a round eye looking down, half under a lid, with a brow raised at the
    /// inner end (`side` −1 for the left eye).
    static func drawSadEye(
        _ canvas: inout Canvas, at eye: Vec2, side: Double, radius: Double, unit: Double
    ) {
        let ball = Shape.ellipse(Vec2(eye.x, eye.y + 0.5 * unit), radius * 0.95, radius * 1.05)
        // The upper lid is down: only the part below it shows.
        let belowLid = Shape.halfPlane(Vec2(eye.x, eye.y - 0.1 * unit), normal: Vec2(0, -1))
        canvas.fill(ball.intersection(belowLid), ink)
        canvas.fill(.circle(Vec2(eye.x + radius * 0.3, eye.y + 0.6 * unit), radius * 0.28), .white)
        let inner = Vec2(eye.x - side * radius * 0.9, eye.y - radius * 2.1)
        let outer = Vec2(eye.x + side * radius * 1.1, eye.y - radius * 1.4)
        canvas.fill(.line(inner, outer, width: 0.8 * unit), ink)
    }

    /// The failure's sweat drop at the bun's right temple, `slide` of the way down.
    static func drawSweat(
        _ canvas: inout Canvas, slide: Double, cx: Double, cy: Double, rx: Double, ry: Double
    ) {
        let x = cx + rx * 0.86
        let y = cy - ry * 0.55 + 6 * slide
        let bulb = Shape.circle(Vec2(x, y + 1.1), 1.6)
        let tip = Shape.polygon([
            Vec2(x, y - 2.4), Vec2(x - 1.45, y + 0.7), Vec2(x + 1.45, y + 0.7),
        ])
        canvas.fill(bulb.smoothUnion(tip, 0.6), sweatDrop, opacity: 1 - 0.35 * slide)
        canvas.fill(.circle(Vec2(x - 0.5, y + 0.6), 0.45), .white, opacity: 0.8)
    }

    /// A quadratic Bézier through `a`, pulled towards `c`, ending at `b`, as a polyline.
    static func curve(_ a: Vec2, _ c: Vec2, _ b: Vec2) -> [Vec2] {
        (0...10).map { i in
            let t = Double(i) / 10
            let u = 1 - t
            return a * (u * u) + c * (2 * u * t) + b * (t * t)
        }
    }
}

extension SpriteSheetName {
    /// The GIF header's character.
    public static let chibi = SpriteSheetName("chibi")
}
