import RefreshCore

extension DemoScene {
    // MARK: - The context menu (right click, Menu, Shift+F10)

    /// The context menu, while it is open (an accessibility bridge reads its items from here).
    public var contextMenu: ContextMenu<DemoAction>? { desktop.menu }

    /// Opens the menu with its top-left corner at `point` (nil: at the focused control, or at
    /// the view's centre), the first enabled item chosen when a key opened it.
    func openMenu(at point: Point?, byKey: Bool) {
        let view = Rect(origin: .zero, size: scrollView.viewSize)
        let focused = focusedControl.flatMap { focusFrame(of: $0, in: view) }
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
        desktop.menuPress = nil
    }

    /// Closes the menu without acting.
    func closeMenu() {
        desktop.menu = nil
        desktop.menuPress = nil
    }

    /// Whether `action` can act now: a menu item that cannot is drawn disabled and does nothing
    /// (no footer, no more data, a load in flight; the floor already open; a scroll to where the
    /// list already is, or a list too short to scroll).
    func canPerform(_ action: DemoAction) -> Bool {
        switch action {
        case .loadMore:
            guard let footer else { return false }
            return footer.state == .idle && requests.loadRequest == nil
        case .loadMoreCards:
            guard let carousel else { return false }
            return carousel.trailer.state == .idle && carousel.request == nil
        case .openSecondFloor:
            return secondFloor != nil && floorState == .closed && !header.isRefreshing
        case .scroll(.top):
            return scrollView.contentOffsetY > scrollView.offsetBounds(.vertical).lowerBound + 0.5
        case .scroll(.end):
            return scrollView.contentOffsetY < scrollView.offsetBounds(.vertical).upperBound - 0.5
        default:
            return true
        }
    }

    /// A key while the menu is open: Up and Down choose, Return (or Space) acts, Escape and the
    /// menu's own keys close it; nothing else reaches the list.
    func pressInMenu(_ key: KeyPress) {
        guard var menu = desktop.menu, key.modifiers.isSubset(of: .shift) else { return }
        switch key.key {
        case .named(.up): menu.move(by: -1)
        case .named(.down): menu.move(by: 1)
        case .named(.return), .named(.space):
            guard !key.isRepeat else { return }
            closeMenu()
            if let action = menu.chosenItem { perform(action) }
            return
        case .named(.escape), .named(.menu), .named(.application), .named(.f10):
            return closeMenu()
        default: return
        }
        desktop.menu = menu
    }

    /// The pointer while the menu is open: it chooses what it is over, a click on an enabled
    /// item acts (on the release, over the item pressed), a press elsewhere closes the menu and
    /// is swallowed; the list under the menu never sees any of it.
    func menuTakes(_ event: InputEvent) -> Bool {
        guard var menu = desktop.menu else { return false }
        switch event {
        case .pointerMove(let point):
            menu.hover(at: point)
            desktop.menu = menu
        case .pointerDown(let point):
            guard let index = menu.entry(at: point) else {
                closeMenu()
                desktop.swallowsPress = true
                return true
            }
            menu.hover(at: point)
            desktop.menu = menu
            desktop.menuPress = menu.entries[index].isEnabled ? index : nil
        case .pointerUp(let point):
            if let pressed = desktop.menuPress, menu.entry(at: point) == pressed {
                closeMenu()
                perform(menu.entries[pressed].item)
            }
            desktop.menuPress = nil
        case .pointerCancel:
            desktop.menuPress = nil
        default:
            break
        }
        return true
    }
}
