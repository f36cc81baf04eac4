/// A balloon that grows as you pull, shakes while refreshing and bursts when the refresh ends
/// (the seed's `BalloonRefreshHeader`), drawn centred with both labels hidden.
///
/// The `balloon` sheet holds 13 frames, 0.15 s each: 0–4 while idle, chosen by the pull
/// (floor(5 × pullingPercent), clamped); 5–6 looping while pulling and refreshing; 7–12 once,
/// whole, when a refresh ends (0.9 s, longer than the 0.4 s the header takes to close). The
/// burst is not cut short by the pull changing as the header closes; only a new pull or refresh
/// replaces it.
open class RefreshBalloonHeader: RefreshStateHeader {
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

    /// A balloon header drawing frames of `sheet` (the `balloon` sheet's 13 frames).
    public init(sheet: SpriteSheet, store: LastUpdatedStore, clock: @escaping () -> Double) {
        self.sheet = sheet
        super.init(store: store, clock: clock)
        isStateLabelHidden = true
        isLastUpdatedLabelHidden = true
        height = max(height, sheet.pointHeight)
    }

    /// Seconds the burst lasts: 6 frames of 0.15 s.
    public var burstDuration: Double { frameDuration * Double(burstFrames.count) }

    /// Seconds since the burst began while it plays, nil otherwise. The tolerance keeps a frame
    /// change that falls exactly on a tick from landing a rounding error early or late.
    private var burstElapsed: Double? {
        guard state == .idle, let burstStart else { return nil }
        let elapsed = now - burstStart + 1e-9
        return elapsed < burstDuration ? elapsed : nil
    }

    /// Whether the burst is playing.
    public var isBursting: Bool { burstElapsed != nil }

    open override func stateDidChange(from oldState: RefreshState) {
        super.stateDidChange(from: oldState)
        burstStart = oldState == .refreshing && state == .idle ? now : nil
        loopStart = now
    }

    open override var displayedFrameIndex: Int {
        switch state {
        case .idle, .noMoreData:
            if let elapsed = burstElapsed {
                let burst = SpriteAnimation(
                    firstFrame: burstFrames.lowerBound, frameCount: burstFrames.count,
                    duration: burstDuration, loops: false)
                return burst.frame(at: elapsed)
            }
            let idle = SpriteAnimation(
                firstFrame: idleFrames.lowerBound, frameCount: idleFrames.count, duration: 0,
                loops: false)
            return idle.frame(forPercent: pullingPercent)
        case .pulling, .refreshing, .willRefresh:
            let shaking = SpriteAnimation(
                firstFrame: shakingFrames.lowerBound, frameCount: shakingFrames.count,
                duration: frameDuration * Double(shakingFrames.count), loops: true)
            return shaking.frame(at: now - loopStart + 1e-9)
        }
    }

    open override var isAnimatingLooks: Bool {
        state == .pulling || state == .refreshing || isBursting
    }

    open override func draw(into list: inout DrawList, frame: Rect, metrics: TextMetrics) {
        super.draw(into: &list, frame: frame, metrics: metrics)
        let rect = Rect.centered(at: Point(x: frame.midX, y: frame.midY), size: sheet.pointSize)
        list.sprite(sheet.name, frame: displayedFrameIndex, in: rect, alpha: alpha)
    }
}
