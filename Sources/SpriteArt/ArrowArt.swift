import RefreshCore

/// The NormalHeader's arrow: one frame, 15×40 pt, pointing down, white (tinted when drawn).
enum ArrowArt: SheetArt {
    static let shape = SheetShape(.arrow, frames: 1, pointWidth: 15, pointHeight: 40)

    static func frames(scale: Int) -> [Canvas] {
        var canvas = shape.canvas(scale: scale)
        let white = RGBA.white
        let tip = Vec2(7.5, 37.6)
        let stroke = 2.0
        // The shaft stops a little short of the tip so the joint stays crisp.
        canvas.fill(.line(Vec2(7.5, 2.2), Vec2(7.5, 36.4), width: stroke), white)
        canvas.fill(.line(tip, Vec2(1.6, 31.2), width: stroke), white)
        canvas.fill(.line(tip, Vec2(13.4, 31.2), width: stroke), white)
        return [canvas]
    }
}

extension SpriteSheetName {
    /// MJRefresh's arrow, turned as the pull passes the trigger.
    public static let arrow = SpriteSheetName("arrow")
}
