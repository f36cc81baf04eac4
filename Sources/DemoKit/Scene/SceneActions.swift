import RefreshAccessibleView
import RefreshCore

/// What the scene does for an action: a key's, a menu item's, a controller's button's, a
/// click's, an assistive technology's (what it cannot do now, it says). `SceneInput` decides
/// which action an input asks for; this does it, on the scene's parts, the one place each is
/// done. A value made for each action (`DemoScene.perform`), holding nothing of its own.
struct SceneActions {
    /// The scene the action is for.
    let scene: DemoScene

    /// Does `action`, unless the list's pane refuses it (a chat has no header to switch).
    func perform(_ action: DemoAction) {
        guard scene.pane.allows(action) else { return }
        let slots = scene.slots
        switch action {
        case .header(let kind): slots.switchHeader(to: kind)
        case .nextHeader: slots.switchHeader(to: slots.headerKind.next)
        case .nextFooter: slots.switchFooter(to: slots.footerKind.next)
        case .nextFooterStyle:
            slots.switchFooter(to: slots.footerKind, style: slots.footerStyle.next)
        case .refresh: beginRefreshingAtTop()
        case .toggleNoMoreData: slots.toggleNoMoreData()
        case .nextLanguage: scene.setLanguage(scene.resources.language(after: scene.language))
        case .nextTheme:
            scene.presence.preferences.chosenTheme = scene.preferences.colorScheme.next
        case .failNextRequest: scene.requests.failureSchedule.failsNext = true
        case .closeFloor: scene.header.floor?.close()
        case .toggleKeyPanel: scene.overlays.bar.showsHelp.toggle()
        case .toggleInspector: scene.overlays.inspector.toggle()
        case .quit: scene.quitRequested = true
        case .dismiss: dismiss()
        case .cancel: scene.inFlight.cancel()
        case .scroll(let move): scroll(move)
        case .loadMore, .openSecondFloor, .loadMoreCards: begin(action)
        case .focus(let move): moveFocus(move)
        case .activate(let orPageDown): activateFocus(orPageDown: orPageDown)
        case .openMenu: openMenu(at: nil, byKey: true)
        }
    }

    /// Does an assistive technology's `action` as its key or click does; false when it cannot
    /// now (nothing to load, a request already out, no such button or menu item enabled now).
    func perform(_ action: AccessibleAction) -> Bool {
        let (header, footer, pane) = (scene.header, scene.footer, scene.pane)
        switch action {
        case .refresh:
            guard !header.isRefreshing, pane.topLoader?.state ?? .idle == .idle else {
                return false
            }
            beginRefreshingAtTop()
        case .loadMore:
            guard let footer, footer.state == .idle else { return false }
            footer.beginRefreshing()
        case .loadMoreCards:
            guard let trailer = scene.carousel?.trailer, trailer.state == .idle else {
                return false
            }
            trailer.beginRefreshing()
        case .pressPlaceholderButton:
            return pressPlaceholderButton()
        case .cancel:
            let inFlight = scene.inFlight
            guard inFlight.component != nil else { return false }
            inFlight.cancel()
        case .pressPill:
            guard pane.pillCount > 0 else { return false }
            pane.pressPill()
        case .pressGapRow:
            return pane.fillGap(0)
        case .chooseMenuItem(let index):
            guard let entries = scene.desktop.menu?.entries, entries.indices.contains(index),
                entries[index].isEnabled
            else { return false }
            scene.desktop.menu = nil
            perform(entries[index].item)
        }
        return true
    }

    /// A load or the floor's opening, when it can begin now (`ActionAvailability`).
    private func begin(_ action: DemoAction) {
        guard scene.availability.allows(action) else { return }
        switch action {
        case .loadMore: scene.footer?.beginRefreshing()
        case .openSecondFloor: scene.header.floor?.open()
        default: scene.carousel?.trailer.beginRefreshing()
        }
    }

    /// `r`, F5, the menu's Refresh, a placeholder's button: the header begins refreshing, or
    /// in a chat the top loader loads older messages.
    func beginRefreshingAtTop() {
        guard let loader = scene.pane.topLoader else { return scene.header.beginRefreshing() }
        // Out of data, it stays so.
        if loader.state == .idle { loader.beginRefreshing() }
    }

    /// The placeholder's button pressed (a click, Return on it, an assistive technology's
    /// `click`): the list begins refreshing; false when no button shows.
    @discardableResult
    func pressPlaceholderButton() -> Bool {
        guard scene.placeholderButton != nil, !scene.header.isRefreshing else { return false }
        beginRefreshingAtTop()
        return true
    }

    /// Escape: the first of closing the menu, the key panel and the inspector, and cancelling
    /// what is in flight, that applies. It never quits.
    func dismiss() {
        if scene.desktop.menu != nil {
            scene.desktop.menu = nil
        } else if !scene.overlays.dismissPanel() {
            scene.inFlight.cancel()
        }
    }

    /// Scrolls the list as the wheel does (`ScrollMove.scroll`), unless the floor holds it;
    /// `repeating` for a held key's repeats.
    func scroll(_ move: ScrollMove, repeating: Bool = false) {
        guard !scene.header.floorState.holdsList else { return }
        move.scroll(scene.scrollView, repeating: repeating, reducesMotion: scene.reducesMotion)
    }

    /// Tab, Shift+Tab, and Left/Right along the carousel; the new focus is scrolled into view
    /// unless the floor holds the list.
    func moveFocus(_ move: FocusMove) {
        scene.keyboardFocus.move(move, reveals: !scene.header.floorState.holdsList) {
            scene.desktop.focus = $0
        }
    }

    /// Return or Space on the focused control (`KeyboardFocus.activate`).
    func activateFocus(orPageDown: Bool) {
        scene.keyboardFocus.activate(
            orPageDown: orPageDown, loadMore: { perform(.loadMore) },
            pressPlaceholderButton: { pressPlaceholderButton() }, pageDown: { scroll(.pageDown) })
    }

    /// Opens the menu with its top-left corner at `point` (nil: at the focused control, or at
    /// the view's centre), the first enabled item chosen when a key opened it (`MenuOpening`).
    func openMenu(at point: Point?, byKey: Bool) {
        scene.desktop.menu = MenuOpening(
            focus: scene.keyboardFocus, availability: scene.availability,
            words: (scene.listTexts, scene.language),
            context: (scene.headerKind == .floor, scene.inFlight.component != nil),
            bannerHeight: scene.bannerHeight
        ).menu(at: point, byKey: byKey)
    }

    /// The view becomes `size` (a window resized, a script's `resize`): every row is laid out
    /// again at the new width from this frame on (the feed's and the chat's text wraps anew),
    /// and the anchor row keeps its y.
    func resize(to size: Size) {
        scene.scrollView.viewSize = size
        scene.carousel?.resize(width: size.width)
        scene.header.floor?.viewSizeDidChange()
        scene.scrollView.contentSize.width = size.width
        scene.surface.viewDidResize(toWidth: size.width)
    }
}
