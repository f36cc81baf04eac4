import RefreshCore

/// What the scene shows: the header and footer kinds, the footer's style and the language, the
/// header and footer built for them, and what they are built of.
struct SceneComponents {
    /// What a header or a footer of any kind is made of: the sheets, the last-updated store,
    /// the calendar's clock.
    let materials: DemoMaterials
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
}
