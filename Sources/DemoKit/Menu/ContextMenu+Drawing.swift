import RefreshCore

extension ContextMenu {
    /// Draws the menu as a desktop list's menu looks: a shadowed white panel, the chosen item in
    /// the accent (darker while `pressed` holds the button on it), disabled titles greyed.
    /// Titles are `textScale` times their size as far as an item's line holds them (items keep
    /// the contract's 32 × 200 points).
    func draw(
        into list: inout DrawList, pressed: Bool, palette: DemoPalette, textScale: Double,
        metrics: TextMetrics
    ) {
        let look = palette.desktop
        let offset = DesktopLook.shadowOffset
        list.fill(frame.offsetBy(dx: offset, dy: offset), look.menuShadow)
        list.fill(
            Rect(
                x: frame.minX - 1, y: frame.minY - 1, width: frame.width + 2,
                height: frame.height + 2), look.menuBorder)
        list.fill(frame, look.menuBackground)
        let room = Self.width - 2 * DesktopLook.menuTextInset
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
            let style = FittedText.fit(
                entry.title, style: DesktopLook.menuStyle.scaled(by: textScale), width: room,
                height: rect.height, wraps: false, metrics: metrics
            ).style
            list.text(
                entry.title, style: style, color: color,
                at: Point(
                    x: rect.minX + DesktopLook.menuTextInset,
                    y: rect.minY + (rect.height - style.size * 1.25) / 2))
        }
    }
}
