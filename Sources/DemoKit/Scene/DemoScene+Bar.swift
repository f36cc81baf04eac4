import RefreshCore

extension DemoScene {
    /// A pointer moved along the top edge with no button held shows the bar again.
    func noteHover(_ event: InputEvent) {
        guard case .pointerMove(let point) = event, !router.pointer.isPressed,
            StatusBanner.hoversTopEdge(point)
        else { return }
        overlays.banner.shownAt = timeline.now
    }

    /// The bar's text: what last changed and how to start, in the scene's language (built when
    /// what it names changes, not per frame).
    public var statusText: String { overlays.banner.text }

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
            style: footerStyle,
            language: language)
        // A declarative scene rebuilds at every refresh: only a change shows the bar again.
        guard now != overlays.banner.shown else { return }
        overlays.banner.text = BannerMessage.text(
            now: now, before: overlays.banner.shown, texts: listTexts,
            languageName: languageName)
        overlays.banner.shown = now
        overlays.banner.shownAt = timeline.now
    }

    /// `event` moved up by the bar's room, where the list is under the pointer
    /// (`StatusBanner.lift`).
    func belowBanner(_ event: InputEvent) -> InputEvent {
        overlays.banner.lift(event, room: bannerHeight)
    }
}
