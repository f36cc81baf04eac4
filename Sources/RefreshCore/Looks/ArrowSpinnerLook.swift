/// An arrow that turns when the pull is far enough and a spinner in its place while refreshing
/// (MJRefresh's normal header and normal footers).
///
/// The arrow rests at `idleRotation` and turns to `pullingRotation` over 0.25 s while pulling;
/// it shows only while idle or pulling. The spinner turns while refreshing; when a refresh ends
/// it fades out over 0.4 s (or, with `fadesSpinner` off, hides at once as MJRefresh's auto
/// footer does).
public struct ArrowSpinnerLook: RefreshLook, Sendable {
    /// The arrow, or nil for none (the auto footer).
    public private(set) var arrow: ArrowTurn?
    /// The spinner.
    public private(set) var spinner: Spinner
    /// The arrow's rest, radians clockwise on screen.
    public let idleRotation: Double
    /// The arrow's turn while pulling.
    public let pullingRotation: Double
    /// Whether the spinner fades out when a refresh ends.
    public var fadesSpinner: Bool
    /// Where arrow and spinner stand beside the text.
    public var placement: BesideText
    /// The arrow's tint (MJRefresh tints it with the label colour).
    public var tint = RefreshConstants.labelColor

    /// The header's look: the arrow points down and turns up.
    public static func header(arrow: SpriteSheet, spinner: SpriteSheet) -> ArrowSpinnerLook {
        ArrowSpinnerLook(
            arrow: arrow, spinner: spinner, idleRotation: 0, pullingRotation: -Double.pi)
    }

    /// The back footer's look: the arrow points up and turns down.
    public static func backFooter(arrow: SpriteSheet, spinner: SpriteSheet) -> ArrowSpinnerLook {
        ArrowSpinnerLook(
            arrow: arrow, spinner: spinner, idleRotation: Double.pi, pullingRotation: 0)
    }

    /// The auto footer's look: a spinner only while loading.
    public static func autoFooter(spinner: SpriteSheet) -> ArrowSpinnerLook {
        ArrowSpinnerLook(
            arrow: nil, spinner: spinner, idleRotation: 0, pullingRotation: 0,
            fadesSpinner: false)
    }

    /// An arrow (if any) and a spinner.
    public init(
        arrow: SpriteSheet?, spinner: SpriteSheet, idleRotation: Double, pullingRotation: Double,
        fadesSpinner: Bool = true, centresWithoutText: Bool = true
    ) {
        self.arrow = arrow.map { ArrowTurn(sheet: $0, rotation: idleRotation) }
        self.spinner = Spinner(sheet: spinner)
        self.idleRotation = idleRotation
        self.pullingRotation = pullingRotation
        self.fadesSpinner = fadesSpinner
        placement = BesideText(
            gap: RefreshConstants.labelLeftInset, centresWithoutText: centresWithoutText)
    }

    /// Turns the arrow and starts, fades or hides the spinner.
    public mutating func stateDidChange(
        from old: RefreshState, to new: RefreshState, at time: Double
    ) {
        switch new {
        case .pulling:
            spinner.hide()
            arrow?.turn(to: pullingRotation, at: time)
        case .willRefresh where !fadesSpinner:
            // MJRefresh's auto footer spins only while it really loads.
            spinner.hide()
        case .refreshing, .willRefresh:
            spinner.start(at: time)
            arrow?.turn(to: idleRotation, at: time, animated: false)
        case .idle where old == .refreshing:
            if fadesSpinner { spinner.fadeOut(at: time) } else { spinner.hide() }
        case .idle:
            spinner.hide()
            arrow?.turn(to: idleRotation, at: time)
        case .noMoreData:
            spinner.hide()
            arrow?.turn(to: idleRotation, at: time, animated: false)
        }
    }

    /// The spinner's frame while it shows.
    public func frameIndex(at moment: RefreshMoment) -> Int { spinner.frame(at: moment.time) }

    /// The arrow turning, or the spinner turning or fading.
    public func isAnimating(at moment: RefreshMoment) -> Bool {
        (arrow?.isTurning(at: moment.time) ?? false) || spinner.isVisible(at: moment.time)
    }

    /// Whether the arrow shows at `moment`: idle or pulling, once any spinner has faded.
    public func showsArrow(at moment: RefreshMoment) -> Bool {
        arrow != nil && (moment.state == .idle || moment.state == .pulling)
            && !spinner.isVisible(at: moment.time)
    }

    /// Draws the spinner, or the arrow, beside the text.
    public func draw(
        into list: inout DrawList, in frame: Rect, moment: RefreshMoment, metrics: TextMetrics
    ) {
        let x = placement.centerX(in: frame, textWidth: moment.textWidth)
        let center = Point(x: x, y: frame.midY)
        if spinner.isVisible(at: moment.time) {
            spinner.draw(into: &list, center: center, alpha: moment.alpha, at: moment.time)
        } else if let arrow, showsArrow(at: moment) {
            arrow.draw(
                into: &list, center: center, alpha: moment.alpha, tint: tint, at: moment.time)
        }
    }
}
