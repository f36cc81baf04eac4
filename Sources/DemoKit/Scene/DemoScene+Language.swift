import RefreshCore

extension DemoScene {
    // MARK: - Language and results

    /// The titles of the scene's language.
    public var strings: RefreshStrings { settings.languages[language] ?? .english }

    /// The language after this one that the scene has titles for (English is always there), in
    /// the contract's order, wrapping.
    var nextLanguage: RefreshLanguage {
        var next = language.next
        while next != language, next != .english, settings.languages[next] == nil {
            next = next.next
        }
        return next
    }

    /// Re-titles every component in `language`, from the next frame; nothing moves.
    public func setLanguage(_ language: RefreshLanguage) {
        guard language == .english || settings.languages[language] != nil else { return }
        self.language = language
        header.strings = strings
        footer?.strings = strings
        updateStatusText()
    }

    /// Gives a new component the scene's language and result dwells.
    func prepare(_ component: RefreshComponent) {
        component.strings = strings
        component.timing.successDwell = settings.network.successDwell
        component.timing.failureDwell = settings.network.failureDwell
    }
}
