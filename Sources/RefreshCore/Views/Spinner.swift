/// A spinner drawn from sprite frames: turning while shown, optionally fading out when hidden
/// (the part UIActivityIndicatorView plays in MJRefresh's normal header and footers).
///
/// A value type driven by the component's clock; the header and the footers share it so the
/// turn, the fade (over the component's closing) and the frame reported in the trace are the
/// same everywhere.
public struct Spinner: Sendable {
    /// The frames of one turn.
    public let sheet: SpriteSheet
    private var startTime = 0.0
    private var fade: Tween?
    private var shown = false

    /// A hidden spinner drawing `sheet`.
    public init(sheet: SpriteSheet) {
        self.sheet = sheet
    }

    /// Shows it, turning from frame 0, at `time`.
    public mutating func start(at time: Double) {
        shown = true
        fade = nil
        startTime = time
    }

    /// Starts its fade-out at `time` over `duration` (its component's closing); it keeps
    /// turning while it fades.
    public mutating func fadeOut(at time: Double, over duration: Double) {
        guard shown, fade == nil else { return }
        fade = Tween(from: 1, to: 0, startTime: time, duration: duration, curve: .easeInOut)
    }

    /// Hides it at once.
    public mutating func hide() {
        shown = false
        fade = nil
    }

    /// Whether it is drawn at `time` (shown, or still fading).
    public func isVisible(at time: Double) -> Bool {
        guard shown else { return false }
        if let fade, time >= fade.endTime { return false }
        return true
    }

    /// Its opacity at `time`, 0 when not visible.
    public func alpha(at time: Double) -> Double {
        guard isVisible(at: time) else { return 0 }
        return fade?.value(at: time) ?? 1
    }

    /// The sheet index shown at `time` (one turn per `RefreshConstants.spinnerPeriod`), or −1.
    public func frame(at time: Double) -> Int {
        guard isVisible(at: time) else { return -1 }
        let turn = SpriteAnimation(
            frameCount: sheet.frameCount, duration: RefreshConstants.spinnerPeriod, loops: true)
        return turn.frame(at: time - startTime)
    }

    /// Draws it centred on `center` at `time`, its opacity multiplied by `alpha`, `scale`
    /// times its sheet's size (the text scale of the title beside it).
    public func draw(
        into list: inout DrawList, center: Point, alpha: Double, at time: Double,
        scale: Double = 1
    ) {
        let index = frame(at: time)
        guard index >= 0 else { return }
        list.sprite(
            sheet.name, frame: index,
            in: Rect.centered(at: center, size: sheet.pointSize(scaledBy: scale)),
            alpha: alpha * self.alpha(at: time))
    }
}
