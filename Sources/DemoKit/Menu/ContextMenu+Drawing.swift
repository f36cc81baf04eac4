import RefreshCore

extension ContextMenu {
    /// Draws the menu as a desktop list's menu looks: a shadowed white panel, the chosen item in
    /// the accent (darker while `pressed` holds the button on it), disabled titles greyed.
    func draw(into list: inout DrawList, pressed: Bool) {
        let offset = DesktopLook.shadowOffset
        list.fill(frame.offsetBy(dx: offset, dy: offset), DesktopLook.menuShadow)
        list.fill(
            Rect(
                x: frame.minX - 1, y: frame.minY - 1, width: frame.width + 2,
                height: frame.height + 2), DesktopLook.menuBorder)
        list.fill(frame, DesktopLook.menuBackground)
        let lineHeight = DesktopLook.menuStyle.size * 1.25
        for (index, entry) in entries.enumerated() {
            let rect = frame(ofEntry: index)
            let isChosen = index == chosen
            if isChosen {
                list.fill(rect, pressed ? DesktopLook.menuPressed : DesktopLook.menuChosen)
            }
            let color =
                !entry.isEnabled
                ? DesktopLook.menuDisabledText
                : isChosen ? DesktopLook.menuChosenText : DesktopLook.menuText
            list.text(
                entry.title, style: DesktopLook.menuStyle, color: color,
                at: Point(
                    x: rect.minX + DesktopLook.menuTextInset,
                    y: rect.minY + (rect.height - lineHeight) / 2))
        }
    }
}
