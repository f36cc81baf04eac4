import RefreshCore

/// The scene's header and footer slots: the kinds shown, the footer's style and the language,
/// the header and the footer built for them and what they are built of; putting them in,
/// switching and re-titling them; the declarative layer that builds them under
/// `--api declarative`; and the prefetch rule that begins the auto footer's load early. What
/// belongs to the scene (the network, the list, the settings in effect) it asks its host for at
/// the moment it needs it (`SlotsHost`).
final class RefreshSlots {
    /// What a header or a footer of any kind is made of: the sheets, the last-updated store,
    /// the calendar's clock.
    let materials: DemoMaterials
    /// The list's scroll view, which the header and the footer attach to.
    let scrollView: ScrollView
    /// With `--api declarative`, the declarative layer that builds and updates the list.
    let driver: DemoListDriver?
    /// `--prefetch`: when the auto footer also loads.
    var prefetch: PrefetchTrigger
    /// The scene the slots sit in (weak: the scene holds the slots).
    weak var host: (any SlotsHost)?
    /// The header kind shown.
    var headerKind: HeaderKind
    /// The footer kind shown.
    var footerKind: FooterKind
    /// The footer's variant.
    var footerStyle: FooterStyle
    /// The language of every title.
    var language: RefreshLanguage
    /// The language's place in `SceneResources.languageOrder`, which row layers' versions name.
    var languageIndex: Int
    /// The header.
    var header: RefreshHeader
    /// The footer, unless the kind is `none`.
    var footer: RefreshFooter?

    /// The slots of a scene of `options` in `language` (titled, and placed in their order, by
    /// `resources`):
    /// the header is built now (by `driver`'s first description when there is one); a list
    /// with a top loader (`hasTopLoader`, a chat) shows no footer. Nothing is put in yet
    /// (`wireFloor`, `installAtStart`).
    init(
        options: DemoOptions, materials: DemoMaterials, driver: DemoListDriver?,
        scrollView: ScrollView, language: RefreshLanguage, resources: SceneResources,
        hasTopLoader: Bool
    ) {
        let strings = resources.languages[language] ?? .english
        self.materials = materials
        self.scrollView = scrollView
        self.driver = driver
        prefetch = PrefetchTrigger(rows: options.prefetch)
        headerKind = options.header
        footerKind = hasTopLoader ? .none : options.footer
        footerStyle = options.footerStyle
        self.language = language
        languageIndex = resources.languageOrder.firstIndex(of: language) ?? 0
        header =
            driver?.apply(Self.startingList(options, strings, language: language))
            ?? options.header.makeHeader(materials)
        footer = driver?.bridge.footer
        driver?.slots = self
    }

    // MARK: - Putting the header and the footer in

    /// Puts in the header (unless a top loader takes its place, `withHeader` false) and then
    /// the footer of the kinds shown: the scene's start without the declarative layer.
    func installAtStart(withHeader: Bool) {
        if withHeader { install(header: header) }
        installFooter(footerKind.makeFooter(style: footerStyle, materials))
    }

    /// Replaces the header: the old one ends at once and gives its inset back; a request in
    /// flight still lands in the list.
    func switchHeader(to kind: HeaderKind) {
        guard kind != headerKind else { return }
        headerKind = kind
        if driver != nil { return redeclare() }
        header.detach()
        header = kind.makeHeader(materials)
        install(header: header)
        host?.updateStatusText()
    }

    /// Replaces the footer, the same way; a load in flight is dropped with the old footer.
    func switchFooter(to kind: FooterKind, style: FooterStyle? = nil) {
        let style = style ?? footerStyle
        guard kind != footerKind || style != footerStyle else { return }
        host?.inFlight.cancelLoad()
        footerKind = kind
        footerStyle = style
        if driver != nil { return redeclare() }
        footer?.detach()
        installFooter(kind.makeFooter(style: style, materials))
        host?.updateStatusText()
    }

    /// `n`: no more data, or reset it.
    func toggleNoMoreData() {
        guard let footer else { return }
        if footer.state == .noMoreData {
            footer.resetNoMoreData()
        } else {
            host?.inFlight.cancelLoad()
            footer.endRefreshingWithNoMoreData()
        }
    }

    private func installFooter(_ footer: RefreshFooter?) {
        self.footer = footer
        guard let footer else { return }
        prepare(footer)
        // The header wins: no load while it refreshes or holds the list; a waiting one runs after.
        footer.isBlocked = { [weak self] in self?.header.holdsFooters ?? false }
        footer.refreshingAction = { [weak self] in self?.host?.pane.sendLoad() }
        footer.attach(to: scrollView)
        guard let host else { return }
        if host.requests.pagesSinceRefresh >= host.options.pages {
            footer.endRefreshingWithNoMoreData()
        }
    }

    private func install(header: RefreshHeader) {
        prepare(header)
        header.refreshingAction = { [weak self] in self?.host?.pane.sendRefresh() }
        header.hooks.beginning = { [weak self] in self?.headerWillRefresh() }
        header.hooks.endingAnimationBegins = { [weak self] in self?.footer?.headerDidEnd() }
        wireFloor()
        header.attach(to: scrollView)
        // A header put in while offline, or after a failed refresh, says so too.
        host?.presence.applyHeaderDetail()
    }

