import RefreshCore

extension DemoScene {
    // MARK: - The desktop's share of the pointer: the menu, then the scrollbars

    /// Takes a pointer, wheel or trackpad event before the list's router when the menu is open,
    /// a press is the desktop's, or the pointer holds or pages a scrollbar; true when taken.
    func desktopTakes(_ event: InputEvent) -> Bool {
        switch desktop.take(event, scrollbarSetting) {
        case .passes: return false
        case .taken: return true
        case .menu:
            if let action = desktop.takeInMenu(event) { perform(action) }
            return true
        case .pageList(let towardsEnd):
            scroll(towardsEnd ? .pageDown : .pageUp)
            return true
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
