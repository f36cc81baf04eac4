import RefreshCore

extension DemoScene {
    // MARK: - The context menu (right click, Menu, Shift+F10)

    /// The context menu, while it is open (an accessibility bridge reads its items from here).
    public var contextMenu: ContextMenu<DemoAction>? { desktop.menu }

    /// Opens the menu with its top-left corner at `point` (nil: at the focused control, or at
    /// the view's centre), the first enabled item chosen when a key opened it (`MenuOpening`).
    func openMenu(at point: Point?, byKey: Bool) {
        desktop.menu = MenuOpening(
            focus: keyboardFocus, availability: availability, words: (listTexts, language),
            context: (headerKind == .floor, componentInFlight != nil), bannerHeight: bannerHeight
        ).menu(at: point, byKey: byKey)
    }

    /// Closes the menu without acting.
    func closeMenu() {
        desktop.menu = nil
    }

    /// Whether `action` can act now (`ActionAvailability`).
    func canPerform(_ action: DemoAction) -> Bool { availability.allows(action) }

    /// What can act now, read from the components, the requests and the scroll view.
    private var availability: ActionAvailability {
        ActionAvailability(
            components: (header, footer, carousel), requests: requests, scrollView: scrollView)
    }

    /// A key while the menu is open: the menu's; what it chose is done.
    func pressInMenu(_ key: KeyPress) {
        if let action = desktop.pressInMenu(key) { perform(action) }
    }
}
