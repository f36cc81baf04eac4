import RefreshCore

/// A balloon that grows as you pull, shakes while refreshing and bursts when the refresh ends
/// (the seed's `BalloonRefreshHeader`), drawn centred with no text.
///
/// Written on `RefreshCore`'s public API only, as any app would write its own look. The
/// `balloon` sheet holds 13 frames, 0.15 s each: 0–4 while idle, chosen by the pull
/// (floor(5 × pullingPercent), clamped); 5–6 looping while pulling and refreshing; 7–12 once,
/// whole, when a refresh ends (0.9 s, longer than the 0.4 s the header takes to close). The
/// burst is not cut short by the pull changing as the header closes; only a new pull or refresh
/// replaces it.
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

    private var loopStart = 0.0
    private var burstStart: Double?

    /// A balloon drawing frames of `sheet` (the `balloon` sheet's 13 frames).
    public init(sheet: SpriteSheet) {
        self.sheet = sheet
    }

    /// As tall as a frame.
    public var preferredHeight: Double { sheet.pointHeight }

    /// Seconds the burst lasts: 6 frames of 0.15 s.
    public var burstDuration: Double { frameDuration * Double(burstFrames.count) }

    /// Seconds since the burst began while it plays at `moment`, nil otherwise. The tolerance
    /// keeps a frame change that falls exactly on a tick from landing a rounding error early or
    /// late.
    private func burstElapsed(at moment: RefreshMoment) -> Double? {
        guard moment.state == .idle, let burstStart else { return nil }
        let elapsed = moment.time - burstStart + 1e-9
        return elapsed < burstDuration ? elapsed : nil
    }

    /// Whether the burst is playing at `moment`.
    public func isBursting(at moment: RefreshMoment) -> Bool { burstElapsed(at: moment) != nil }

    /// Starts the burst when a refresh ends; restarts the shaking loop.
    public mutating func stateDidChange(
        from old: RefreshState, to new: RefreshState, at time: Double
    ) {
        burstStart = old == .refreshing && new == .idle ? time : nil
        loopStart = time
    }

    /// The burst, the pull's frame, or the shaking loop.
    public func frameIndex(at moment: RefreshMoment) -> Int {
        switch moment.state {
        case .idle, .noMoreData:
            if let elapsed = burstElapsed(at: moment) {
                let burst = SpriteAnimation(
                    firstFrame: burstFrames.lowerBound, frameCount: burstFrames.count,
                    duration: burstDuration, loops: false)
                return burst.frame(at: elapsed)
            }
            let idle = SpriteAnimation(
                firstFrame: idleFrames.lowerBound, frameCount: idleFrames.count, duration: 0,
                loops: false)
            return idle.frame(forPercent: moment.pullingPercent)
        case .pulling, .refreshing, .willRefresh:
            let shaking = SpriteAnimation(
                firstFrame: shakingFrames.lowerBound, frameCount: shakingFrames.count,
                duration: frameDuration * Double(shakingFrames.count), loops: true)
            return shaking.frame(at: moment.time - loopStart + 1e-9)
        }
    }

    /// Shaking or bursting.
    public func isAnimating(at moment: RefreshMoment) -> Bool {
        moment.state == .pulling || moment.state == .refreshing || isBursting(at: moment)
    }

    /// Draws the frame centred.
    public func draw(
        into list: inout DrawList, in frame: Rect, moment: RefreshMoment, metrics: TextMetrics
    ) {
        let rect = Rect.centered(at: Point(x: frame.midX, y: frame.midY), size: sheet.pointSize)
        list.sprite(sheet.name, frame: frameIndex(at: moment), in: rect, alpha: moment.alpha)
    }
}
