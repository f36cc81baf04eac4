/// The normal header's and back footer's arrow: one sprite, tinted, turning between two
/// directions over MJRefresh's 0.25 s.
public struct ArrowTurn: Sendable {
    /// The arrow's sheet (one frame drawn pointing down).
    public let sheet: SpriteSheet
    private var turn: Tween

    /// An arrow drawing `sheet`, at rest at `rotation` radians (clockwise on screen).
    public init(sheet: SpriteSheet, rotation: Double) {
        self.sheet = sheet
        turn = Tween(from: rotation, to: rotation, startTime: 0, duration: 0, curve: .linear)
    }

    /// The rotation at `time`, radians clockwise on screen.
    public func rotation(at time: Double) -> Double { turn.value(at: time) }

    /// Whether it is still turning at `time`.
    public func isTurning(at time: Double) -> Bool { time < turn.endTime }

    /// Turns from where it is to `angle`, over 0.25 s or at once.
    public mutating func turn(to angle: Double, at time: Double, animated: Bool = true) {
        turn = Tween(
            from: rotation(at: time), to: angle, startTime: time,
            duration: animated ? RefreshConstants.fastAnimationDuration : 0, curve: .easeInOut)
    }

    /// Draws it centred on `center` at `time`, tinted with `tint`.
    public func draw(
        into list: inout DrawList, center: Point, alpha: Double, tint: Color, at time: Double
    ) {
        list.sprite(
            sheet.name, frame: 0, in: Rect.centered(at: center, size: sheet.pointSize),
            rotation: rotation(at: time), alpha: alpha, tint: tint)
    }
}
