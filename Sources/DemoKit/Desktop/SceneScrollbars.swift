import RefreshCore

/// The list's scrollbar at the view's trailing edge and the carousel's along its band's bottom,
/// as a desktop has them: thin while only the content moves, wider while the pointer is near,
/// a thumb to drag and a track to page. It keeps both grips; the scene tells it where the
/// list, the carousel and the pointer are.
struct SceneScrollbars {
    /// Where the bars are now.
    struct Setting {
        /// The list's scroll view (its view is the scene's).
        let list: ScrollView
        /// The carousel's scroll view, if there is a carousel.
        let cards: ScrollView?
        /// The carousel's band in the view, while it shows.
        let band: Rect?
        /// Whether the second floor's page holds the list (its bar is hidden there).
        let floorHoldsList: Bool
        /// The clock now.
        let now: Double

        /// The list's bar.
        var listBar: Scrollbar { Scrollbar(of: list, axis: .vertical) }
    }

    /// What a press near a bar did.
    enum Press {
        /// No bar took it.
        case none
        /// A thumb is held.
        case held
        /// The list's track was pressed: the list pages, towards its end or its top.
        case pageList(towardsEnd: Bool)
        /// The carousel's track was pressed: the cards paged.
        case pagedCards
    }

    /// The list's bar and the pointer.
    var listGrip = ScrollbarGrip()
    /// The carousel's bar and the pointer.
    var cardGrip = ScrollbarGrip()

    /// Whether either thumb is held.
    var isHeld: Bool { listGrip.hold != nil || cardGrip.hold != nil }

    /// The pointer moved to `point` with the button down: a held thumb drags its content
    /// (true), within where the content may come to rest.
    func drag(to point: Point, _ setting: Setting) -> Bool {
        // A header closing under the thumb must not leave the content above the top it is
        // about to reach.
        var bar = setting.listBar
        bar.bounds = setting.list.settledBounds(.vertical)
        if let offset = listGrip.draggedOffset(to: point.y, bar: bar) {
            setting.list.setContentOffsetY(offset)
            return true
        }
        if let cards = setting.cards, let band = setting.band,
            let offset = cardGrip.draggedOffset(
                to: point.x - band.minX, bar: Scrollbar(of: cards, axis: .horizontal))
        {
            cards.setContentOffset(offset, along: .horizontal)
            return true
        }
        return false
    }

    /// The pointer moved to `point`: each bar widens while it is near.
    mutating func noteReach(of point: Point, _ setting: Setting) {
        listGrip.pointer(atDistance: listBarDistance(point, setting), time: setting.now)
        cardGrip.pointer(atDistance: cardBarDistance(point, setting), time: setting.now)
    }

    /// The button went up: both thumbs are let go.
    mutating func release(_ setting: Setting) {
        listGrip.release(time: setting.now)
        cardGrip.release(time: setting.now)
    }

    /// How far `point` is in from the list bar's edge (-1 outside the view, or over the floor).
    private func listBarDistance(_ point: Point, _ setting: Setting) -> Double {
        let size = setting.list.viewSize
        guard !setting.floorHoldsList, point.y >= 0, point.y < size.height else { return -1 }
        return size.width - point.x
    }

    /// How far `point` is in from the carousel bar's edge, the band's bottom (-1 off the band).
    private func cardBarDistance(_ point: Point, _ setting: Setting) -> Double {
        guard let band = setting.band, band.contains(point) else { return -1 }
        return band.maxY - point.y
    }

    /// A press near a bar: on the thumb it holds it, beside it it pages once (the list bar
    /// first where they meet).
    mutating func press(at point: Point, _ setting: Setting) -> Press {
        if let press = listGrip.press(
            atDistance: listBarDistance(point, setting), position: point.y,
            offset: setting.list.contentOffsetY, bar: setting.listBar, time: setting.now)
        {
            if case .page(let towardsEnd) = press { return .pageList(towardsEnd: towardsEnd) }
            return .held
        }
        guard let cards = setting.cards, let band = setting.band,
            let press = cardGrip.press(
                atDistance: cardBarDistance(point, setting), position: point.x - band.minX,
                offset: cards.contentOffsetX, bar: Scrollbar(of: cards, axis: .horizontal),
                time: setting.now)
        else { return .none }
        guard case .page(let towardsEnd) = press else { return .held }
        let page = cards.viewSize.width - DemoCarousel.cardSize.width
        let bounds = cards.offsetBounds(.horizontal)
        let target = cards.contentOffsetX + (towardsEnd ? page : -page)
        cards.setContentOffset(
            min(max(target, bounds.lowerBound), bounds.upperBound), along: .horizontal,
            duration: PhysicsConstants.wheelDuration, curve: .easeOut)
        return .pagedCards
    }

    /// What the trace's `scrollbar` says of the list's bar: `hidden`, `shown` or `dragging`.
    func state(_ setting: Setting) -> String {
        if listGrip.hold != nil { return "dragging" }
        return listBarOpacity(setting) > 0 ? "shown" : "hidden"
    }

    /// The list bar's opacity now (0 when there is none, or over the second floor's page).
    func listBarOpacity(_ setting: Setting) -> Double {
        guard !setting.listBar.isHidden, !setting.floorHoldsList else { return 0 }
        return listGrip.opacity(now: setting.now, restingSince: setting.list.restingSince)
    }

    /// Whether a bar's look changes with no input: shown and about to fade, or fading.
    func fade(_ setting: Setting) -> Bool {
        listGrip.isFading(now: setting.now, restingSince: setting.list.restingSince)
            || (setting.cards.map {
                cardGrip.isFading(now: setting.now, restingSince: $0.restingSince)
            } ?? false)
    }

    /// Draws the list's bar at `view`'s trailing edge, the content at `offset`.
    func drawListBar(
        into list: inout DrawList, view: Rect, offset: Double, palette: DemoPalette,
        _ setting: Setting
    ) {
        guard view.height > 8 else { return }
        ScrollbarLook.draw(
            setting.listBar, offset: offset, grip: listGrip, opacity: listBarOpacity(setting),
            in: view, axis: .vertical, palette: palette, into: &list)
    }

    /// Draws the carousel's bar along its band's bottom.
    func drawCardBar(into list: inout DrawList, palette: DemoPalette, _ setting: Setting) {
        guard let cards = setting.cards, let band = setting.band else { return }
        ScrollbarLook.draw(
            Scrollbar(of: cards, axis: .horizontal), offset: cards.contentOffsetX,
            grip: cardGrip,
            opacity: cardGrip.opacity(now: setting.now, restingSince: cards.restingSince),
            in: band, axis: .horizontal, palette: palette, into: &list)
    }
}
