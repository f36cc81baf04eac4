import RefreshCore

/// A balloon that grows as you pull, shakes while refreshing and bursts when the refresh ends
/// (the seed's `BalloonRefreshHeader`), drawn centred with no text but a result's: "Refresh
/// failed" (or "Refresh completed") while it is on show and through the closing after it. When
/// the request fails it does not burst: it slips its string and drifts away up out of sight.
///
/// Written on `RefreshCore`'s public API only, as any app would write its own look. The
/// `balloon` sheet holds 13 frames, 0.15 s each: 0–4 while idle, chosen by the pull
/// (floor(5 × pullingPercent), clamped); 5–6 looping while pulling and refreshing; 7–12 once,
/// whole, when a refresh ends (0.9 s, longer than the 0.4 s the header takes to close) or as
/// soon as a success goes on show. The burst is not cut short by the pull changing as the header
/// closes; only a new pull or refresh replaces it. The drift (`BalloonDrift`) starts when a
/// failure goes on show; the balloon stays gone until the header has closed. Every time it
/// needs comes from the moment: the look keeps none.
public struct BalloonLook: RefreshLook, Sendable {
    /// The sheet the frames come from.
    public let sheet: SpriteSheet
    /// Seconds each frame is shown.
    public let frameDuration = 0.15
    /// The frames chosen by the pull while idle.
    public let idleFrames = 0..<5
    /// The frames that loop while pulling and refreshing.
    public let shakingFrames = 5..<7
    /// The frames played once when a refresh ends.
    public let burstFrames = 7..<13
    /// How the balloon leaves after a failure.
    public var drift = BalloonDrift()
    /// The words of a result: no state title and no last-updated line, only the results.
    public var words: TitleLook = {
        var words = TitleLook(
            keys: [:],
            resultKeys: [
                .success: .headerSuccess, .failure: .headerFailure, .cancelled: .cancelled,
            ])
        words.isDetailHidden = true
        return words
    }()

    /// A balloon drawing frames of `sheet` (the `balloon` sheet's 13 frames).
    public init(sheet: SpriteSheet) {
        self.sheet = sheet
    }

    /// As tall as a frame.
    public var preferredHeight: Double { sheet.pointHeight }

    /// Seconds the burst lasts: 6 frames of 0.15 s.
    public var burstDuration: Double { frameDuration * Double(burstFrames.count) }

    /// When the burst began at `moment`: as a success went on show, or as a refresh with no
    /// result on show ended; nil when no burst belongs to this state.
    private func burstSince(at moment: RefreshMoment) -> Double? {
        if moment.shownResult == .success { return moment.resultSince }
        return moment.shownResult == nil ? moment.closingSince : nil
    }

    /// Seconds since the burst began while it plays at `moment`, nil otherwise. The tolerance
    /// keeps a frame change that falls exactly on a tick from landing a rounding error early or
    /// late.
    private func burstElapsed(at moment: RefreshMoment) -> Double? {
        guard moment.state == .idle || moment.result == .success,
            let burstStart = burstSince(at: moment)
        else { return nil }
        let elapsed = moment.time - burstStart + 1e-9
        return elapsed < burstDuration ? elapsed : nil
    }

    /// Whether the burst is playing at `moment`.
    public func isBursting(at moment: RefreshMoment) -> Bool { burstElapsed(at: moment) != nil }

    /// Seconds since the drift began while the balloon is drifting or gone at `moment`, nil
    /// otherwise: through the failure's dwell, and after it until the header has closed (its
    /// own `timing.closing`) or the drift is over, whichever is later.
    private func driftElapsed(at moment: RefreshMoment) -> Double? {
        guard moment.shownResult == .failure else { return nil }
        let elapsed = moment.time - moment.resultSince
        if moment.result == .failure { return elapsed }
        guard moment.state == .idle, moment.closingSince != nil else { return nil }
        let drifting = moment.time < moment.resultSince + drift.duration
        return drifting || moment.isClosing ? elapsed : nil
    }

    /// Whether the balloon is drifting away, or gone after it, at `moment`.
    public func isDrifting(at moment: RefreshMoment) -> Bool { driftElapsed(at: moment) != nil }

    /// The drift's frame (−1 once gone), the burst, the pull's frame, or the shaking loop.
    public func frameIndex(at moment: RefreshMoment) -> Int {
        if let elapsed = driftElapsed(at: moment) {
            return elapsed < drift.duration ? drift.frame : -1
        }
        if let elapsed = burstElapsed(at: moment) {
            let burst = SpriteAnimation(
                firstFrame: burstFrames.lowerBound, frameCount: burstFrames.count,
                duration: burstDuration, loops: false)
            return burst.frame(at: elapsed)
        }
        switch moment.state {
        case .idle, .noMoreData:
            let idle = SpriteAnimation(
                firstFrame: idleFrames.lowerBound, frameCount: idleFrames.count, duration: 0,
                loops: false)
            return idle.frame(forPercent: moment.pullingPercent)
        case .pulling, .refreshing, .willRefresh:
            let shaking = SpriteAnimation(
                firstFrame: shakingFrames.lowerBound, frameCount: shakingFrames.count,
                duration: frameDuration * Double(shakingFrames.count), loops: true)
            return shaking.frame(at: moment.time - moment.stateSince + 1e-9)
        }
    }

    /// Shaking, bursting, or drifting away.
    public func isAnimating(at moment: RefreshMoment) -> Bool {
        if isDrifting(at: moment) { return true }
        return moment.state == .pulling || moment.state == .refreshing || isBursting(at: moment)
    }

    /// The result's words while one is on show or the header closes after it, else none.
    public func title(at moment: RefreshMoment) -> String { words.title(at: moment) }

    /// Sets the words of a result.
    public mutating func setTitle(_ title: String, for result: RefreshResult) {
        words.setTitle(title, for: result)
    }

    /// Draws the frame centred, or carried off by the drift, and a result's words over it.
    public func draw(
        into list: inout DrawList, in frame: Rect, moment: RefreshMoment, metrics: TextMetrics
    ) {
        // With words the balloon stands beside them, as an image beside a title does, so it
        // never covers them; alone it is centred.
        let layout = words.layout(
            at: moment, in: frame,
            reserve: placement.reach(width: sheet.pointWidth, rightAligned: false),
            metrics: metrics)
        words.draw(layout, into: &list, in: frame, moment: moment, metrics: metrics)
        let x = placement.centerX(in: frame, textWidth: layout.width)
        drawBalloon(into: &list, centerX: x, in: frame, moment: moment)
    }

    /// Where the balloon stands beside a result's words.
    private var placement: BesideText { BesideText(gap: RefreshConstants.labelLeftInset) }

    private func drawBalloon(
        into list: inout DrawList, centerX: Double, in frame: Rect, moment: RefreshMoment
    ) {
        let index = frameIndex(at: moment)
        guard let elapsed = driftElapsed(at: moment) else {
            let rect = Rect.centered(at: Point(x: centerX, y: frame.midY), size: sheet.pointSize)
            list.sprite(sheet.name, frame: index, in: rect, alpha: moment.alpha)
            return
        }
        guard index >= 0 else { return }
        let place = drift.place(at: elapsed)
        let size = sheet.pointSize(scaledBy: place.scale)
        let center = Point(x: centerX + place.dx, y: frame.midY - place.rise)
        list.sprite(
            sheet.name, frame: index, in: Rect.centered(at: center, size: size),
            rotation: place.tilt, alpha: moment.alpha * place.opacity)
    }
}
