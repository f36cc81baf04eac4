import RefreshCore

/// The feed's avatars and the lists' empty-state picture: frames 0…7 are round 40×40 pt faces,
/// each its own background, skin, hair and smile, so authors are told apart at a glance; frame 8
/// is an empty tray, the picture over "Nothing here yet" (drawn at its size, 40×40 pt, twice).
enum AvatarArt: SheetArt {
    static let shape = SheetShape(.avatars, frames: 9, pointSize: 40)
    /// The frame of the empty-state picture.
    static let emptyFrame = 8

    private static let backgrounds: [RGBA] = [
        RGBA(255, 204, 153), RGBA(173, 216, 230), RGBA(204, 230, 179), RGBA(230, 190, 230),
        RGBA(255, 230, 153), RGBA(191, 204, 242), RGBA(242, 179, 179), RGBA(179, 230, 217),
    ]
    private static let skins: [RGBA] = [
        RGBA(255, 224, 196), RGBA(235, 190, 150), RGBA(198, 134, 90), RGBA(141, 85, 54),
    ]
    private static let hair: [RGBA] = [
        RGBA(64, 43, 31), RGBA(26, 26, 31), RGBA(191, 128, 64), RGBA(230, 204, 128),
        RGBA(140, 64, 38),
    ]

    static func frames(scale: Int) -> [Canvas] {
        shape.drawFrames(0..<emptyFrame, scale: scale, drawFace)
            + shape.drawFrames(emptyFrame..<shape.frames, scale: scale) { canvas, _ in
                drawTray(&canvas)
            }
    }

    /// Face `k` on `canvas`.
    private static func drawFace(_ canvas: inout Canvas, _ k: Int) {
        canvas.fill(.circle(Vec2(20, 20), 20), backgrounds[k])
        let skin = skins[k % skins.count]
        let hairColor = hair[(k * 3) % hair.count]
        canvas.fill(.ellipse(Vec2(20, 40), 14, 9), RGBA(77, 89, 115))
        canvas.fill(.circle(Vec2(20, 18), 9.5), hairColor)
        canvas.fill(.ellipse(Vec2(20, 21), 8, 9), skin)
        if k % 2 == 0 { canvas.fill(.ellipse(Vec2(20, 12), 9, 4), hairColor) }
        let dark = RGBA(38, 38, 46)
        canvas.fill(.circle(Vec2(17, 20), 1.2), dark)
        canvas.fill(.circle(Vec2(23, 20), 1.2), dark)
        canvas.fill(.arc(Vec2(20, 22), radius: 4, start: 2.2, sweep: 1.9, width: 1.2), dark)
    }

    /// The empty tray on `canvas`.
    private static func drawTray(_ canvas: inout Canvas) {
        let line = RGBA(174, 174, 186)
        canvas.fill(.polygon([Vec2(6, 22), Vec2(12, 8), Vec2(28, 8), Vec2(34, 22)]), line)
        canvas.fill(.polygon([Vec2(8, 22), Vec2(13, 10), Vec2(27, 10), Vec2(32, 22)]), .white)
        canvas.fill(.polygon([Vec2(4, 22), Vec2(36, 22), Vec2(36, 34), Vec2(4, 34)]), line)
        canvas.fill(.polygon([Vec2(14, 22), Vec2(26, 22), Vec2(24, 27), Vec2(16, 27)]), .white)
    }
}

extension SpriteSheetName {
    /// The feed's avatars.
    public static let avatars = SpriteSheetName("avatars")
}
