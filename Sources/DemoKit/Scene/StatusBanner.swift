import RefreshCore

/// The status bar: a short message across the top that takes its own space, so it never covers
/// a row. While it shows, everything under it (the list, its header and footer, the scrollbar,
/// the menu) is drawn that much lower and input is moved up to match; then it slides up out of
/// the way (at once under reduced motion) and the list takes its place back.
///
/// It shows at launch and after every change of what it says, for `duration`; moving the
/// pointer along the top edge (no button held) shows it again. Its slide keeps a window drawing
/// (`isAnimating`) but never keeps a run from settling. Neither the scroll view nor the trace
/// sees it: the view keeps its size, the list is only drawn lower.
struct StatusBanner {
    /// When it last appeared (seconds on the scene's clock).
    var shownAt = 0.0
    /// Its text.
    var text = ""
    /// What it named when its text was made.
    var shown: BannerMessage.Shown?
    /// The room it took when the pointer's button went down, kept for input until it goes up.
    private var heldShift: Double?
    /// Its height when whole, as the last frame laid its text out (points).
    private(set) var fullHeight = minHeight
    private let fit = FittedTextCache()

    /// Seconds it stays whole after it appears (long enough to read two short phrases).
    static let duration = 2.5
    /// Seconds of its slide out.
    static let slide = 0.3
    /// Its height for one line of its 11-point type: 22 points.
    static let minHeight = 22.0
    /// Its text's style.
    static let style = TextStyle(weight: .bold, size: 11)

    /// The room it takes at `time`: whole, then sliding to 0 (whole points, so nothing under it
    /// lands between pixels).
    func height(at time: Double, reducesMotion: Bool) -> Double {
        let sliding = (time - shownAt - Self.duration) / Self.slide
        if sliding <= 0 { return fullHeight }
        if reducesMotion || sliding >= 1 { return 0 }
        return (fullHeight * (1 - sliding)).rounded()
    }

    /// Whether it is yet to slide out at `time`.
    func isAnimating(at time: Double) -> Bool {
        time < shownAt + Self.duration + Self.slide
    }

    /// A pointer moved along the top edge at `time` with no button held (`pressed` false)
    /// shows it again.
    mutating func noteHover(_ event: InputEvent, pressed: Bool, at time: Double) {
        guard case .pointerMove(let point) = event, !pressed, point.y >= 0,
            point.y < Self.minHeight
        else { return }
        shownAt = time
    }

    /// Says what `now` names, against what it named before, and shows again at `time`; nothing
    /// when that has not changed (a declarative scene rebuilds at every refresh).
    mutating func show(
        _ now: BannerMessage.Shown, texts: ListTexts, languageName: String, at time: Double
    ) {
        guard now != shown else { return }
        text = BannerMessage.text(
            now: now, before: shown, texts: texts, languageName: languageName)
        shown = now
        shownAt = time
    }

    /// Lays its text out for `view` at `scale` and keeps the height it needs whole: one line,
    /// or two in a taller bar when the text does not fit on one.
    mutating func layOut(view: Rect, scale: Double, metrics: TextMetrics) -> FittedText {
        let fitted = fit.fit(
            text, style: Self.style.scaled(by: scale),
            width: view.width - 2 * TitleLook.edgeMargin, height: view.height / 4,
            metrics: metrics)
        fullHeight = max(Self.minHeight, (fitted.height + 6).rounded(.up))
        return fitted
    }

    /// Draws it `height` points tall at the top of `view` (its lower part while it slides out).
    func draw(
        _ fitted: FittedText, height: Double, into list: inout DrawList, view: Rect,
        metrics: TextMetrics, palette: DemoPalette
    ) {
        guard height > 0 else { return }
        let bar = Rect(
            x: view.minX, y: view.minY + height - fullHeight, width: view.width,
            height: fullHeight)
        list.clipped(to: Rect(x: view.minX, y: view.minY, width: view.width, height: height)) {
            list in
            list.fill(bar, palette.bar)
            fitted.draw(centeredIn: bar, color: palette.overlayText, into: &list, metrics: metrics)
        }
    }

    /// `event` moved up by the bar's room, where the list is under the pointer; `room` is the
    /// room the bar takes now. A press keeps the room it began with until it ends, so the bar
    /// sliding away under a held pointer never moves the content by itself: a drag moves it as
    /// far as the pointer moves.
    mutating func lift(_ event: InputEvent, room: Double) -> InputEvent {
        let shift: Double
        switch event {
        case .pointerDown:
            shift = room
            heldShift = shift
        case .pointerUp, .pointerCancel:
            shift = heldShift ?? room
            heldShift = nil
        default:
            shift = heldShift ?? room
        }
        guard shift > 0 else { return event }
        func up(_ point: Point) -> Point { Point(x: point.x, y: point.y - shift) }
        switch event {
        case .pointerDown(let point): return .pointerDown(up(point))
        case .pointerMove(let point): return .pointerMove(up(point))
        case .pointerUp(let point): return .pointerUp(up(point))
        case .secondaryClick(let point): return .secondaryClick(up(point))
        default: return event
        }
    }
}
