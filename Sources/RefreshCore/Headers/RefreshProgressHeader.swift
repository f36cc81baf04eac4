/// A header playing an animation with a progress from 0 to 1 (the seed's Lottie header): the pull
/// scrubs it, refreshing plays it on in a loop, and a refresh stays at least 1.5 s so a quick
/// reply does not flash.
///
/// While not refreshing, progress = `previewProgress` × min(pullingPercent, 1), so the pull
/// reaches the preview exactly at the trigger; while refreshing it runs on from there,
/// `previewProgress` + elapsed / `loopDuration`, wrapping at 1. The `progress` sheet's frame k
/// shows progress k / count. The state line stays (the time line is hidden) with the image left of
/// it as in the GIF header; with both labels hidden the image is centred.
open class RefreshProgressHeader: RefreshStateHeader {
    /// The sheet the frames come from (the `progress` sheet: 30 frames).
    public let sheet: SpriteSheet
    /// The progress reached when the pull reaches the trigger, where the refreshing loop starts.
    public var previewProgress = 0.3
    /// Seconds for one pass of the animation while refreshing.
    public var loopDuration = 1.0

    private var loopStart = 0.0

    /// A progress header drawing frames of `sheet`; its `minimumRefreshingDuration` is 1.5 s.
    public init(sheet: SpriteSheet, store: LastUpdatedStore, clock: @escaping () -> Double) {
        self.sheet = sheet
        super.init(store: store, clock: clock)
        isLastUpdatedLabelHidden = true
        minimumRefreshingDuration = 1.5
        height = max(height, sheet.pointHeight)
    }

    /// The animation's progress now, 0 ..< 1 while refreshing, 0 … `previewProgress` otherwise.
    public var progress: Double {
        guard state == .refreshing else {
            return previewProgress * min(max(pullingPercent, 0), 1)
        }
        guard loopDuration > 0 else { return previewProgress }
        let running = previewProgress + (now - loopStart) / loopDuration
        return running - running.rounded(.down)
    }

    open override func stateDidChange(from oldState: RefreshState) {
        super.stateDidChange(from: oldState)
        loopStart = now
    }

    /// floor(progress × count) mod count; the tolerance keeps a frame change that falls exactly on
    /// a tick from landing a rounding error early or late.
    open override var displayedFrameIndex: Int {
        let count = sheet.frameCount
        guard count > 0 else { return -1 }
        let index = Int((progress * Double(count) + 1e-9).rounded(.down))
        return (index % count + count) % count
    }

    open override var isAnimatingLooks: Bool { state == .refreshing }

    open override func draw(into list: inout DrawList, frame: Rect, metrics: TextMetrics) {
        super.draw(into: &list, frame: frame, metrics: metrics)
        let index = displayedFrameIndex
        guard index >= 0 else { return }
        let rect = imageRect(size: sheet.pointSize, in: frame, metrics: metrics)
        list.sprite(sheet.name, frame: index, in: rect, alpha: alpha)
    }
}
