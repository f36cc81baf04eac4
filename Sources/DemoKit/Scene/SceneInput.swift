import RefreshCore

/// Where one input goes in the scene: the pointer's events to the menu and the scrollbars
/// first, then to the list's router (a click to the placeholder's button, the pane or the
/// footer); a key to the open menu or to the key table's action; a controller's button to its
/// pad row; a resize, the window's focus and the network to the scene. What it decides is done
/// by the scene's actions (`SceneActions`): a value made for each input
/// (`DemoScene.apply`), holding nothing of its own.
struct SceneInput {
    /// The scene the input is for.
    let scene: DemoScene

    /// What the scene does for the action an input asks for.
    private var actions: SceneActions { SceneActions(scene: scene) }

    /// Sends `event` where it goes.
    func route(_ event: InputEvent) {
        switch event {
        case .pointerDown, .pointerMove, .pointerUp, .pointerCancel, .scroll, .wheel:
            // The scene is laid out left to right and mirrored when drawn (`draw`), so input in
            // a right-to-left language is mirrored back first.
            let lifted = belowBanner(
                scene.layoutDirection.event(event, inWidth: scene.scrollView.viewSize.width))
            // The menu and the scrollbars come first: what they take, nothing under them sees.
            if desktopTakes(lifted) { return scene.router.desktopTook(lifted) }
            switch scene.router.handle(lifted) {
            case .click(let point): click(at: point)
            case .closeFloor: scene.header.floor?.close()
            case .none: break
            }
            scene.overlays.banner.noteHover(
                event, pressed: scene.router.pointer.isPressed, at: scene.timeline.now)
        case .key(let key):
            press(KeyPress(key))
        case .keyPress(let key):
            press(key)
        case .secondaryClick:
            guard case .secondaryClick(let point) = belowBanner(event) else { return }
            scene.desktop.pointer = point
            actions.openMenu(at: point, byKey: false)
        case .resize(let size):
            actions.resize(to: size)
        case .controller(let input):
            control(input)
        case .focus(let gained):
            scene.presence.setFocus(gained)
        case .network(let online):
            scene.presence.report(online)
        }
    }

    /// A key: the open menu's, or the table's action for it with its modifiers (a held key
    /// repeats only scrolling).
    private func press(_ key: KeyPress) {
        if scene.desktop.menu != nil { return pressInMenu(key) }
        guard let action = DemoKeys.action(for: key.key, modifiers: key.modifiers) else { return }
        if key.isRepeat {
            guard action.repeats, case .scroll(let move) = action else { return }
            return actions.scroll(move, repeating: true)
        }
        actions.perform(action)
    }

    /// A controller's button or stick: the stick scrolls (`StickScroller`); a button, when it
    /// goes down, does what its row of `DemoPad` says, the same action a key does, and while
    /// the context menu is open it is the menu key its row names (nothing when none).
    private func control(_ input: ControllerInput) {
        switch input {
        case .leftStick(let position):
            scene.router.stick.stick(position.y)
        case .buttonDown(let button):
            guard let row = DemoPad.binding(for: button) else { return }
            guard scene.desktop.menu == nil else {
                if let key = row.inMenu { pressInMenu(KeyPress(key)) }
                return
            }
            actions.perform(row.action)
        case .buttonUp:
            break
        }
    }

    /// Takes a pointer, wheel or trackpad event before the list's router when the menu is open,
    /// a press is the desktop's, or the pointer holds or pages a scrollbar; true when taken.
    private func desktopTakes(_ event: InputEvent) -> Bool {
        switch scene.desktop.take(event, scene.scrollbarSetting) {
        case .passes: return false
        case .taken: return true
        case .menu:
            if let action = scene.desktop.takeInMenu(event) { actions.perform(action) }
            return true
        case .pageList(let towardsEnd):
            actions.scroll(towardsEnd ? .pageDown : .pageUp)
            return true
        }
    }

    /// A click (a press that barely moved): a placeholder's button refreshes; the chat's pill
    /// goes to the end and its top loader loads; the state footer's title loads, as MJRefresh's
    /// tap.
    private func click(at point: Point) {
        if let button = scene.placeholderButton, button.contains(point) {
            actions.pressPlaceholderButton()
            return
        }
        if scene.pane.click(at: point) { return }
        guard let footer = scene.footer, !scene.surface.placeholderOwnsView else { return }
        let view = Rect(origin: .zero, size: scene.scrollView.viewSize)
        _ = footer.handleTap(at: point, frame: footer.frame(in: view))
    }

    /// `event` moved up by the status bar's room, where the list is under the pointer
    /// (`StatusBanner.lift`).
    private func belowBanner(_ event: InputEvent) -> InputEvent {
        scene.overlays.banner.lift(event, room: scene.bannerHeight)
    }

    /// A key while the menu is open: the menu's; what it chose is done.
    private func pressInMenu(_ key: KeyPress) {
        if let action = scene.desktop.pressInMenu(key) { actions.perform(action) }
    }
}
