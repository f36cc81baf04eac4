import RefreshCore

extension DemoScene {
    /// A pointer moved along the top edge with no button held shows the bar again.
    func noteHover(_ event: InputEvent) {
        guard case .pointerMove(let point) = event, !router.pointer.isPressed,
            DemoOverlay.hoversTopEdge(point)
        else { return }
        overlays.bar.barShownAt = timeline.now
    }

    /// The bar's text: which header and footer are shown, in the scene's language, and the
    /// language's own name (built when they change, not per frame).
    public var statusText: String { overlays.statusText }

    /// The language's own name, which the bar shows last.
    public var languageName: String { strings[.languageName] }

    /// Rebuilds the bar's text and shows the bar again: what it names has changed.
    func updateStatusText() {
        let words = DemoWords.of(language, texts: listTexts)
        let footer =
            footerKind == .none
            ? footerKind.rawValue : "\(footerKind.rawValue) (\(footerStyle.rawValue))"
        let text =
            "\(words.header): \(headerName)  ·  \(words.footer): \(footer)  ·  "
            + "? \(words.keys)  ·  \(languageName)"
        // A declarative scene rebuilds at every refresh: only a change shows the bar again.
        guard text != overlays.statusText else { return }
        overlays.statusText = text
        overlays.bar.barShownAt = timeline.now
    }
}
