/// An arrow that turns when the pull is far enough and a spinner in its place while refreshing
/// (MJRefresh's normal header and normal footers).
///
/// The arrow rests at `idleRotation` and turns to `pullingRotation` with the moment's `turn`
/// (MJRefresh's 0.25 s) while pulling; it shows only while idle or pulling. The spinner turns while refreshing; when a refresh ends
/// it fades out over the component's closing (`timing.closing`, MJRefresh's 0.4 s by default)
/// or, with `fadesSpinner` off, hides at once as MJRefresh's auto footer does. Given a `result` sheet, a check or a cross takes the spinner's place while a
/// result is on show, and leaves as the spinner would.
public struct ArrowSpinnerLook: RefreshLook, Sendable {
    /// The arrow's sheet (one frame), or nil for none (the auto footer).
    public let arrowSheet: SpriteSheet?
    /// The spinner's frames.
    public let spinnerSheet: SpriteSheet
    /// The check and the cross shown for a result, or nil for none.
    public let resultSheet: SpriteSheet?
    /// The arrow's rest, radians clockwise on screen.
    public let idleRotation: Double
    /// The arrow's turn while pulling.
    public let pullingRotation: Double
    /// Whether the spinner fades out when a refresh ends.
    public var fadesSpinner: Bool
    /// Where arrow and spinner stand beside the text.
    public var placement: BesideText
    /// The arrow's tint; nil (the default) takes the moment's `palette.label`, as MJRefresh
    /// tints it with the label colour.
    public var tint: Color?

    /// The header's look: the arrow points down and turns up.
    public static func header(
        arrow: SpriteSheet, spinner: SpriteSheet, results: SpriteSheet? = nil
    ) -> ArrowSpinnerLook {
        ArrowSpinnerLook(
            arrow: arrow, spinner: spinner, results: results, idleRotation: 0,
            pullingRotation: -Double.pi)
    }

    /// The back footer's look: the arrow points up and turns down.
    public static func backFooter(
        arrow: SpriteSheet, spinner: SpriteSheet, results: SpriteSheet? = nil
    ) -> ArrowSpinnerLook {
        ArrowSpinnerLook(
            arrow: arrow, spinner: spinner, results: results, idleRotation: Double.pi,
            pullingRotation: 0)
    }

    /// The auto footer's look: a spinner only while loading.
    public static func autoFooter(
        spinner: SpriteSheet, results: SpriteSheet? = nil
    ) -> ArrowSpinnerLook {
        ArrowSpinnerLook(
            arrow: nil, spinner: spinner, results: results, idleRotation: 0, pullingRotation: 0,
            fadesSpinner: false)
    }

    /// An arrow (if any), a spinner and the marks of `results` (if any: frame 0 the check,
    /// frame 1 the cross).
    public init(
        arrow: SpriteSheet?, spinner: SpriteSheet, results: SpriteSheet? = nil,
        idleRotation: Double, pullingRotation: Double, fadesSpinner: Bool = true,
        centresWithoutText: Bool = true
    ) {
        arrowSheet = arrow
        spinnerSheet = spinner
        resultSheet = results
        self.idleRotation = idleRotation
        self.pullingRotation = pullingRotation
        self.fadesSpinner = fadesSpinner
        placement = BesideText(
            gap: RefreshConstants.labelLeftInset, centresWithoutText: centresWithoutText)
    }

    /// The arrow's rotation at `moment`, radians clockwise on screen: the pull's turn from the
    /// rest to the pulling direction.
    public func arrowRotation(at moment: RefreshMoment) -> Double {
        idleRotation + (pullingRotation - idleRotation) * moment.turnProgress
    }

    /// The spinner at `moment`: turning since refreshing (or waiting) began, fading out over
    /// the component's closing (or, with `fadesSpinner` off, hidden at once), and hidden while
    /// a mark takes its place.
    public func spinner(at moment: RefreshMoment) -> Spinner {
        var spinner = Spinner(sheet: spinnerSheet)
        let marked = resultSheet != nil && moment.shownResult != nil
        switch moment.state {
        case .refreshing where !marked:
            spinner.start(at: moment.stateSince)
        case .willRefresh where fadesSpinner:
            // MJRefresh's auto footer spins only while it really loads.
            spinner.start(at: moment.stateSince)
        case .idle where fadesSpinner && !marked:
            guard let closing = moment.closingSince else { break }
            spinner.start(at: moment.previousStateSince)
            spinner.fadeOut(at: closing, over: moment.timing.closing)
        default:
            break
        }
        return spinner
    }

