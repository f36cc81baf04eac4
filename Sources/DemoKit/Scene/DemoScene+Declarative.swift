import RefreshCore

extension DemoScene {
    // MARK: - The declarative API (`--api declarative`)

    /// What the scene shows now, for the declarative layer's description.
    var declaredList: DemoListDriver.Shown {
        DemoListDriver.Shown(
            header: headerKind, footer: footerKind, style: footerStyle, rows: rows.count,
            extraHeight: carouselHeight, language: language, strings: strings,
            network: settings.network,
            noMoreData: pagesSinceRefresh >= settings.pages)
    }

    /// What a scene shows at start, before it exists.
    static func startingList(_ settings: Settings, language: RefreshLanguage)
        -> DemoListDriver.Shown
    {
        DemoListDriver.Shown(
            header: settings.header, footer: settings.footer, style: settings.footerStyle,
            rows: settings.rows,
            extraHeight: settings.carousel == nil ? 0 : DemoCarousel.bandHeight, language: language,
            strings: settings.languages[language] ?? .english, network: settings.network,
            noMoreData: settings.pages <= 0)
    }
}
