import RefreshCore

/// The floor header's hint: 10 frames, 36×36 pt — four steps and a landing climbing to a door.
///
/// Frames 0–8 light the climb from the bottom step to the door (frame k: k/8 of it, each part
/// brightening in turn); frame 9 is the floor ready: everything lit, the doorway glowing, with
/// a spark on either side.
enum StairsArt: InkedArt {
    static let pointSize = 36.0
    static let shape = SheetShape(.stairs, frames: frameCount, pointSize: pointSize)
    static let frameCount = 10

    static let lit = RGBA(244, 160, 20)
    static let litTop = RGBA(255, 214, 120)
    static let doorLight = RGBA(255, 226, 150)
    static let frame = RGBA(196, 120, 0)

    /// The steps' blocks (each from its top down to the ground) and the landing, bottom first.
    static let blocks: [(x0: Double, x1: Double, top: Double)] = [
        (2, 8, 27.5), (8, 14, 22), (14, 20, 16.5), (20, 26, 11), (26, 34, 11),
    ]
    static let ground = 33.0

    static func frames(scale: Int, ink: RGBA) -> [Canvas] {
        // What is not lit yet is the ink, faint.
        let unlit = ink.fading(0.3)
        return shape.drawFrames(scale: scale) { canvas, k in
            let climb = min(1, Double(k) / Double(frameCount - 2))
            let ready = k == frameCount - 1
            // Parts light one after another: the blocks, then the door.
            let parts = Double(blocks.count + 1)
            if ready { drawGlow(&canvas) }
            for (index, block) in blocks.enumerated() {
                let light = Ease.clamp(climb * parts - Double(index))
                drawBlock(&canvas, block, light: light, unlit: unlit)
            }
            drawDoor(
                &canvas, light: Ease.clamp(climb * parts - Double(blocks.count)), unlit: unlit)
            if ready { drawSparks(&canvas) }
        }
    }

    static func drawBlock(
        _ canvas: inout Canvas, _ block: (x0: Double, x1: Double, top: Double), light: Double,
        unlit: RGBA
    ) {
        let body = Shape.polygon([
            Vec2(block.x0, block.top), Vec2(block.x1, block.top), Vec2(block.x1, ground),
            Vec2(block.x0, ground),
        ])
        let tread = Shape.polygon([
            Vec2(block.x0, block.top), Vec2(block.x1, block.top), Vec2(block.x1, block.top + 1.6),
            Vec2(block.x0, block.top + 1.6),
        ])
        canvas.fill(body, RGBA.mix(unlit, lit, light))
        canvas.fill(tread, RGBA.mix(unlit, litTop, light))
    }

    /// An arched doorway on the landing: its frame, and its inside lit as the climb ends.
    static func drawDoor(_ canvas: inout Canvas, light: Double, unlit: RGBA) {
        let doorway = Shape.polygon([
            Vec2(27.5, 5.5), Vec2(32.5, 5.5), Vec2(32.5, 11), Vec2(27.5, 11),
        ]).union(.circle(Vec2(30, 5.5), 2.5))
        canvas.fill(doorway.inflated(1.1), RGBA.mix(unlit, frame, light))
        canvas.fill(doorway, RGBA.mix(RGBA(255, 255, 255, 0.6), doorLight, light))
    }

    /// A soft halo behind the doorway.
    static func drawGlow(_ canvas: inout Canvas) {
        let centre = Vec2(30, 7)
        let paint = Paint.field { p in
            let d = (p - centre).length
            return doorLight.fading(0.55 * Ease.clamp(1 - d / 9))
        }
        canvas.fill(.circle(centre, 9), paint)
    }

    /// Two small four-point sparks beside the door.
    static func drawSparks(_ canvas: inout Canvas) {
        for (centre, size) in [(Vec2(22.5, 3.5), 2.6), (Vec2(33.8, 17), 1.8)] {
            canvas.fill(.star(centre, points: 4, inner: size * 0.3, outer: size), litTop)
        }
    }
}

extension SpriteSheetName {
    /// The second floor's stairs.
    public static let stairs = SpriteSheetName("stairs")
}
