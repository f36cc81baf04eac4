/// A back state footer with an arrow that points up, turns down once pulled far enough, and a
/// spinner in its place while loading (MJRefresh's `MJRefreshBackNormalFooter`).
open class RefreshBackNormalFooter: RefreshBackStateFooter {
    private var arrow: ArrowTurn
    private var spinner: Spinner

    /// A back normal footer drawing `arrow` and `spinner`.
    public init(arrow: SpriteSheet, spinner: SpriteSheet) {
        self.arrow = ArrowTurn(sheet: arrow, rotation: Double.pi)
        self.spinner = Spinner(sheet: spinner)
        super.init()
    }

    /// The arrow's sheet (one frame drawn pointing down, tinted with the label colour).
    public var arrowSheet: SpriteSheet { arrow.sheet }
    /// The spinner's sheet (frames of one turn).
    public var spinnerSheet: SpriteSheet { spinner.sheet }

    /// The arrow's turn now, radians clockwise on screen (π up, the idle look; 0 down, pulling).
    public var arrowRotation: Double { arrow.rotation(at: now) }

    /// The spinner's opacity now (it fades out over 0.4 s when a load ends).
    public var spinnerAlpha: Double { spinner.alpha(at: now) }

    /// Whether the arrow shows: idle or pulling, once any spinner has faded.
    public var isArrowVisible: Bool {
        (state == .idle || state == .pulling) && !spinner.isVisible(at: now)
    }

    open override func stateDidChange(from oldState: RefreshState) {
        super.stateDidChange(from: oldState)
        switch state {
        case .pulling:
            spinner.hide()
            arrow.turn(to: 0, at: now)
        case .refreshing, .willRefresh:
            spinner.start(at: now)
        case .idle:
            if oldState == .refreshing {
                arrow.turn(to: Double.pi, at: now, animated: false)
                spinner.fadeOut(at: now)
            } else {
                spinner.hide()
                arrow.turn(to: Double.pi, at: now)
            }
        case .noMoreData:
            spinner.hide()
            arrow.turn(to: Double.pi, at: now, animated: false)
        }
    }

    open override var displayedFrameIndex: Int { spinner.frame(at: now) }

    open override var isAnimatingLooks: Bool {
        arrow.isTurning(at: now) || spinner.isVisible(at: now)
    }

    open override func draw(into list: inout DrawList, frame: Rect, metrics: TextMetrics) {
        super.draw(into: &list, frame: frame, metrics: metrics)
        let width = textWidth(metrics: metrics)
        let centerX = frame.midX - (width / 2 + RefreshConstants.labelLeftInset)
        let center = Point(x: centerX, y: frame.midY)
        if spinner.isVisible(at: now) {
            spinner.draw(into: &list, center: center, alpha: alpha, at: now)
        } else if isArrowVisible {
            arrow.draw(into: &list, center: center, alpha: alpha, tint: labelColor, at: now)
        }
    }
}
