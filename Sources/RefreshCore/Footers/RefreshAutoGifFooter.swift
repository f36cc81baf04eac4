/// An auto state footer with a looping image sequence beside the title while loading, hidden
/// otherwise (MJRefresh's `MJRefreshAutoGifFooter`).
open class RefreshAutoGifFooter: RefreshAutoStateFooter {
    /// The frames' sheet (the demo's `dots`: 8 frames of 40×12 pt).
    public let gifSheet: SpriteSheet
    /// Seconds per frame (MJRefresh's count × 0.1 s per pass).
    public var frameDuration = RefreshConstants.gifFrameDuration

    private var loopStart = 0.0

    /// An auto GIF footer playing `gif` while loading.
    public init(gif: SpriteSheet) {
        gifSheet = gif
        super.init()
    }

    /// The loop played while loading.
    public var animation: SpriteAnimation {
        SpriteAnimation(
            frameCount: gifSheet.frameCount,
            duration: Double(gifSheet.frameCount) * frameDuration, loops: true)
    }

    open override func stateDidChange(from oldState: RefreshState) {
        super.stateDidChange(from: oldState)
        if state == .refreshing { loopStart = now }
    }

    open override var displayedFrameIndex: Int {
        guard state == .refreshing else { return -1 }
        return animation.frame(at: now - loopStart)
    }

    open override var isAnimatingLooks: Bool { state == .refreshing }

    open override func draw(into list: inout DrawList, frame: Rect, metrics: TextMetrics) {
        super.draw(into: &list, frame: frame, metrics: metrics)
        let index = displayedFrameIndex
        guard index >= 0 else { return }
        let rect = FooterGifPlacement.rect(
            for: gifSheet.pointSize, in: frame, textWidth: textWidth(metrics: metrics))
        list.sprite(gifSheet.name, frame: index, in: rect, alpha: alpha)
    }
}