    /// A header refresh ends the footer's load first; that load's page is discarded.
    func headerWillRefresh() {
        guard let host else { return }
        host.list.phase = host.list.rows.isEmpty ? .loading : .none
        host.carouselLoads?.end()
        guard let footer, footer.isRefreshing || host.requests.loadRequest != nil else { return }
        host.inFlight.cancelLoad()
        footer.endRefreshing()
    }

    /// Wires a floor header: as a header refresh does, the floor opening ends the footer's
    /// load (its page is discarded), and a footer begin that waited runs once the floor is
    /// closed.
    func wireFloor() {
        guard let floor = header.floor else { return }
        floor.hooks.opening = { [weak self] in self?.headerWillRefresh() }
        floor.hooks.closed = { [weak self] in self?.footer?.headerDidEnd() }
    }

    // MARK: - The scene's settings on every component

    /// Gives a new component the scene's language, result dwells, motion and text scale.
    func prepare(_ component: any RefreshComponentHolder) {
        guard let host else { return }
        component.strings = host.strings
        component.timing.successDwell = host.options.network.successDwell
        component.timing.failureDwell = host.options.network.failureDwell
        if !host.options.headless {
            component.timing.cancelledDwellMinimum = RefreshConstants.windowCancelledDwell
        }
        component.timing.reducesMotion = host.presence.reducesMotion
        component.textScale = host.presence.textScale
    }

    /// Gives the header, the footer, the carousel's `trailer`, a `topLoader` and the floor's
    /// page the palette's colours: they draw with them from this frame on, so a change of
    /// theme re-colours a header mid-refresh without rebuilding it. (Once a frame: no array
    /// of them is made.)
    func paint(_ palette: DemoPalette, trailer: RefreshFooter?, topLoader: RefreshFooter?) {
        header.palette = palette.components
        footer?.palette = palette.components
        trailer?.palette = palette.components
        topLoader?.palette = palette.components
        header.floor?.page?.palette = palette.floorPage
    }

    /// Runs `body` on the header's, the footer's and then `others`' components (the carousel's
    /// trailer, a top loader): a change of language, motion or text scale reaches them all.
    func forEachComponent(
        alsoIn others: (any RefreshComponentHolder)?..., do body: (RefreshComponent) -> Void
    ) {
        body(header.component)
        if let footer { body(footer.component) }
        for other in others { if let other { body(other.component) } }
    }

    /// Whether the header, the footer or a `topLoader` (a chat's) or their looks animate.
    func isAnimating(topLoader: RefreshFooter?) -> Bool {
        SceneActivity.animates(header) || (footer.map(SceneActivity.animates) ?? false)
            || (topLoader.map(SceneActivity.animates) ?? false)
    }

    // MARK: - Prefetch (`--prefetch`)

    /// Begins the auto footer's load when the prefetch rule says so, `rowsBelow` rows lying
    /// wholly below the view (asked only with `--prefetch`); the header wins (no load while it
    /// refreshes or the second floor holds the list).
    func checkPrefetch(rowsBelow: @autoclosure () -> Int) {
        guard prefetch.rows > 0 else { return }
        let footer = footer.flatMap { $0.loadsByItself ? $0 : nil }
        let canLoad =
            footer.map { $0.state == .idle && $0.isVisible && !header.holdsFooters } ?? false
        if prefetch.moved(
            to: scrollView.contentOffsetY, rowsBelow: rowsBelow(), canLoad: canLoad)
        {
            footer?.beginRefreshing()
        }
    }

    // MARK: - The declarative API (`--api declarative`)

    /// `--api declarative`: describes the list again (`declaredList`) and takes the components
    /// the bridge kept or built; the scene's text scale and status bar follow.
    func redeclare() {
        guard let driver, let host else { return }
        header = driver.apply(declaredList(host))
        wireFloor()
        footer = driver.bridge.footer
        host.presence.applyTextScale()
        host.updateStatusText()
    }

    /// What the scene of `host` shows now, for the declarative layer's description.
    private func declaredList(_ host: any SlotsHost) -> DemoListDriver.Shown {
        let rows = host.list.rows.count
        let textScale = host.presence.textScale
        return DemoListDriver.Shown(
            header: headerKind, footer: footerKind, style: footerStyle, rows: rows,
            rowHeight: DemoTheme.rowHeight * textScale,
            extraHeight: host.list.contentHeight - Double(rows) * DemoTheme.rowHeight * textScale,
            language: language, strings: host.strings,
            network: host.options.network,
            noMoreData: host.requests.pagesSinceRefresh >= host.options.pages)
    }

    /// What a scene of `options` shows at start in `language` (titled `strings`), before it
    /// exists.
    private static func startingList(
        _ options: DemoOptions, _ strings: RefreshStrings, language: RefreshLanguage
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
            language: language, strings: strings, network: options.network,
            noMoreData: options.pages <= 0)
    }
}
