/// An auto state footer with a spinner beside the title while loading (MJRefresh's
/// `MJRefreshAutoNormalFooter`).
open class RefreshAutoNormalFooter: RefreshAutoStateFooter {
    private var spinner: Spinner

    /// An auto normal footer drawing `spinner` while loading.
    public init(spinner: SpriteSheet) {
        self.spinner = Spinner(sheet: spinner)
        super.init()
    }

    /// The spinner's sheet (frames of one turn).
    public var spinnerSheet: SpriteSheet { spinner.sheet }

    /// Whether the spinner shows: only while loading.
    public var isSpinnerVisible: Bool { spinner.isVisible(at: now) }

    open override func stateDidChange(from oldState: RefreshState) {
        super.stateDidChange(from: oldState)
        // MJRefresh's auto footer stops its spinner as soon as the load ends.
        if state == .refreshing { spinner.start(at: now) } else { spinner.hide() }
    }

    open override var displayedFrameIndex: Int { spinner.frame(at: now) }

    open override var isAnimatingLooks: Bool { isSpinnerVisible }

    open override func draw(into list: inout DrawList, frame: Rect, metrics: TextMetrics) {
        super.draw(into: &list, frame: frame, metrics: metrics)
        guard isSpinnerVisible else { return }
        let width = textWidth(metrics: metrics)
        // Beside the title, or centred when the title is blank.
        let centerX =
            width > 0 ? frame.midX - (width / 2 + RefreshConstants.labelLeftInset) : frame.midX
        spinner.draw(
            into: &list, center: Point(x: centerX, y: frame.midY), alpha: alpha, at: now)
    }
}
