import RefreshCore

extension DemoScene {
    // MARK: - Scrolling by keys and the keyboard focus

    /// How long Home, End and revealing a focused control take to scroll (the contract's "in at
    /// most 0.5 s"; the wheel's own 0.2 s would jump a long list too fast to follow).
    static let jumpDuration = 0.35

    /// Scrolls the list as the wheel does: smooth, clamped to its range, never past an edge
    /// (so never refreshing); `repeating` for a held key's repeats, which keep one speed.
    func scroll(_ move: ScrollMove, repeating: Bool = false) {
        guard !floorState.holdsList else { return }
        let curve: TimingCurve = repeating ? .linear : .easeOut
        let page = (scrollView.viewSize.height - DemoTheme.rowHeight) / PhysicsConstants.wheelNotch
        // Scrolls asked for by keys happen at once with reduced motion (the contract).
        let duration = reducesMotion ? 0 : PhysicsConstants.wheelDuration
        func wheel(_ notches: Double) {
            scrollView.scrollByWheel(notches: notches, curve: curve, duration: duration)
        }
        switch move {
        case .lineUp: wheel(1)
        case .lineDown: wheel(-1)
        case .pageUp: wheel(page)
        case .pageDown: wheel(-page)
        case .top, .end:
            guard !scrollView.isDragging else { return }
            // The scroll stops at the edge where the content may rest; at once with reduced
            // motion.
            scrollView.scroll(
                to: move == .top ? -.infinity : .infinity, along: .vertical,
                duration: reducesMotion ? 0 : Self.jumpDuration, curve: .easeInOut)
        }
    }

    /// The order Tab walks, the drawing's: the placeholders' button while it shows (alone: a
    /// placeholder owns the view), else the rows and cards, the footer, and the chat's pill last
    /// while it shows.
    var focusOrder: FocusOrder {
        let owned = placeholderOwnsView
        return FocusOrder(
            rows: rows.count, carouselAfterRows: owned ? nil : carousel?.afterRows,
            cards: owned ? 0 : carousel?.cards.count ?? 0,
            gapsAfterRows: webFeed?.gapRows.rowsBelow ?? [],
            hasPlaceholder: placeholderButton != nil, hasFooter: footer != nil && !owned,
            hasPill: (chat?.pillCount ?? 0) > 0)
    }

    /// The control with the keyboard focus, if it is still there (a refresh may have taken its
    /// row away).
    public var focusedControl: FocusTarget? {
        guard let focus = desktop.focus, focusOrder.position(of: focus) != nil else { return nil }
        return focus
    }

    /// What the trace's `focus` says: the menu's chosen item while it is open, else the control.
    public var focusName: String {
        if let chosen = desktop.menu?.chosen { return FocusTarget.menu(chosen + 1).description }
        return focusedControl?.description ?? "none"
    }

    /// The topmost row whose top edge is in view.
    private var topmostRowInView: FocusTarget? {
        guard !rows.isEmpty else { return nil }
        let offset = scrollView.contentOffsetY
        var index = max(0, list.rowIndex(atContentY: offset))
        if list.rowY(index) < offset - 1e-9 { index += 1 }
        return index < rows.count ? .row(index + 1) : nil
    }

    /// Tab, Shift+Tab, and Left/Right along the carousel; the new focus is scrolled into view.
    func moveFocus(_ move: FocusMove) {
        let order = focusOrder
        switch move {
        case .next: desktop.focus = order.next(after: focusedControl, start: topmostRowInView)
        case .previous: desktop.focus = order.previous(before: focusedControl)
        case .backward, .forward:
            guard case .card(let number) = focusedControl else { return }
            let step = move == .forward ? 1 : -1
            desktop.focus = .card(min(max(1, number + step), carousel?.cards.count ?? 1))
        }
        if let focus = desktop.focus { reveal(focus) }
    }

    /// Return or Space: the idle footer loads, the placeholder's button refreshes; a row or a
    /// card does nothing; with no focus the space bar pages down.
    func activateFocus(orPageDown: Bool) {
        switch focusedControl {
        case .footer?: perform(DemoAction.loadMore)
        case .pill?: chat?.pressPill()
        case .placeholder?: pressPlaceholderButton()
        case .row(let number)?: openEntry(atRow: number - 1)
        case .gap(let number)?: webFeed?.fillGap(number - 1)
        case nil: if orPageDown { scroll(.pageDown) }
        default: break
        }
    }

