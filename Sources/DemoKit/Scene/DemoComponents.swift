import CustomHeaders
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
        let header: RefreshHeader
        switch kind {
        case .state:
            header = RefreshHeader(look: TitleLook.header, store: store, clock: clock)
        case .normal:
            let image = ArrowSpinnerLook.header(arrow: sheet("arrow"), spinner: sheet("spinner"))
            header = RefreshHeader(
                look: LabeledLook(label: .header, image: image), store: store, clock: clock)
        case .gif:
            let image = FrameLoopLook.chibi(sheet: sheet("chibi"))
            header = RefreshHeader(
                look: LabeledLook(label: .header, image: image), store: store, clock: clock)
        case .balloon:
            header = .balloon(sheet: sheet("balloon"), store: store, clock: clock)
        case .progress:
            header = .progress(sheet: sheet("progress"), store: store, clock: clock)
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
            footer = RefreshAutoFooter()
        case (.auto, .normal):
            let image = ArrowSpinnerLook.autoFooter(spinner: sheet("spinner"))
            footer = RefreshAutoFooter(look: LabeledLook(label: .autoFooter, image: image))
        case (.auto, .gif):
            let image = FrameLoopLook.autoFooter(sheet: sheet("dots"))
            footer = RefreshAutoFooter(look: LabeledLook(label: .autoFooter, image: image))
        case (.back, .state):
            footer = RefreshBackFooter()
        case (.back, .normal):
            let image = ArrowSpinnerLook.backFooter(
                arrow: sheet("arrow"), spinner: sheet("spinner"))
            footer = RefreshBackFooter(look: LabeledLook(label: .backFooter, image: image))
        case (.back, .gif):
            let image = FrameLoopLook.backFooter(sheet: sheet("dots"))
            footer = RefreshBackFooter(look: LabeledLook(label: .backFooter, image: image))
        }
        // The demo hides the footer while the list does not fill the view (MJRefresh #96, #352).
        footer.hidesWhenContentShort = true
        return footer
    }
}
