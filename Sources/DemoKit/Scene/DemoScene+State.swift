import RefreshCore

extension DemoScene {
    // MARK: - What the scene shows and has done (read by the trace, the soak, the tests and
    // an accessibility bridge)

    /// The header kind shown.
    public internal(set) var headerKind: HeaderKind {
        get { shown.headerKind }
        set { shown.headerKind = newValue }
    }
    /// The footer kind shown.
    public internal(set) var footerKind: FooterKind {
        get { shown.footerKind }
        set { shown.footerKind = newValue }
    }
    /// The footer's variant.
    public internal(set) var footerStyle: FooterStyle {
        get { shown.footerStyle }
        set { shown.footerStyle = newValue }
    }
    /// The language of every title.
    public internal(set) var language: RefreshLanguage {
        get { shown.language }
        set {
            shown.language = newValue
            shown.languageIndex = resources.languageOrder.firstIndex(of: newValue) ?? 0
        }
    }
    /// The language's place in the order the `l` key goes through (row layers' versions name it).
    var languageIndex: Int { shown.languageIndex }
    /// The header.
    public internal(set) var header: RefreshHeader {
        get { shown.header }
        set { shown.header = newValue }
    }
    /// The footer, unless the kind is `none`.
    public internal(set) var footer: RefreshFooter? {
        get { shown.footer }
        set { shown.footer = newValue }
    }
    /// The rows now.
    public var rows: [DemoRow] { list.rows }
    /// The carousel item of the list, if `--carousel` asked for one.
    public var carousel: DemoCarousel? { list.carousel }
    /// Header refreshes whose data has landed.
    public var refreshes: Int { requests.refreshes + (feedSource?.refreshes ?? 0) }
    /// Footer pages that have landed.
    public var loads: Int { requests.loads + (feedSource?.loads ?? 0) }
    /// Requests that have failed.
    public var failures: Int { requests.failures + (feedSource?.failures ?? 0) }
    /// The page the footer's load in flight asks for (1 after a refresh), nil when none is out
    /// (or the one out was asked for in a list a refresh has since replaced).
    public var loadingPage: Int? { requests.loadingPage }
}
