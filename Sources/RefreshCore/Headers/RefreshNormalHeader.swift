/// The classic header: the state header plus an arrow that turns up when pulled far enough and
/// a spinner in its place while refreshing (MJRefresh's `MJRefreshNormalHeader`).
open class RefreshNormalHeader: RefreshStateHeader {
    private var arrow: ArrowTurn
    private var spinner: Spinner

    /// A normal header drawing `arrow` and `spinner`.
    public init(
        arrow: SpriteSheet, spinner: SpriteSheet, store: LastUpdatedStore,
        clock: @escaping () -> Double
    ) {
        self.arrow = ArrowTurn(sheet: arrow, rotation: 0)
        self.spinner = Spinner(sheet: spinner)
        super.init(store: store, clock: clock)
    }

    /// The arrow's sheet (one frame pointing down, tinted with the label colour).
    public var arrowSheet: SpriteSheet { arrow.sheet }
    /// The spinner's sheet (frames of one turn).
    public var spinnerSheet: SpriteSheet { spinner.sheet }

    /// The arrow's turn now, radians clockwise on screen (0 down, −π up).
    public var arrowRotation: Double { arrow.rotation(at: now) }

    /// The spinner's opacity now (it fades out over 0.4 s when a refresh ends).
    public var spinnerAlpha: Double { spinner.alpha(at: now) }

    open override func stateDidChange(from oldState: RefreshState) {
        super.stateDidChange(from: oldState)
        switch state {
        case .pulling:
            spinner.hide()
            // MJRefresh turns to −π + ε so the arrow always turns the same way.
            arrow.turn(to: -Double.pi, at: now)
        case .refreshing, .willRefresh:
            spinner.start(at: now)
            arrow.turn(to: 0, at: now, animated: false)
        case .idle, .noMoreData:
            if oldState == .refreshing {
                spinner.fadeOut(at: now)
            } else {
                spinner.hide()
                arrow.turn(to: 0, at: now)
            }
        }
    }

    open override var displayedFrameIndex: Int { spinner.frame(at: now) }

    /// The arrow turning, or the spinner turning or fading out (as the GIF headers count their
    /// loops).
    open override var isAnimatingLooks: Bool {
        arrow.isTurning(at: now) || spinner.isVisible(at: now)
    }

    open override func draw(into list: inout DrawList, frame: Rect, metrics: TextMetrics) {
        super.draw(into: &list, frame: frame, metrics: metrics)
        let textWidth = textWidth(metrics: metrics)
        let centerX = frame.midX - (textWidth / 2 + RefreshConstants.labelLeftInset)
        let center = Point(x: centerX, y: frame.midY)
        if spinner.isVisible(at: now) {
            spinner.draw(into: &list, center: center, alpha: alpha, at: now)
        } else {
            arrow.draw(into: &list, center: center, alpha: alpha, tint: labelColor, at: now)
        }
    }
}
