import RefreshCore

extension DemoScene {
    // MARK: - Hover, pressed states and the pointer's shape

    /// The pointer's shape the scene asks for: a hand over what a click acts on (an enabled menu
    /// item, the idle auto footer's title, the placeholders' button, the pill), the arrow
    /// elsewhere.
    public var cursor: PointerCursor { hover.cursor }

    /// What the pointer is over now.
    var hover: PointerHover {
        PointerHover(
            desktop: desktop,
            // The placeholders' button is only looked for under a pointer.
            placeholderButton: desktop.pointer == nil ? nil : placeholderButton, pane: pane,
            footer: footer, view: Rect(origin: .zero, size: scrollView.viewSize))
    }
}
