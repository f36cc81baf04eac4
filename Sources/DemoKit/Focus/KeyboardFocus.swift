import RefreshCore

/// The keyboard focus among the scene's focusable controls as they are now (`FocusPlaces`):
/// the control that has it while it is still there, what the trace calls it, where Tab, Shift+Tab
/// and Left/Right take it, and what Return or Space on it does. A value the scene makes when it
/// asks (`DemoScene.focusedControl`); the desktop keeps the focus between events
/// (`DesktopControls.focus`), this only reads it.
struct KeyboardFocus {
    /// Where the focusable controls are now.
    let places: FocusPlaces
    /// The desktop's focus as it was last set (its control may be gone since).
    let target: FocusTarget?

    /// The control with the keyboard focus, if it is still there (a refresh may have taken its
    /// row away).
    var control: FocusTarget? {
        guard let target, places.order.position(of: target) != nil else { return nil }
        return target
    }

    /// What the trace's `focus` says: the menu's chosen item while it is open (`menuChoice`,
    /// from 0), else the control, else `none`.
    func name(menuChoice: Int?) -> String {
        if let menuChoice { return FocusTarget.menu(menuChoice + 1).description }
        return control?.description ?? "none"
    }

    /// Tab, Shift+Tab, and Left/Right along the carousel: `set` is given the new focus (Left and
    /// Right off a card leave it as it is: `set` is not called), which is then scrolled into
    /// view unless `reveals` is false (the floor holds the list).
    func move(_ move: FocusMove, reveals: Bool, set: (FocusTarget?) -> Void) {
        let moved: FocusTarget?
        switch move {
        case .next: moved = places.order.next(after: control, start: places.topmostRowInView)
        case .previous: moved = places.order.previous(before: control)
        case .backward, .forward:
            guard case .card(let number) = control else { return }
            let step = move == .forward ? 1 : -1
            moved = .card(min(max(1, number + step), places.carousel?.cards.cards.count ?? 1))
        }
        set(moved)
        if let moved, reveals { places.reveal(moved) }
    }

    /// Return or Space: a row opens, a gap row fills, the pill jumps (the pane's); the idle
    /// footer loads (`loadMore`), the placeholder's button refreshes (`pressPlaceholderButton`);
    /// a card does nothing; with no focus the space bar (`orPageDown`) pages down (`pageDown`).
    func activate(
        orPageDown: Bool, loadMore: () -> Void, pressPlaceholderButton: () -> Void,
        pageDown: () -> Void
    ) {
        switch control {
        case .footer?: loadMore()
        case .pill?: places.pane.pressPill()
        case .placeholder?: pressPlaceholderButton()
        case .row(let number)?: places.pane.openRow(number - 1)
        case .gap(let number)?: places.pane.fillGap(number - 1)
        case nil: if orPageDown { pageDown() }
        default: break
        }
    }
}
