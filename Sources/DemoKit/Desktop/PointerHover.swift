import RefreshCore

/// What the pointer is over now, read from the scene's parts: the pointer's shape it asks for
/// (a hand over what a click acts on) and the washes drawn under it (the auto footer's title, a
/// button). A value the scene makes when it needs one (`DemoScene.cursor`, the frame's drawing).
struct PointerHover {
    /// The pointer, the menu, the scrollbars' grips and whether a button is down.
    let desktop: DesktopControls
    /// The placeholders' button in the view, while one shows.
    let placeholderButton: Rect?
    /// The list's pane, whose pill (a chat's) is a button (its frame asked only where needed).
    let pane: any ListPane
    /// The footer, when there is one.
    let footer: RefreshFooter?
    /// The view in the window's terms.
    let view: Rect

    /// A hand over an enabled menu item, the idle auto footer's title, the placeholders' button
    /// or the pill; the arrow elsewhere.
    var cursor: PointerCursor {
        guard let point = desktop.pointer else { return .arrow }
        if let menu = desktop.menu {
            guard let index = menu.entry(at: point), menu.entries[index].isEnabled else {
                return .arrow
            }
            return .hand
        }
        if button(at: point) != nil { return .hand }
        return footerTitle(at: point) == nil ? .arrow : .hand
    }

    /// The footer's title washed while hovered (darker while pressed), a button lighter while
    /// hovered and darker while pressed; nothing while the menu is open.
    func draw(into list: inout DrawList, palette: DemoPalette) {
        guard desktop.menu == nil, let point = desktop.pointer else { return }
        if let frame = footerTitle(at: point) {
            list.fill(frame, desktop.buttonDown ? palette.desktop.pressed : palette.desktop.hover)
        }
        if let button = button(at: point) {
            list.fillRounded(
                button.frame, radius: button.radius, ButtonFeedback.wash(held: desktop.buttonDown))
        }
    }

    /// The button under `point` (the placeholders' Refresh or Try again, the pill), if any,
    /// and its corner radius.
    private func button(at point: Point) -> (frame: Rect, radius: Double)? {
        if let button = placeholderButton, button.contains(point) { return (button, 0) }
        if let pill = pane.pillFrame, pill.contains(point) { return (pill, pill.height / 2) }
        return nil
    }

    /// The auto footer's frame when `point` is over its title and a click there loads.
    private func footerTitle(at point: Point) -> Rect? {
        guard desktop.bars.listGrip.hold == nil, !desktop.bars.listGrip.isNear,
            let footer, footer.tapToLoad?.needsTitle == true, footer.state == .idle,
            footer.isVisible,
            !footer.displayedTitle.isEmpty
        else { return nil }
        let frame = footer.frame(in: view)
        return frame.contains(point) ? frame : nil
    }
}
