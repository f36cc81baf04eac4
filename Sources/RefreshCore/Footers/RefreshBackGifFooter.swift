/// A back state footer with an image sequence: a frame chosen by `pullingPercent` while idle,
/// looping while pulling and loading, hidden with no more data (MJRefresh's
/// `MJRefreshBackGifFooter`).
open class RefreshBackGifFooter: RefreshBackStateFooter {
    /// The frames' sheet (the demo's `dots`: 8 frames of 40×12 pt).
    public let gifSheet: SpriteSheet
    /// Seconds per frame (MJRefresh's count × 0.1 s per pass).
    public var frameDuration = RefreshConstants.gifFrameDuration

    private var loopStart = 0.0

    /// A back GIF footer showing `gif`.
    public init(gif: SpriteSheet) {
        gifSheet = gif
        super.init()
    }

    /// The loop played while pulling and loading.
    public var animation: SpriteAnimation {
        SpriteAnimation(
            frameCount: gifSheet.frameCount,
            duration: Double(gifSheet.frameCount) * frameDuration, loops: true)
    }

    private var isLooping: Bool { state == .pulling || state == .refreshing }

    open override func stateDidChange(from oldState: RefreshState) {
        super.stateDidChange(from: oldState)
        if isLooping && !(oldState == .pulling || oldState == .refreshing) { loopStart = now }
    }

    open override var displayedFrameIndex: Int {
        switch state {
        case .idle: return animation.frame(forPercent: pullingPercent)
        case .pulling, .refreshing: return animation.frame(at: now - loopStart)
        case .willRefresh, .noMoreData: return -1
        }
    }

    open override var isAnimatingLooks: Bool { isLooping }

    open override func draw(into list: inout DrawList, frame: Rect, metrics: TextMetrics) {
        super.draw(into: &list, frame: frame, metrics: metrics)
        let index = displayedFrameIndex
        guard index >= 0 else { return }
        let rect = FooterGifPlacement.rect(
            for: gifSheet.pointSize, in: frame, textWidth: textWidth(metrics: metrics))
        list.sprite(gifSheet.name, frame: index, in: rect, alpha: alpha)
    }
}
