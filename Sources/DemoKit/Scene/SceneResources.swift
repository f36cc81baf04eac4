import RefreshCore

/// What a scene is given besides its options (`DemoOptions`): its art, its titles, where its
/// headers keep their last-updated times, and its calendar.
public struct SceneResources {
    /// The sprite sheets, by name: every sheet of `DemoScene.sheetNames`.
    public var sheets: [String: SpriteSheet]
    /// The titles of each language the `l` key cycles through; English is built in.
    public var languages: [RefreshLanguage: RefreshStrings]
    /// Where headers keep their last-updated times.
    public var store: LastUpdatedStore
    /// The calendar shown in labels.
    public var clock: DemoClock
    /// The lists' texts (section titles, placeholders, the feed) in every language.
    public var listTexts: ListTexts
    /// How the renderer measures text, so the feed wraps its rows as they are drawn; nil
    /// measures with `EstimatedTextMetrics` (tests and the soak, which draw nothing).
    public var metrics: TextMetrics?
    /// Called from a network thread when a `--feed` request's answer is ready: a window ends
    /// its wait for events with it (headless runs wait for answers themselves); nil for none.
    public var wake: (@Sendable () -> Void)?
    /// Hands a feed entry's link (http or https) to the desktop's browser; a window sets it,
    /// nil opens nothing.
    public var openLink: ((String) -> Void)?

    /// Every language of `languages` in the order the `l` key goes through them: the twelve
    /// built in, then those an app added (a strings file of its own), by code.
    public var languageOrder: [RefreshLanguage] {
        let added = languages.keys.filter { RefreshLanguage(code: $0.code) == nil }
        return RefreshLanguage.allCases + added.sorted { $0.code < $1.code }
    }

    /// The language after `language` in `languageOrder` that has titles (English always has),
    /// wrapping: what the `l` key goes to.
    public func language(after language: RefreshLanguage) -> RefreshLanguage {
        let order = languageOrder
        guard let at = order.firstIndex(of: language) else { return .english }
        for step in 1..<order.count {
            let next = order[(at + step) % order.count]
            if next == .english || languages[next] != nil { return next }
        }
        return language
    }

    /// The language of `languages` whose code is `language`'s (an app's own, with the
    /// direction and plural rule its strings file gives), nil when it has no titles.
    public func titled(_ language: RefreshLanguage) -> RefreshLanguage? {
        languages.index(forKey: language).map { languages.keys[$0] }
    }

    /// Resources for a scene; by default English only, times kept in memory, the headless
    /// calendar.
    public init(
        sheets: [String: SpriteSheet], languages: [RefreshLanguage: RefreshStrings] = [:],
        store: LastUpdatedStore = MemoryLastUpdatedStore(), clock: DemoClock = .headless,
        listTexts: ListTexts = .english, metrics: TextMetrics? = nil
    ) {
        self.listTexts = listTexts
        self.metrics = metrics
        self.sheets = sheets
        self.languages = languages
        self.store = store
        self.clock = clock
    }
}
