import RefreshCore

extension DemoScene {
    // MARK: - Hover, pressed states and the pointer's shape

    /// The pointer's shape the scene asks for: a hand over what a click acts on (an enabled menu
    /// item, the idle auto footer's title, the placeholders' button, the pill), the arrow
    /// elsewhere.
    public var cursor: PointerCursor { hover.cursor }

    /// What the pointer is over now.
    private var hover: PointerHover {
        PointerHover(
            desktop: desktop,
            // The placeholders' button is only looked for under a pointer.
            placeholderButton: desktop.pointer == nil ? nil : placeholderButton, pane: pane,
            footer: footer, view: Rect(origin: .zero, size: scrollView.viewSize))
    }

    /// The hovered or pressed washes (`PointerHover`), then the focus ring.
    func drawHoverAndFocus(
        into list: inout DrawList, view: Rect, metrics: TextMetrics, palette: DemoPalette
    ) {
        hover.draw(into: &list, palette: palette)
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
