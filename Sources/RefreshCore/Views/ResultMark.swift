/// A check or a cross in the spinner's place while a result is on show (the normal header's and
/// normal footers' answer to "did it work?").
///
/// The `result` sheet holds the check (frame 0) and the cross (frame 1). The mark pops in over
/// 0.2 s, growing from half size as it fades in, and goes the way the spinner goes when the
/// refresh ends: it fades out over 0.4 s, or hides at once.
public struct ResultMark: Sendable {
    /// The sheet of marks: frame 0 the check, frame 1 the cross.
    public let sheet: SpriteSheet
    /// The result shown, nil while hidden.
    public private(set) var result: RefreshResult?
    private var pop = Tween(from: 1, to: 1, startTime: 0, duration: 0, curve: .easeOut)
    private var fade: Tween?

    /// Seconds the mark takes to pop in.
    public static let popDuration = 0.2

    /// A hidden mark drawing from `sheet`.
    public init(sheet: SpriteSheet) {
        self.sheet = sheet
    }

    /// The frame of `result` in the sheet.
    public static func frame(of result: RefreshResult) -> Int { result == .success ? 0 : 1 }

    /// Shows `result`, popping in from `time`.
    public mutating func show(_ result: RefreshResult, at time: Double) {
        self.result = result
        fade = nil
        pop = Tween(from: 0, to: 1, startTime: time, duration: Self.popDuration, curve: .easeOut)
    }

    /// Fades it out over MJRefresh's 0.4 s from `time` (nothing when hidden or fading).
    public mutating func fadeOut(at time: Double) {
        guard result != nil, fade == nil else { return }
        fade = Tween(
            from: 1, to: 0, startTime: time, duration: RefreshConstants.slowAnimationDuration,
            curve: .easeInOut)
    }

    /// Hides it at once.
    public mutating func hide() {
        result = nil
        fade = nil
    }

    /// Whether it is drawn at `time`.
    public func isVisible(at time: Double) -> Bool {
        result != nil && time < (fade?.endTime ?? .infinity)
    }

    /// Whether it pops in or fades out at `time`.
    public func isAnimating(at time: Double) -> Bool {
        isVisible(at: time) && (time < pop.endTime || fade != nil)
    }

    /// The sheet index shown at `time`, or −1.
    public func frame(at time: Double) -> Int {
        guard let result, isVisible(at: time) else { return -1 }
        return Self.frame(of: result)
    }

    /// Draws it centred on `center` at `time`, its opacity multiplied by `alpha`.
    public func draw(into list: inout DrawList, center: Point, alpha: Double, at time: Double) {
        let index = frame(at: time)
        guard index >= 0 else { return }
        let grown = pop.value(at: time)
        let scale = 0.5 + 0.5 * grown
        let size = Size(width: sheet.pointWidth * scale, height: sheet.pointHeight * scale)
        let opacity = grown * (fade?.value(at: time) ?? 1)
        list.sprite(
            sheet.name, frame: index, in: Rect.centered(at: center, size: size),
            alpha: alpha * opacity)
    }
}
