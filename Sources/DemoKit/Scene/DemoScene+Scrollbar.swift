import RefreshCore

extension DemoScene {
    // MARK: - The scrollbars

    /// Where the scrollbars are now: the list, the carousel's band, the floor, the clock.
    var scrollbarSetting: SceneScrollbars.Setting {
        SceneScrollbars.Setting(
            list: scrollView, cards: carousel?.scrollView, band: surface.carouselBand,
            floorHoldsList: header.floorState.holdsList, now: timeline.now)
    }

    /// Whether a bar's look changes with no input: shown and about to fade, or fading.
    var scrollbarsFade: Bool { desktop.bars.fade(scrollbarSetting) }
}
