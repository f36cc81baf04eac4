import RefreshCore

extension DemoScene {
    /// The language's own name, which the bar shows after a change of language.
    public var languageName: String { strings[.languageName] }

    /// The room the status bar takes at the top now (points): the list is drawn that much lower.
    var bannerHeight: Double {
        overlays.banner.height(at: timeline.now, reducesMotion: reducesMotion)
    }

    /// Rebuilds the bar's text for what changed and shows the bar again.
    func updateStatusText() {
        let now = BannerMessage.Shown(
            header: pane.topLoader == nil ? headerKind : nil, footer: footerKind,
            style: slots.footerStyle,
            language: language)
        overlays.banner.show(
            now, texts: listTexts, languageName: languageName, at: timeline.now)
    }
}
