/// A check or a cross in the spinner's place while a result is on show (the normal header's and
/// normal footers' answer to "did it work?").
///
/// The `result` sheet holds the check (frame 0) and the cross (frame 1). The mark pops in over
/// 0.2 s, growing from half size as it fades in, and goes the way the spinner goes when the
/// refresh ends: it fades out over the component's closing, or hides at once.
public struct ResultMark: Sendable {
    /// Where the mark is: hidden, shown since a time, or fading out along a tween.
    private enum Presence: Sendable {
        case hidden
        case shown(RefreshResult, since: Double)
        case fading(RefreshResult, since: Double, fade: Tween)
    }

    /// The sheet of marks: frame 0 the check, frame 1 the cross.
    public let sheet: SpriteSheet
    private var presence = Presence.hidden

    /// Seconds the mark takes to pop in.
    public static let popDuration = 0.2

    /// A hidden mark drawing from `sheet`.
    public init(sheet: SpriteSheet) {
        self.sheet = sheet
    }

    /// The frame of `result` in the sheet.
    public static func frame(of result: RefreshResult) -> Int { result == .success ? 0 : 1 }

    /// The result shown, nil while hidden.
    public var result: RefreshResult? {
        switch presence {
        case .hidden: return nil
        case .shown(let result, _), .fading(let result, _, _): return result
        }
    }

    /// Shows `result`, popping in from `time`.
    public mutating func show(_ result: RefreshResult, at time: Double) {
        presence = .shown(result, since: time)
    }

    /// Fades it out from `time` over `duration`, its component's closing (nothing when hidden
    /// or fading).
    public mutating func fadeOut(at time: Double, over duration: Double) {
        guard case .shown(let result, let since) = presence else { return }
        let fade = Tween(from: 1, to: 0, startTime: time, duration: duration, curve: .easeInOut)
        presence = .fading(result, since: since, fade: fade)
    }

    /// Hides it at once.
    public mutating func hide() { presence = .hidden }

    /// Its opacity from the fade at `time`: 1 while shown, 0 once hidden or faded out.
    private func fadeValue(at time: Double) -> Double {
        switch presence {
        case .hidden: return 0
        case .shown: return 1
        case .fading(_, _, let fade): return time < fade.endTime ? fade.value(at: time) : 0
        }
    }

    /// How far it has popped in at `time`, 0…1.
    private func grown(at time: Double) -> Double {
        let since: Double
        switch presence {
        case .hidden: return 0
        case .shown(_, let start), .fading(_, let start, _): since = start
        }
        return Tween(from: 0, to: 1, startTime: since, duration: Self.popDuration, curve: .easeOut)
            .value(at: time)
    }

    /// Whether it is drawn at `time`.
    public func isVisible(at time: Double) -> Bool {
        switch presence {
        case .hidden: return false
        case .shown: return true
        case .fading(_, _, let fade): return time < fade.endTime
        }
    }

    /// Whether it pops in or fades out at `time`.
    public func isAnimating(at time: Double) -> Bool {
        switch presence {
        case .hidden: return false
        case .shown(_, let since): return time < since + Self.popDuration
        case .fading(_, _, let fade): return time < fade.endTime
        }
    }

    /// The sheet index shown at `time`, or −1.
    public func frame(at time: Double) -> Int {
        guard let result, isVisible(at: time) else { return -1 }
        return Self.frame(of: result)
    }

    /// Draws it centred on `center` at `time`, its opacity multiplied by `alpha`, at `scale`
    /// times its sheet's size once grown (the text scale of the title beside it).
    public func draw(
        into list: inout DrawList, center: Point, alpha: Double, at time: Double,
        scale textScale: Double = 1
    ) {
        let index = frame(at: time)
        guard index >= 0 else { return }
        let grown = grown(at: time)
        let size = sheet.pointSize(scaledBy: (0.5 + 0.5 * grown) * textScale)
        list.sprite(
            sheet.name, frame: index, in: Rect.centered(at: center, size: size),
            alpha: alpha * grown * fadeValue(at: time))
    }
}
