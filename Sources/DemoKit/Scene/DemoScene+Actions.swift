import RefreshCore

extension DemoScene {
    // MARK: - What the scene does for the desktop and the list's parts (`SceneActions` does
    // what a key, a click or the menu asks for)

    /// Re-titles every component in `language`, from the next frame; nothing moves.
    public func setLanguage(_ language: RefreshLanguage) {
        guard language == .english || resources.languages[language] != nil else { return }
        slots.language = language
        slots.languageIndex = resources.languageOrder.firstIndex(of: language) ?? 0
        surface.setLanguage(language)
        // The cards' titles are the demo's, under either API.
        carouselLoads?.titleCards(listTexts, language, version: languageIndex)
        if slots.driver != nil { return slots.redeclare() }
        let strings = strings
        slots.forEachComponent(alsoIn: carousel?.trailer, pane.topLoader) { $0.strings = strings }
        carouselLoads?.title(listTexts, language)
        updateStatusText()
    }

    /// Tells the scene what the desktop prefers now (the settings portal's first answer, or a
    /// change it signalled); it is in effect from the next frame on.
    public func followDesktop(_ preferences: DesktopPreferences) {
        presence.follow(preferences)
    }

    /// Writes the reading position now: call it when the run ends (a window closed, the
    /// script done), so the next run opens where this one was left.
    public func saveReadingPosition() {
        pane.saveReadingPosition()
    }

    /// Rebuilds the bar's text for what changed and shows the bar again.
    func updateStatusText() {
        let now = BannerMessage.Shown(
            header: pane.topLoader == nil ? headerKind : nil, footer: footerKind,
            style: slots.footerStyle, language: language)
        overlays.banner.show(
            now, texts: listTexts, languageName: strings[.languageName], at: timeline.now)
    }

    /// Scrolls as a key would, unless the floor holds the list (`SceneActions.scroll`).
    func scroll(_ move: ScrollMove, repeating: Bool) {
        SceneActions(scene: self).scroll(move, repeating: repeating)
    }

    /// The rows changed: the content's size follows (the declarative list is declared anew).
    func listDidChange() {
        if slots.driver != nil { return slots.redeclare() }
        scrollView.contentSize = Size(width: scrollView.viewSize.width, height: list.contentHeight)
    }

    /// Gives a new component the scene's language, result dwells, motion and text scale.
    func prepare(_ component: any RefreshComponentHolder) { slots.prepare(component) }
}
