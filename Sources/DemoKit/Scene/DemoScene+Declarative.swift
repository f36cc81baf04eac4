import RefreshCore

extension DemoScene {
    // MARK: - The declarative API (`--api declarative`)

    /// `--api declarative`: describes the list again (`declaredList`) and takes the components
    /// the bridge kept or built.
    func redeclare() {
        guard let driver else { return }
        header = driver.apply(declaredList)
        wireFloor(header)
        footer = driver.bridge.footer
        applyTextScale()
        updateStatusText()
    }

    /// What the scene shows now, for the declarative layer's description.
    var declaredList: DemoListDriver.Shown {
        DemoListDriver.Shown(
            header: headerKind, footer: footerKind, style: footerStyle, rows: rows.count,
            rowHeight: DemoTheme.rowHeight * textScale,
            extraHeight: list.contentHeight - Double(rows.count) * DemoTheme.rowHeight * textScale,
            language: language, strings: strings,
            network: options.network,
            noMoreData: requests.pagesSinceRefresh >= options.pages)
    }

    /// What a scene shows at start, before it exists.
    static func startingList(
        _ options: DemoOptions, _ languages: [RefreshLanguage: RefreshStrings],
        language: RefreshLanguage
    ) -> DemoListDriver.Shown {
        let scale = options.preferences(desktop: nil).textScale
        return DemoListDriver.Shown(
            header: options.header, footer: options.footer, style: options.footerStyle,
            rows: options.rows, rowHeight: DemoTheme.rowHeight * scale,
            extraHeight: (options.carousel == nil ? 0 : DemoCarousel.bandHeight)
                + (options.list == .sections
                    ? DemoList.sectionHeaderHeight * scale
                        * Double((options.rows + DemoList.sectionSize - 1) / DemoList.sectionSize)
                    : 0),
            language: language,
            strings: languages[language] ?? .english, network: options.network,
            noMoreData: options.pages <= 0)
    }
}