    /// Scrolls the list (and for a card the carousel) the least that shows `target` whole.
    private func reveal(_ target: FocusTarget) {
        guard !floorState.holdsList, !scrollView.isDragging, let span = contentSpan(of: target)
        else { return }
        if let offset = FocusReveal.offset(
            showing: span, offset: scrollView.contentOffsetY,
            viewLength: scrollView.viewSize.height, bounds: scrollView.settledBounds(.vertical))
        {
            scrollView.scroll(
                to: offset, along: .vertical, duration: Self.jumpDuration, curve: .easeOut)
        }
        guard case .card(let number) = target, let cards = carousel?.scrollView else { return }
        let left = Self.cardX(number)
        if let offset = FocusReveal.offset(
            showing: left...(left + DemoCarousel.cardSize.width), offset: cards.contentOffsetX,
            viewLength: cards.viewSize.width, bounds: cards.offsetBounds(.horizontal))
        {
            cards.scroll(
                to: offset, along: .horizontal, duration: Self.jumpDuration, curve: .easeOut)
        }
    }

    /// Where card `number` starts in the carousel's content.
    static func cardX(_ number: Int) -> Double {
        DemoCarousel.gap + Double(number - 1) * (DemoCarousel.cardSize.width + DemoCarousel.gap)
    }

    /// Where `target` lies in the list's content, top to bottom.
    private func contentSpan(of target: FocusTarget) -> ClosedRange<Double>? {
        switch target {
        case .row(let number):
            let top = list.rowY(number - 1)
            return top...(top + list.rowHeight(number - 1))
        case .card:
            guard let band = list.bandFrame else { return nil }
            return band.minY...band.maxY
        case .gap(let number):
            return webFeed?.gapRows.frame(number - 1).map { $0.minY...$0.maxY }
        case .footer:
            let top = scrollView.contentSize.height
            return top...(top + (footer?.height ?? RefreshConstants.footerHeight))
        default:
            return nil
        }
    }

    /// Where `target` is drawn in the view now, if it is in sight.
    func focusFrame(of target: FocusTarget, in view: Rect) -> Rect? {
        let offset = scrollView.contentOffsetY
        switch target {
        case .row(let number):
            return Rect(
                x: view.minX, y: view.minY - offset + list.rowY(number - 1), width: view.width,
                height: list.rowHeight(number - 1))
        case .card(let number):
            guard let band = carouselBand, let cards = carousel?.scrollView else { return nil }
            return Rect(
                x: band.minX + Self.cardX(number) - cards.contentOffsetX,
                y: band.minY + DemoCarousel.gap, width: DemoCarousel.cardSize.width,
                height: DemoCarousel.cardSize.height)
        case .gap(let number):
            return webFeed?.gapRows.frame(number - 1).map {
                Rect(
                    x: view.minX, y: view.minY - offset + $0.minY, width: view.width,
                    height: $0.height)
            }
        case .footer:
            return footer.map { Self.inSight($0.frame(in: view), in: view) }
        case .pill:
            return chat?.pillFrame?.offsetBy(dx: view.minX, dy: view.minY)
        case .placeholder:
            let outset = DesktopLook.filledRingOutset
            return placeholderButton.map {
                Rect(
                    x: $0.minX - outset, y: $0.minY - outset, width: $0.width + 2 * outset,
                    height: $0.height + 2 * outset)
            }
        default:
            return nil
        }
    }

    /// A footer's `frame` as the focus shows it: where it is, or, while it starts at or above
    /// the view's bottom edge but is not wholly above it (a back footer at the end of the list
    /// lies just below the view, which no key may scroll past), lifted to stand on that edge,
    /// where the scene draws it while it has the focus.
    static func inSight(_ frame: Rect, in view: Rect) -> Rect {
        guard frame.maxY > view.maxY + 1e-9, frame.minY <= view.maxY + 0.5 else { return frame }
        return Rect(
            x: frame.minX, y: view.maxY - frame.height, width: frame.width, height: frame.height)
    }
}
