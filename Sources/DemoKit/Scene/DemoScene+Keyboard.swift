import RefreshCore

extension DemoScene {
    // MARK: - Scrolling by keys and the keyboard focus

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
                duration: reducesMotion ? 0 : FocusPlaces.jumpDuration, curve: .easeInOut)
        }
    }

    /// Where the focusable controls are now.
    var focusPlaces: FocusPlaces {
        FocusPlaces(
            scrollView: scrollView, list: list, carousel: carousel.map { ($0, carouselBand) },
            gaps: pane.gapRows, footer: footer, pane: pane,
            placeholder: (placeholderButton, placeholderOwnsView))
    }

    /// The order Tab walks (`FocusPlaces.order`).
    var focusOrder: FocusOrder { focusPlaces.order }

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

    /// Tab, Shift+Tab, and Left/Right along the carousel; the new focus is scrolled into view.
    func moveFocus(_ move: FocusMove) {
        let places = focusPlaces
        let order = places.order
        switch move {
        case .next:
            desktop.focus = order.next(after: focusedControl, start: places.topmostRowInView)
        case .previous: desktop.focus = order.previous(before: focusedControl)
        case .backward, .forward:
            guard case .card(let number) = focusedControl else { return }
            let step = move == .forward ? 1 : -1
            desktop.focus = .card(min(max(1, number + step), carousel?.cards.count ?? 1))
        }
        if let focus = desktop.focus, !floorState.holdsList { places.reveal(focus) }
    }

    /// Return or Space: the idle footer loads, the placeholder's button refreshes; a row or a
    /// card does nothing; with no focus the space bar pages down.
    func activateFocus(orPageDown: Bool) {
        switch focusedControl {
        case .footer?: perform(DemoAction.loadMore)
        case .pill?: pane.pressPill()
        case .placeholder?: pressPlaceholderButton()
        case .row(let number)?: pane.openRow(number - 1)
        case .gap(let number)?: pane.fillGap(number - 1)
        case nil: if orPageDown { scroll(.pageDown) }
        default: break
        }
    }
}
