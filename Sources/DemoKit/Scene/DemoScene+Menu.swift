import RefreshCore

extension DemoScene {
    // MARK: - The context menu (right click, Menu, Shift+F10)

    /// The context menu, while it is open (an accessibility bridge reads its items from here).
    public var contextMenu: ContextMenu<DemoAction>? { desktop.menu }

    /// Opens the menu with its top-left corner at `point` (nil: at the focused control, or at
    /// the view's centre), the first enabled item chosen when a key opened it.
    func openMenu(at point: Point?, byKey: Bool) {
        let view = Rect(origin: .zero, size: scrollView.viewSize)
        let focused = focusedControl.flatMap { focusPlaces.frame(of: $0, in: view) }
        let anchor =
            point ?? focused.map { Point(x: $0.midX, y: $0.midY) }
            ?? Point(x: view.midX, y: view.midY)
        let overCarousel: Bool
        if case .card? = focusedControl, point == nil {
            overCarousel = true
        } else {
            overCarousel = carouselBand?.contains(anchor) ?? false
        }
        let entries = DemoKeys.menuItems(
            floor: headerKind == .floor, overCarousel: overCarousel,
            inFlight: componentInFlight != nil, language: language, texts: listTexts
        ).map {
            ContextMenu.Entry(
                $0.action, title: $0.title, isEnabled: canPerform($0.action),
                shortcut: MenuShortcut.text(for: $0.action, language, texts: listTexts))
        }
        // Inside what shows of the list: the status bar takes the top of the view.
        let room = Size(width: view.width, height: view.height - bannerHeight)
        desktop.menu = ContextMenu(
            entries: entries, at: anchor, in: room, choosingFirst: byKey)
    }

    /// Closes the menu without acting.
    func closeMenu() {
        desktop.menu = nil
    }

    /// Whether `action` can act now (`ActionAvailability`).
    func canPerform(_ action: DemoAction) -> Bool {
        ActionAvailability(
            components: (header, footer, carousel), requests: requests, scrollView: scrollView
        ).allows(action)
    }

    /// A key while the menu is open: the menu's; what it chose is done.
    func pressInMenu(_ key: KeyPress) {
        if let action = desktop.pressInMenu(key) { perform(action) }
    }
}
