import RefreshCore

extension DemoScene {
    // MARK: - Scrolling by keys and the keyboard focus

    /// Scrolls the list as the wheel does (`ScrollMove.scroll`), unless the floor holds it;
    /// `repeating` for a held key's repeats.
    func scroll(_ move: ScrollMove, repeating: Bool = false) {
        guard !floorState.holdsList else { return }
        move.scroll(scrollView, repeating: repeating, reducesMotion: reducesMotion)
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
