import RefreshCore

extension DemoScene {
    // MARK: - Language and results

    /// The lists' texts (all languages).
    var listTexts: ListTexts { resources.listTexts }

    /// The titles of the scene's language.
    public var strings: RefreshStrings { resources.languages[language] ?? .english }

    /// The direction the scene is laid out in: right to left in Arabic and Hebrew.
    public var layoutDirection: LayoutDirection { LayoutDirection(language) }

    /// Re-titles every component in `language`, from the next frame; nothing moves.
    public func setLanguage(_ language: RefreshLanguage) {
        guard language == .english || resources.languages[language] != nil else { return }
        slots.language = language
        slots.languageIndex = resources.languageOrder.firstIndex(of: language) ?? 0
        // The feed's rows wrap anew; what is on the screen keeps its place.
        scrollView.update(list.layout) { list.layout.environment.language = language }
        list.reword()
        // The cards' titles are the demo's, under either API.
        carouselLoads?.titleCards(listTexts, language, version: languageIndex)
        if slots.driver != nil { return slots.redeclare() }
        let strings = strings
        slots.forEachComponent(alsoIn: carousel?.trailer, pane.topLoader) { $0.strings = strings }
        carouselLoads?.title(listTexts, language)
        updateStatusText()
    }
}
