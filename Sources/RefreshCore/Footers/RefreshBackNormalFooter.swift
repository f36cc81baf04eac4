/// A back state footer with an arrow that points up, turns down once pulled far enough, and a
/// spinner in its place while loading (MJRefresh's `MJRefreshBackNormalFooter`).
open class RefreshBackNormalFooter: RefreshBackStateFooter {
    /// The arrow's sheet (one frame drawn pointing down, tinted with the label colour).
    public let arrowSheet: SpriteSheet
    /// The spinner's sheet (frames of one turn).
    public let spinnerSheet: SpriteSheet

    private var arrowTurn = Tween(
        from: Double.pi, to: Double.pi, startTime: 0, duration: 0, curve: .linear)
    private var spinnerStart = 0.0
    private var spinnerFade: Tween?
    private var spinnerShown = false

    /// A back normal footer drawing `arrow` and `spinner`.
    public init(arrow: SpriteSheet, spinner: SpriteSheet) {
        arrowSheet = arrow
        spinnerSheet = spinner
        super.init()
    }

    /// The arrow's turn now, radians clockwise on screen (π up, the idle look; 0 down, pulling).
    public var arrowRotation: Double { arrowTurn.value(at: now) }

    /// The spinner's opacity now (it fades out over 0.4 s when a load ends).
    public var spinnerAlpha: Double {
        guard spinnerShown else { return 0 }
        return spinnerFade?.value(at: now) ?? 1
    }

    private var spinnerVisible: Bool {
        guard spinnerShown else { return false }
        if let fade = spinnerFade, now >= fade.endTime { return false }
        return true
    }

    /// Whether the arrow shows: idle or pulling, once any spinner has faded.
    public var isArrowVisible: Bool {
        (state == .idle || state == .pulling) && !spinnerVisible
    }

    private func turnArrow(to angle: Double, animated: Bool) {
        let from = arrowTurn.value(at: now)
        arrowTurn = Tween(
            from: from, to: angle, startTime: now,
            duration: animated ? RefreshConstants.fastAnimationDuration : 0, curve: .easeInOut)
    }

    open override func stateDidChange(from oldState: RefreshState) {
        super.stateDidChange(from: oldState)
        switch state {
        case .pulling:
            spinnerShown = false
            turnArrow(to: 0, animated: true)
        case .refreshing, .willRefresh:
            spinnerShown = true
            spinnerFade = nil
            spinnerStart = now
        case .idle:
            if oldState == .refreshing {
                turnArrow(to: Double.pi, animated: false)
                spinnerFade = Tween(
                    from: 1, to: 0, startTime: now,
                    duration: RefreshConstants.slowAnimationDuration, curve: .easeInOut)
            } else {
                spinnerShown = false
                turnArrow(to: Double.pi, animated: true)
            }
        case .noMoreData:
            spinnerShown = false
            turnArrow(to: Double.pi, animated: false)
        }
    }

    open override var displayedFrameIndex: Int {
        guard spinnerVisible else { return -1 }
        let animation = SpriteAnimation(
            frameCount: spinnerSheet.frameCount, duration: RefreshConstants.spinnerPeriod,
            loops: true)
        return animation.frame(at: now - spinnerStart)
    }

    open override var isAnimatingLooks: Bool {
        now < arrowTurn.endTime || spinnerVisible
    }

    open override func draw(into list: inout DrawList, frame: Rect, metrics: TextMetrics) {
        super.draw(into: &list, frame: frame, metrics: metrics)
        let width = textWidth(metrics: metrics)
        let centerX = frame.midX - (width / 2 + RefreshConstants.labelLeftInset)
        let center = Point(x: centerX, y: frame.midY)
        if spinnerVisible {
            let rect = Rect.centered(at: center, size: spinnerSheet.pointSize)
            list.sprite(
                spinnerSheet.name, frame: displayedFrameIndex, in: rect,
                alpha: alpha * spinnerAlpha)
        } else if isArrowVisible {
            let rect = Rect.centered(at: center, size: arrowSheet.pointSize)
            list.sprite(
                arrowSheet.name, frame: 0, in: rect, rotation: arrowRotation, alpha: alpha,
                tint: labelColor)
        }
    }
}
