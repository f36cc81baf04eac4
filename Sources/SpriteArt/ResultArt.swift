import RefreshCore

/// The marks the normal header and footers show in the spinner's place when a request ends
/// with a result: 2 frames, 20×20 pt, the spinner's size.
///
/// Frame 0 is the success, a white check on a green disc; frame 1 the failure, a white cross on
/// a red disc (iOS's system green and red, as `RefreshConstants` names them). The disc has a
/// darker rim so it reads on the light header, and the strokes are round-capped like the
/// spinner's spokes.
enum ResultArt: SheetArt {
    static let pointSize = 20.0
    static let shape = SheetShape(.result, frames: 2, pointSize: pointSize)
    static let green = RGBA(RefreshConstants.successColor)
    static let red = RGBA(RefreshConstants.failureColor)

    static func frames(scale: Int) -> [Canvas] {
        let centre = Vec2(pointSize / 2, pointSize / 2)
        let check = Shape.polyline([Vec2(5.6, 10.4), Vec2(8.7, 13.4), Vec2(14.4, 6.9)], width: 2.3)
        let cross = Shape.line(Vec2(6.8, 6.8), Vec2(13.2, 13.2), width: 2.3)
            .union(.line(Vec2(13.2, 6.8), Vec2(6.8, 13.2), width: 2.3))
        let marks = [(green, check), (red, cross)]
        return shape.drawFrames(scale: scale) { canvas, index in
            let (colour, glyph) = marks[index]
            canvas.fill(.circle(centre, 9.2), RGBA.mix(colour, RGBA(0, 0, 0), 0.18))
            canvas.fill(.circle(centre, 8.4), colour)
            canvas.fill(glyph, .white)
        }
    }
}

extension SpriteSheetName {
    /// A result's check and cross.
    public static let result = SpriteSheetName("result")
}
