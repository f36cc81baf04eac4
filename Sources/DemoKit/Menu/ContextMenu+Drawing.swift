import RefreshCore

extension ContextMenu {
    /// Draws the menu as a desktop list's menu looks: a shadowed white panel, the chosen item in
    /// the accent (darker while `pressed` holds the button on it), disabled titles greyed.
    func draw(into list: inout DrawList, pressed: Bool, palette: DemoPalette) {
        let look = palette.desktop
        let offset = DesktopLook.shadowOffset
        list.fill(frame.offsetBy(dx: offset, dy: offset), look.menuShadow)
        list.fill(
            Rect(
                x: frame.minX - 1, y: frame.minY - 1, width: frame.width + 2,
                height: frame.height + 2), look.menuBorder)
        list.fill(frame, look.menuBackground)
        let lineHeight = DesktopLook.menuStyle.size * 1.25
        for (index, entry) in entries.enumerated() {
            let rect = frame(ofEntry: index)
            let isChosen = index == chosen
            if isChosen {
                list.fill(rect, pressed ? look.menuPressed : look.menuChosen)
            }
            let color =
                !entry.isEnabled
                ? look.menuDisabledText
                : isChosen ? look.menuChosenText : look.menuText
            list.text(
                entry.title, style: DesktopLook.menuStyle, color: color,
                at: Point(
                    x: rect.minX + DesktopLook.menuTextInset,
                    y: rect.minY + (rect.height - lineHeight) / 2))
        }
    }
}
