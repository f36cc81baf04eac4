import RefreshCore

extension DemoScene {
    // MARK: - Hover, pressed states and the pointer's shape

    /// The pointer's shape the scene asks for: a hand over what a click acts on (an enabled menu
    /// item, the idle auto footer's title, the placeholders' button, the pill), the arrow
    /// elsewhere.
    public var cursor: PointerCursor {
        guard let point = desktop.pointer else { return .arrow }
        if let menu = desktop.menu {
            guard let index = menu.entry(at: point), menu.entries[index].isEnabled else {
                return .arrow
            }
            return .hand
        }
        if hoveredButton(at: point) != nil { return .hand }
        return hoveredFooterTitle(at: point) == nil ? .arrow : .hand
    }

    /// The button under `point` (the placeholders' Refresh or Try again, the pill), if any,
    /// and its corner radius.
    private func hoveredButton(at point: Point) -> (frame: Rect, radius: Double)? {
        if let button = placeholderButton, button.contains(point) { return (button, 0) }
        if let pill = pane.pillFrame, pill.contains(point) { return (pill, pill.height / 2) }
        return nil
    }

    /// The auto footer's frame when `point` is over its title and a click there loads.
    private func hoveredFooterTitle(at point: Point) -> Rect? {
        guard desktop.bars.listGrip.hold == nil, !desktop.bars.listGrip.isNear,
            let footer, footer.tapToLoad?.needsTitle == true, footer.state == .idle,
            footer.isVisible,
            !footer.displayedTitle.isEmpty
        else { return nil }
        let frame = footer.frame(in: Rect(origin: .zero, size: scrollView.viewSize))
        return frame.contains(point) ? frame : nil
    }

    /// The footer's title washed while hovered (darker while pressed), a button lighter while
    /// hovered and darker while pressed, then the focus ring.
    func drawHoverAndFocus(
        into list: inout DrawList, view: Rect, metrics: TextMetrics, palette: DemoPalette
    ) {
        if desktop.menu == nil, let point = desktop.pointer,
            let frame = hoveredFooterTitle(at: point)
        {
            list.fill(frame, desktop.buttonDown ? palette.desktop.pressed : palette.desktop.hover)
        }
        if desktop.menu == nil, let point = desktop.pointer, let button = hoveredButton(at: point) {
            list.fillRounded(
                button.frame, radius: button.radius, ButtonFeedback.wash(held: desktop.buttonDown))
        }
        guard let focus = focusedControl, let frame = focusPlaces.frame(of: focus, in: view),
            frame.intersects(view)
        else { return }
        // A focused footer lifted into sight (`FocusPlaces.inSight`) is drawn there, over the list's end.
        if focus == .footer, let footer, frame != footer.frame(in: view) {
            list.fill(frame, palette.background)
            footer.draw(into: &list, frame: frame, metrics: metrics)
        }
        FocusRing.draw(around: frame, color: palette.desktop.focusRing, into: &list)
    }
}
