import RefreshCore

extension DemoScene {
    // MARK: - The desktop's share of the pointer: the menu, then the scrollbars

    /// Takes a pointer, wheel or trackpad event before the list's router when the menu is open,
    /// a press is the desktop's, or the pointer holds or pages a scrollbar; true when taken.
    func desktopTakes(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerMove(let point), .pointerDown(let point), .pointerUp(let point):
            desktop.pointer = point
        default: break
        }
        if case .pointerDown = event { desktop.buttonDown = true }
        if case .pointerUp = event { desktop.buttonDown = false }
        if case .pointerCancel = event { desktop.buttonDown = false }
        if desktop.menu != nil { return menuTakes(event) }
        switch event {
        case .pointerMove(let point):
            if desktop.swallowsPress { return true }
            // The thumb drags within where the content may come to rest: a header closing
            // under it must not leave the content above the top it is about to reach.
            var bar = listBar
            bar.bounds = scrollView.settledBounds(.vertical)
            if let offset = desktop.listGrip.draggedOffset(to: point.y, bar: bar) {
                scrollView.setContentOffsetY(offset)
                return true
            }
            if let carousel, let band = carouselBand,
                let offset = desktop.cardGrip.draggedOffset(
                    to: point.x - band.minX,
                    bar: Scrollbar(of: carousel.scrollView, axis: .horizontal))
            {
                carousel.scrollView.setContentOffset(offset, along: .horizontal)
                return true
            }
            noteReach(of: point)
            return false
        case .pointerDown(let point):
            return pressScrollbar(at: point)
        case .pointerUp, .pointerCancel:
            let now = timeline.now
            let held =
                desktop.swallowsPress || desktop.listGrip.hold != nil
                || desktop.cardGrip.hold != nil
            desktop.swallowsPress = false
            desktop.listGrip.release(time: now)
            desktop.cardGrip.release(time: now)
            if let point = desktop.pointer { noteReach(of: point) }
            if case .pointerCancel = event { return false }
            return held
        case .wheel, .scroll:
            return false
        default:
            return false
        }
    }

    /// The list's scrollbar now.
    var listBar: Scrollbar { Scrollbar(of: scrollView, axis: .vertical) }

    /// How far `point` is in from the list bar's edge (-1 outside the view, or over the floor).
    private func listBarDistance(_ point: Point) -> Double {
        let size = scrollView.viewSize
        guard !floorState.holdsList, point.y >= 0, point.y < size.height else { return -1 }
        return size.width - point.x
    }

    /// How far `point` is in from the carousel bar's edge, the band's bottom (-1 off the band).
    private func cardBarDistance(_ point: Point) -> Double {
        guard let band = carouselBand, band.contains(point) else { return -1 }
        return band.maxY - point.y
    }

    /// The pointer moved to `point`: each bar widens while it is near.
    private func noteReach(of point: Point) {
        let now = timeline.now
        desktop.listGrip.pointer(atDistance: listBarDistance(point), time: now)
        desktop.cardGrip.pointer(atDistance: cardBarDistance(point), time: now)
    }

    /// A press near a bar: on the thumb it holds it, beside it it pages once; true when a bar
    /// took it (the list bar first where they meet).
    private func pressScrollbar(at point: Point) -> Bool {
        let now = timeline.now
        if let press = desktop.listGrip.press(
            atDistance: listBarDistance(point), position: point.y,
            offset: scrollView.contentOffsetY, bar: listBar, time: now)
        {
            if case .page(let towardsEnd) = press {
                scroll(towardsEnd ? .pageDown : .pageUp)
                desktop.swallowsPress = true
            }
            return true
        }
        guard let carousel, let band = carouselBand,
            let press = desktop.cardGrip.press(
                atDistance: cardBarDistance(point), position: point.x - band.minX,
                offset: carousel.scrollView.contentOffsetX,
                bar: Scrollbar(of: carousel.scrollView, axis: .horizontal), time: now)
        else { return false }
        if case .page(let towardsEnd) = press {
            let cards = carousel.scrollView
            let page = cards.viewSize.width - DemoCarousel.cardSize.width
            let bounds = cards.offsetBounds(.horizontal)
            let target = cards.contentOffsetX + (towardsEnd ? page : -page)
            cards.setContentOffset(
                min(max(target, bounds.lowerBound), bounds.upperBound), along: .horizontal,
                duration: PhysicsConstants.wheelDuration, curve: .easeOut)
            desktop.swallowsPress = true
        }
        return true
    }

    /// What the trace's `scrollbar` says of the list's bar: `hidden`, `shown` or `dragging`.
    public var scrollbarState: String {
        if desktop.listGrip.hold != nil { return "dragging" }
        return listBarOpacity > 0 ? "shown" : "hidden"
    }

    /// The list bar's opacity now (0 when there is none, or over the second floor's page).
    var listBarOpacity: Double {
        guard !listBar.isHidden, !floorState.holdsList else { return 0 }
        return desktop.listGrip.opacity(
            now: timeline.now, restingSince: scrollView.restingSince)
    }

    /// Whether a bar's look changes with no input: shown and about to fade, or fading.
    var scrollbarsFade: Bool {
        let now = timeline.now
        return desktop.listGrip.isFading(now: now, restingSince: scrollView.restingSince)
            || (carousel.map {
                desktop.cardGrip.isFading(now: now, restingSince: $0.scrollView.restingSince)
            } ?? false)
    }

    /// Draws the list's bar at the view's trailing edge.
    func drawScrollbar(
        into list: inout DrawList, view: Rect, offset: Double, palette: DemoPalette
    ) {
        guard view.height > 8 else { return }
        ScrollbarLook.draw(
            listBar, offset: offset, grip: desktop.listGrip, opacity: listBarOpacity, in: view,
            axis: .vertical, palette: palette, into: &list)
    }

    /// Draws the carousel's bar along its band's bottom.
    func drawCardScrollbar(into list: inout DrawList, palette: DemoPalette) {
        guard let carousel, let band = carouselBand else { return }
        let cards = carousel.scrollView
        ScrollbarLook.draw(
            Scrollbar(of: cards, axis: .horizontal), offset: cards.contentOffsetX,
            grip: desktop.cardGrip,
            opacity: desktop.cardGrip.opacity(now: timeline.now, restingSince: cards.restingSince),
            in: band, axis: .horizontal, palette: palette, into: &list)
    }
}
