import RefreshCore

extension DemoScene {
    // MARK: - What the scene shows and has done (read by the trace, the soak, the tests and
    // an accessibility bridge)

    /// The header kind shown.
    public var headerKind: HeaderKind { slots.headerKind }
    /// The footer kind shown.
    public var footerKind: FooterKind { slots.footerKind }
    /// The language of every title.
    public var language: RefreshLanguage { slots.language }
    /// The language's place in the order the `l` key goes through (row layers' versions name it).
    var languageIndex: Int { slots.languageIndex }
    /// The header.
    public var header: RefreshHeader { slots.header }
    /// The footer, unless the kind is `none`.
    public var footer: RefreshFooter? { slots.footer }
    /// The rows now.
    public var rows: [DemoRow] { list.rows }
    /// The carousel item of the list, if `--carousel` asked for one.
    public var carousel: DemoCarousel? { list.carousel }
    /// Header refreshes whose data has landed.
    public var refreshes: Int { requests.refreshes + (pane.feedSource?.refreshes ?? 0) }
    /// Footer pages that have landed.
    public var loads: Int { requests.loads + (pane.feedSource?.loads ?? 0) }
    /// Requests that have failed.
    public var failures: Int { requests.failures + (pane.feedSource?.failures ?? 0) }
    /// The page the footer's load in flight asks for (1 after a refresh), nil when none is out
    /// (or the one out was asked for in a list a refresh has since replaced).
    public var loadingPage: Int? { requests.loadingPage }

    /// Gives a new component the scene's language, result dwells, motion and text scale.
    func prepare(_ component: any RefreshComponentHolder) { slots.prepare(component) }
}
