import RefreshCore

/// The context menu as it opens now, read from the scene's parts: where it opens (at the
/// pointer, else at the focused control's centre, else at the view's), what it offers there
/// (`DemoKeys.menuItems`: the floor's items with the floor header, the carousel's over its band,
/// Cancel while something is in flight), which of its items can act now and the room it has
/// below the status bar. A value the scene makes when a click or a key opens the menu
/// (`DemoScene.openMenu(at:byKey:)`).
struct MenuOpening {
    /// The keyboard focus and where the focusable controls are (the list's view and the
    /// carousel's band among them).
    let focus: KeyboardFocus
    /// Whether each item can act now (one that cannot is drawn disabled).
    let availability: ActionAvailability
    /// The texts the items' titles and shortcuts come from, and the language they are in.
    let words: (texts: ListTexts, language: RefreshLanguage)
    /// Whether the header is the second floor's, and whether a refresh or a load is in flight.
    let context: (floor: Bool, inFlight: Bool)
    /// The status bar's height: the menu stays inside what shows of the list, below it.
    let bannerHeight: Double

    /// The menu with its top-left corner at `point` (nil: at the focused control, or at the
    /// view's centre), the first enabled item chosen when a key opened it (`byKey`).
    func menu(at point: Point?, byKey: Bool) -> ContextMenu<DemoAction> {
        let places = focus.places
        let view = Rect(origin: .zero, size: places.scrollView.viewSize)
        let control = focus.control
        let focused = control.flatMap { places.frame(of: $0, in: view) }
        let anchor =
            point ?? focused.map { Point(x: $0.midX, y: $0.midY) }
            ?? Point(x: view.midX, y: view.midY)
        let overCarousel: Bool
        if case .card? = control, point == nil {
            overCarousel = true
        } else {
            overCarousel = places.carousel?.band?.contains(anchor) ?? false
        }
        let (texts, language) = words
        let entries = DemoKeys.menuItems(
            floor: context.floor, overCarousel: overCarousel, inFlight: context.inFlight,
            language: language, texts: texts
        ).map {
            ContextMenu.Entry(
                $0.action, title: $0.title, isEnabled: availability.allows($0.action),
                shortcut: MenuShortcut.text(for: $0.action, language, texts: texts))
        }
        // Inside what shows of the list: the status bar takes the top of the view.
        let room = Size(width: view.width, height: view.height - bannerHeight)
        return ContextMenu(entries: entries, at: anchor, in: room, choosingFirst: byKey)
    }
}
