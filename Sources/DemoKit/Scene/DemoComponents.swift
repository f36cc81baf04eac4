import RefreshCore

/// Builds the header and footer of each kind from the loaded sprite sheets.
struct DemoComponents {
    /// Every sprite sheet the demo draws, by name.
    static let sheetNames = ["arrow", "spinner", "chibi", "balloon", "progress", "dots"]

    let sheets: [String: SpriteSheet]
    let store: LastUpdatedStore
    let clock: () -> Double
    let formatter: LastUpdatedFormatter

    private func sheet(_ name: String) -> SpriteSheet {
        sheets[name]
            ?? SpriteSheet(
                name: name, image: "", scale: 1, pointWidth: 1, pointHeight: 1,
                frames: [.init(x: 0, y: 0, w: 1, h: 1)])
    }

    func header(_ kind: HeaderKind) -> RefreshHeader {
        let header: RefreshStateHeader
        switch kind {
        case .state:
            header = RefreshStateHeader(store: store, clock: clock)
        case .normal:
            header = RefreshNormalHeader(
                arrow: sheet("arrow"), spinner: sheet("spinner"), store: store, clock: clock)
        case .gif:
            header = RefreshGifHeader.chibi(sheet: sheet("chibi"), store: store, clock: clock)
        case .balloon:
            header = RefreshBalloonHeader(sheet: sheet("balloon"), store: store, clock: clock)
        case .progress:
            header = RefreshProgressHeader(sheet: sheet("progress"), store: store, clock: clock)
        }
        header.formatter = formatter
        header.automaticallyChangeAlpha = true
        return header
    }

    func footer(_ kind: FooterKind, style: FooterStyle) -> RefreshFooter? {
        let footer: RefreshFooter
        switch (kind, style) {
        case (.none, _):
            return nil
        case (.auto, .state):
            footer = RefreshAutoStateFooter()
        case (.auto, .normal):
            footer = RefreshAutoNormalFooter(spinner: sheet("spinner"))
        case (.auto, .gif):
            footer = RefreshAutoGifFooter(gif: sheet("dots"))
        case (.back, .state):
            footer = RefreshBackStateFooter()
        case (.back, .normal):
            footer = RefreshBackNormalFooter(arrow: sheet("arrow"), spinner: sheet("spinner"))
        case (.back, .gif):
            footer = RefreshBackGifFooter(gif: sheet("dots"))
        }
        // The demo hides the footer while the list does not fill the view (MJRefresh #96, #352).
        footer.hidesWhenContentShort = true
        return footer
    }
}
