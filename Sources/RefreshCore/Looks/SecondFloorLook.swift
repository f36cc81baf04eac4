/// A floor header's look: an ordinary look (MJRefresh's arrow and title) for a short pull, and
/// a hint of the second floor — stairs that light up step by step as the pull climbs from the
/// trigger to the floor's threshold, lit to the top once the floor is ready, with its title.
///
/// A floor header asks it as a `FloorLook`, with the floor's moment; asked as a plain look
/// (another component wearing it) it is its ordinary look. While the floor opens, is open or closes, the header's band is
/// filled (so the page revealed above it stops at the content) and fades out as the content
/// slides away from the threshold.
public struct SecondFloorLook<Base: RefreshLook>: FloorLook {
    /// The look of a short pull and of a refresh.
    public var base: Base
    /// The stairs: frame 0 unlit, the last lit to the top (the `stairs` sheet).
    public let stairs: SpriteSheet
    /// The floor's words in every language, when the app sets them; nil takes them from the
    /// component's language (`RefreshMoment.strings`).
    public var titles: SecondFloorTitles?
    /// The hint's text style: MJRefresh's bold 14 pt.
    public var style = TextStyle(weight: .bold, size: RefreshConstants.labelFontSize)
    /// The hint's text colour while climbing; nil takes the moment's `palette.label`.
    public var color: Color?
    /// The hint's text colour once the floor is ready (the stairs' light); nil takes the
    /// moment's `palette.floorReady`.
    public var readyColor: Color?
    /// The band behind the header while the floor holds the list (as behind a pulled list); nil
    /// takes the moment's `palette.background`.
    public var bandColor: Color?
    /// Header heights past the floor's threshold over which the band fades out.
    public var fadeDistance = 3.0
    /// Where the stairs stand beside the text.
    public var placement = BesideText(gap: RefreshConstants.gifLabelLeftInset)

    /// `base` for a short pull, the stairs of `stairs` for the climb to the floor.
    public init(base: Base, stairs: SpriteSheet) {
        self.base = base
        self.stairs = stairs
    }

    /// Whether `moment` shows the floor's hint rather than the ordinary look: the floor ready
    /// or holding the list, or a pull past the trigger (any pull, when a shorter one does not
    /// refresh).
    public func showsHint(at moment: RefreshMoment, floor: SecondFloorMoment) -> Bool {
        switch floor.state {
        case .ready, .opening, .open, .closing: return true
        case .closed: return moment.state == .pulling || (!floor.refreshes && moment.state == .idle)
        }
    }

    /// How visible the hint is: 1 until the floor holds the list, then fading as the content
    /// slides more than `fadeDistance` header heights past the threshold.
    public func visibility(at moment: RefreshMoment, floor: SecondFloorMoment) -> Double {
        guard floor.state.holdsList, fadeDistance > 0 else { return 1 }
        return min(max(1 - (moment.pullingPercent - floor.threshold) / fadeDistance, 0), 1)
    }

    /// The stairs' frame while the hint shows, the ordinary look's otherwise.
    public func frameIndex(at moment: RefreshMoment, floor: SecondFloorMoment) -> Int {
        guard showsHint(at: moment, floor: floor) else {
            return base.frameIndex(at: moment)
        }
        let climb = floor.climb(percent: moment.pullingPercent)
        if climb >= 1 { return stairs.frameCount - 1 }
        // The last frame is kept for the floor being ready.
        let steps = SpriteAnimation(frameCount: stairs.frameCount - 1, duration: 0, loops: false)
        return steps.frame(forPercent: climb)
    }

    /// The ordinary look's animations (its arrow may still be turning).
    public func isAnimating(at moment: RefreshMoment) -> Bool { base.isAnimating(at: moment) }

    /// The hint's title: "Release to enter the second floor" once ready, the opening title
    /// while the floor opens, the ordinary title while a release would refresh, else none.
    public func title(at moment: RefreshMoment, floor: SecondFloorMoment) -> String {
        guard showsHint(at: moment, floor: floor) else {
            return base.title(at: moment)
        }
        let titles = titles ?? SecondFloorTitles(moment.strings)
        switch floor.state {
        case .ready: return titles.ready
        case .opening: return titles.opening
        case .open, .closing: return ""
        case .closed: return moment.state == .pulling ? base.title(at: moment) : ""
        }
    }

    /// The ordinary look's second line; none beside the hint.
    public func detail(at moment: RefreshMoment, floor: SecondFloorMoment) -> String? {
        showsHint(at: moment, floor: floor) ? nil : base.detail(at: moment)
    }

    /// The ordinary look's frame, with no floor to show.
    public func frameIndex(at moment: RefreshMoment) -> Int { base.frameIndex(at: moment) }

    /// The ordinary look's title, with no floor to show.
    public func title(at moment: RefreshMoment) -> String { base.title(at: moment) }

    /// The ordinary look's second line, with no floor to show.
    public func detail(at moment: RefreshMoment) -> String? { base.detail(at: moment) }

    /// The ordinary look's text width, with no floor to show.
    public func textWidth(at moment: RefreshMoment, metrics: TextMetrics) -> Double {
        base.textWidth(at: moment, metrics: metrics)
    }

    /// The ordinary look, with no floor to show.
    public func draw(
        into list: inout DrawList, in frame: Rect, moment: RefreshMoment, metrics: TextMetrics
    ) {
        base.draw(into: &list, in: frame, moment: moment, metrics: metrics)
    }

    /// The taller of the ordinary look and the stairs.
    public var preferredHeight: Double { max(base.preferredHeight, stairs.pointHeight) }

    /// Sets the ordinary look's title.
    public mutating func setTitle(_ title: String, for state: RefreshState) {
        base.setTitle(title, for: state)
    }

    /// Sets the ordinary look's title for a result.
    public mutating func setTitle(_ title: String, for result: RefreshResult) {
        base.setTitle(title, for: result)
    }

    /// Draws the ordinary look, or the band, the hint's title and the stairs beside it.
    public func draw(
        into list: inout DrawList, in frame: Rect, moment: RefreshMoment,
        floor: SecondFloorMoment, metrics: TextMetrics
    ) {
        guard showsHint(at: moment, floor: floor) else {
            return base.draw(into: &list, in: frame, moment: moment, metrics: metrics)
        }
        let visibility = visibility(at: moment, floor: floor)
        guard visibility > 0 else { return }
        if floor.state.holdsList {
            list.fill(frame, (bandColor ?? moment.palette.background).withAlpha(visibility))
        }
        var beside = moment
        beside.alpha = moment.alpha * visibility
        let title = title(at: moment, floor: floor)
        if !title.isEmpty {
            // Fitted so that the title and the stairs beside it stay inside the frame.
            let reach = placement.reach(width: stairs.pointWidth, rightAligned: true)
            let fitted = FittedText.fit(
                title, style: style.scaled(by: moment.textScale),
                width: max(0, frame.width - 2 * (TitleLook.edgeMargin + reach)),
                height: frame.height, metrics: metrics)
            let tint =
                floor.state == .closed
                ? color ?? moment.palette.label : readyColor ?? moment.palette.floorReady
            fitted.draw(
                centeredIn: frame, color: tint.withAlpha(beside.alpha), into: &list,
                metrics: metrics)
            beside.textWidth = fitted.width
        } else {
            beside.textWidth = 0
        }
        placement.drawFrame(
            frameIndex(at: moment, floor: floor), of: stairs, into: &list, in: frame, moment: beside
        )
    }
}

extension SecondFloorLook: Sendable where Base: Sendable {}
