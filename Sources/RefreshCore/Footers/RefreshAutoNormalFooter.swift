/// An auto state footer with a spinner beside the title while loading (MJRefresh's
/// `MJRefreshAutoNormalFooter`).
open class RefreshAutoNormalFooter: RefreshAutoStateFooter {
    /// The spinner's sheet (frames of one turn).
    public let spinnerSheet: SpriteSheet

    private var spinnerStart = 0.0

    /// An auto normal footer drawing `spinner` while loading.
    public init(spinner: SpriteSheet) {
        spinnerSheet = spinner
        super.init()
    }

    /// Whether the spinner shows: only while loading.
    public var isSpinnerVisible: Bool { state == .refreshing }

    open override func stateDidChange(from oldState: RefreshState) {
        super.stateDidChange(from: oldState)
        if state == .refreshing { spinnerStart = now }
    }

    open override var displayedFrameIndex: Int {
        guard isSpinnerVisible else { return -1 }
        let animation = SpriteAnimation(
            frameCount: spinnerSheet.frameCount, duration: RefreshConstants.spinnerPeriod,
            loops: true)
        return animation.frame(at: now - spinnerStart)
    }

    open override var isAnimatingLooks: Bool { isSpinnerVisible }

    open override func draw(into list: inout DrawList, frame: Rect, metrics: TextMetrics) {
        super.draw(into: &list, frame: frame, metrics: metrics)
        guard isSpinnerVisible else { return }
        let width = textWidth(metrics: metrics)
        // Beside the title, or centred when the title is blank.
        let centerX =
            width > 0 ? frame.midX - (width / 2 + RefreshConstants.labelLeftInset) : frame.midX
        let rect = Rect.centered(
            at: Point(x: centerX, y: frame.midY), size: spinnerSheet.pointSize)
        list.sprite(spinnerSheet.name, frame: displayedFrameIndex, in: rect, alpha: alpha)
    }
}
