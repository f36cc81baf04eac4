import RefreshCore

extension DemoScene {
    // MARK: - The desktop's share of the pointer: the menu, then the scrollbars

    /// Takes a pointer, wheel or trackpad event before the list's router when the menu is open,
    /// a press is the desktop's, or the pointer holds or pages a scrollbar; true when taken.
    func desktopTakes(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerMove(let point), .pointerDown(let point), .pointerUp(let point):
            desktop.pointer = point
        default: break
        }
        if case .pointerDown = event { desktop.buttonDown = true }
        if case .pointerUp = event { desktop.buttonDown = false }
        if case .pointerCancel = event { desktop.buttonDown = false }
        if desktop.menu != nil { return menuTakes(event) }
        let setting = scrollbarSetting
        switch event {
        case .pointerMove(let point):
            if desktop.swallowsPress { return true }
            if desktop.bars.drag(to: point, setting) { return true }
            desktop.bars.noteReach(of: point, setting)
            return false
        case .pointerDown(let point):
            switch desktop.bars.press(at: point, setting) {
            case .none: return false
            case .held: return true
            case .pageList(let towardsEnd):
                scroll(towardsEnd ? .pageDown : .pageUp)
                desktop.swallowsPress = true
                return true
            case .pagedCards:
                desktop.swallowsPress = true
                return true
            }
        case .pointerUp, .pointerCancel:
            let held = desktop.swallowsPress || desktop.bars.isHeld
            desktop.swallowsPress = false
            desktop.bars.release(setting)
            if let point = desktop.pointer { desktop.bars.noteReach(of: point, setting) }
            if case .pointerCancel = event { return false }
            return held
        default:
            return false
        }
    }

    /// Where the scrollbars are now: the list, the carousel's band, the floor, the clock.
    var scrollbarSetting: SceneScrollbars.Setting {
        SceneScrollbars.Setting(
            list: scrollView, cards: carousel?.scrollView, band: carouselBand,
            floorHoldsList: floorState.holdsList, now: timeline.now)
    }

    /// What the trace's `scrollbar` says of the list's bar: `hidden`, `shown` or `dragging`.
    public var scrollbarState: String { desktop.bars.state(scrollbarSetting) }

    /// Whether a bar's look changes with no input: shown and about to fade, or fading.
    var scrollbarsFade: Bool { desktop.bars.fade(scrollbarSetting) }
}
