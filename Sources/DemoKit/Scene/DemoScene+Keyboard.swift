import RefreshCore

extension DemoScene {
    // MARK: - Scrolling by keys and the keyboard focus

    /// Scrolls the list as the wheel does (`ScrollMove.scroll`), unless the floor holds it;
    /// `repeating` for a held key's repeats.
    func scroll(_ move: ScrollMove, repeating: Bool = false) {
        guard !header.floorState.holdsList else { return }
        move.scroll(scrollView, repeating: repeating, reducesMotion: reducesMotion)
    }

    /// Where the focusable controls are now.
    var focusPlaces: FocusPlaces {
        FocusPlaces(
            scrollView: scrollView, list: list,
            carousel: carousel.map { ($0, surface.carouselBand) },
            gaps: pane.gapRows, footer: footer, pane: pane,
            placeholder: (placeholderButton, surface.placeholderOwnsView))
    }

    /// The keyboard focus among them (`KeyboardFocus`).
    var keyboardFocus: KeyboardFocus { KeyboardFocus(places: focusPlaces, target: desktop.focus) }

    /// The control with the keyboard focus, if it is still there (`KeyboardFocus.control`).
    public var focusedControl: FocusTarget? { keyboardFocus.control }

    /// Tab, Shift+Tab, and Left/Right along the carousel; the new focus is scrolled into view
    /// unless the floor holds the list.
    func moveFocus(_ move: FocusMove) {
        keyboardFocus.move(move, reveals: !header.floorState.holdsList) { desktop.focus = $0 }
    }

    /// Return or Space on the focused control (`KeyboardFocus.activate`).
    func activateFocus(orPageDown: Bool) {
        keyboardFocus.activate(
            orPageDown: orPageDown, loadMore: { perform(DemoAction.loadMore) },
            pressPlaceholderButton: { pressPlaceholderButton() }, pageDown: { scroll(.pageDown) })
    }
}
