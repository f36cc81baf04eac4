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
            let keyStyle = DesktopLook.menuStyle.scaled(by: min(textScale, 1.25))
            let key = entry.shortcut.map { ($0, metrics.size(of: $0, style: keyStyle).width) }
            // The shortcut keeps its place at the end; the title fits in what is left.
            let room =
                Self.width - 2 * DesktopLook.menuTextInset
                - (key.map { $0.1 + DesktopLook.menuTextInset } ?? 0)
            let style = FittedText.fit(
                entry.title, style: DesktopLook.menuStyle.scaled(by: textScale), width: room,
                height: rect.height, wraps: false, metrics: metrics
            ).style
            if let (text, width) = key {
                list.text(
                    text, style: keyStyle,
                    color: isChosen && entry.isEnabled ? color : look.menuDisabledText,
                    at: Point(
                        x: rect.maxX - DesktopLook.menuTextInset - width,
                        y: rect.minY + (rect.height - keyStyle.size * 1.25) / 2))
            }
            list.text(
                entry.title, style: style, color: color,
                at: Point(
                    x: rect.minX + DesktopLook.menuTextInset,
                    y: rect.minY + (rect.height - style.size * 1.25) / 2))
        }
    }
}