    /// The check or cross at `moment`, nil when none shows: from the moment its result went on
    /// show, fading out as the spinner would. A cancelled refresh shows neither (nothing failed;
    /// the spinner stops and the title says so).
    public func mark(at moment: RefreshMoment) -> ResultMark? {
        guard let resultSheet, let result = moment.shownResult, result != .cancelled else {
            return nil
        }
        var mark = ResultMark(sheet: resultSheet)
        mark.show(result, at: moment.resultSince)
        switch moment.state {
        case .refreshing: return mark
        case .idle where fadesSpinner:
            guard let closing = moment.closingSince else { return nil }
            mark.fadeOut(at: closing, over: moment.timing.closing)
            return mark
        default: return nil
        }
    }

    /// The widest of arrow, spinner and mark, centred `gap` from the text.
    public var besideWidth: Double {
        let width = max(
            arrowSheet?.pointWidth ?? 0, spinnerSheet.pointWidth, resultSheet?.pointWidth ?? 0)
        return placement.reach(width: width, rightAligned: false)
    }

    /// `besideWidth` times the text scale: the arrow, the spinner and the mark are symbols
    /// that grow with the text beside them, as a glyph does.
    public func besideWidth(at moment: RefreshMoment) -> Double {
        besideWidth * moment.textScale
    }

    /// The mark's frame (in the `result` sheet) while it shows, else the spinner's.
    public func frameIndex(at moment: RefreshMoment) -> Int {
        if let mark = mark(at: moment), mark.isVisible(at: moment.time) {
            return mark.frame(at: moment.time)
        }
        return spinner(at: moment).frame(at: Self.spinnerTime(moment))
    }

    /// The time the spinner's frame is read at: its start with reduced motion, which shows one
    /// still frame.
    private static func spinnerTime(_ moment: RefreshMoment) -> Double {
        moment.timing.reducesMotion ? moment.stateSince : moment.time
    }

    /// The arrow turning, the spinner turning or fading, or the mark popping in or fading.
    public func isAnimating(at moment: RefreshMoment) -> Bool {
        (arrowSheet != nil && moment.isTurning)
            || (!moment.timing.reducesMotion && spinner(at: moment).isVisible(at: moment.time))
            || (mark(at: moment)?.isAnimating(at: moment.time) ?? false)
    }

    /// Whether the arrow shows at `moment`: idle or pulling, once any spinner or mark has gone.
    public func showsArrow(at moment: RefreshMoment) -> Bool {
        arrowSheet != nil && (moment.state == .idle || moment.state == .pulling)
            && !spinner(at: moment).isVisible(at: moment.time)
            && !(mark(at: moment)?.isVisible(at: moment.time) ?? false)
    }

    /// Draws the mark, the spinner or the arrow beside the text, grown with its text scale.
    public func draw(
        into list: inout DrawList, in frame: Rect, moment: RefreshMoment, metrics: TextMetrics
    ) {
        let scale = moment.textScale
        let x = placement.scaled(by: scale).centerX(in: frame, textWidth: moment.textWidth)
        let center = Point(x: x, y: frame.midY)
        let spinner = spinner(at: moment)
        if let mark = mark(at: moment), mark.isVisible(at: moment.time) {
            mark.draw(
                into: &list, center: center, alpha: moment.alpha, at: moment.time, scale: scale)
        } else if spinner.isVisible(at: moment.time) {
            spinner.draw(
                into: &list, center: center, alpha: moment.alpha, at: Self.spinnerTime(moment),
                scale: scale)
        } else if let arrowSheet, showsArrow(at: moment) {
            list.sprite(
                arrowSheet.name, frame: 0,
                in: Rect.centered(at: center, size: arrowSheet.pointSize(scaledBy: scale)),
                rotation: arrowRotation(at: moment), alpha: moment.alpha,
                tint: tint ?? moment.palette.label)
        }
    }
}
