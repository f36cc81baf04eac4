/// The classic header: the state header plus an arrow that turns up when pulled far enough and
/// a spinner in its place while refreshing (MJRefresh's `MJRefreshNormalHeader`).
open class RefreshNormalHeader: RefreshStateHeader {
    /// The arrow's sheet (one frame pointing down, tinted with the label colour).
    public let arrowSheet: SpriteSheet
    /// The spinner's sheet (frames of one turn).
    public let spinnerSheet: SpriteSheet

    private var arrowTurn = Tween(from: 0, to: 0, startTime: 0, duration: 0, curve: .easeInOut)
    private var spinnerStart = 0.0
    private var spinnerFade: Tween?
    private var spinnerShown = false

    /// A normal header drawing `arrow` and `spinner`.
    public init(
        arrow: SpriteSheet, spinner: SpriteSheet, store: LastUpdatedStore,
        clock: @escaping () -> Double
    ) {
        arrowSheet = arrow
        spinnerSheet = spinner
        super.init(store: store, clock: clock)
    }

    /// The arrow's turn now, radians clockwise on screen (0 down, −π up).
    public var arrowRotation: Double { arrowTurn.value(at: now) }

    /// The spinner's opacity now (it fades out over 0.4 s when a refresh ends).
    public var spinnerAlpha: Double {
        guard spinnerShown else { return 0 }
        return spinnerFade?.value(at: now) ?? 1
    }

    private func turnArrow(to angle: Double) {
        let from = arrowTurn.value(at: now)
        arrowTurn = Tween(
            from: from, to: angle, startTime: now,
            duration: RefreshConstants.fastAnimationDuration, curve: .easeInOut)
    }

    open override func stateDidChange(from oldState: RefreshState) {
        super.stateDidChange(from: oldState)
        switch state {
        case .pulling:
            spinnerShown = false
            // MJRefresh turns to −π + ε so the arrow always turns the same way.
            turnArrow(to: -Double.pi)
        case .refreshing, .willRefresh:
            spinnerShown = true
            spinnerFade = nil
            spinnerStart = now
            arrowTurn = Tween(from: 0, to: 0, startTime: now, duration: 0, curve: .linear)
        case .idle, .noMoreData:
            if oldState == .refreshing {
                spinnerFade = Tween(
                    from: 1, to: 0, startTime: now,
                    duration: RefreshConstants.slowAnimationDuration, curve: .easeInOut)
            } else {
                spinnerShown = false
                turnArrow(to: 0)
            }
        }
    }

    private var spinnerVisible: Bool {
        guard spinnerShown else { return false }
        if let fade = spinnerFade, now >= fade.endTime { return false }
        return true
    }

    open override var displayedFrameIndex: Int {
        guard spinnerVisible else { return -1 }
        let animation = SpriteAnimation(
            frameCount: spinnerSheet.frameCount, duration: RefreshConstants.spinnerPeriod,
            loops: true)
        return animation.frame(at: now - spinnerStart)
    }

    /// The arrow turning, or the spinner turning or fading out (as the GIF headers count their
    /// loops).
    open override var isAnimatingLooks: Bool {
        now < arrowTurn.endTime || spinnerVisible
    }

    open override func draw(into list: inout DrawList, frame: Rect, metrics: TextMetrics) {
        super.draw(into: &list, frame: frame, metrics: metrics)
        let textWidth = textWidth(metrics: metrics)
        let centerX = frame.midX - (textWidth / 2 + RefreshConstants.labelLeftInset)
        let center = Point(x: centerX, y: frame.midY)
        let opacity = alpha
        if spinnerVisible {
            let rect = Rect.centered(at: center, size: spinnerSheet.pointSize)
            list.sprite(
                spinnerSheet.name, frame: displayedFrameIndex, in: rect,
                alpha: opacity * spinnerAlpha)
        } else {
            let rect = Rect.centered(at: center, size: arrowSheet.pointSize)
            list.sprite(
                arrowSheet.name, frame: 0, in: rect, rotation: arrowRotation, alpha: opacity,
                tint: labelColor)
        }
    }
}
