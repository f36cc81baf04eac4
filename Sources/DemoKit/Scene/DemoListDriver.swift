import RefreshCore
import RefreshDeclarative

/// The demo's list through the declarative layer (`--api declarative`): the scene says what it
/// shows, the driver describes it as a `RefreshList`, and the bridge builds or updates the scroll
/// view and components. The simulated network stays the scene's: the actions are plain
/// callbacks into it, so both APIs send and end requests at the very same instants.
final class DemoListDriver {
    /// What the scene shows, as far as the list's description goes.
    struct Shown {
        /// The header kind.
        var header: HeaderKind
        /// The footer kind.
        var footer: FooterKind
        /// The footer's variant.
        var style: FooterStyle
        /// Rows in the list.
        var rows: Int
        /// A plain row's height at the text scale in effect.
        var rowHeight: Double
        /// Points of the list that are not rows (the carousel's band).
        var extraHeight: Double
        /// The language of every title.
        var language: RefreshLanguage
        /// Its titles.
        var strings: RefreshStrings
        /// How long results stay on show.
        var network: NetworkSettings
        /// Whether a footer built now starts at "no more data".
        var noMoreData: Bool
    }

    /// Builds and updates the scroll view and components.
    let bridge: RefreshListBridge
    /// The slots the actions call into (they set it once they exist): their host's pane sends
    /// the requests.
    weak var slots: RefreshSlots?
    private let materials: DemoMaterials

    /// The driver of a scene of `options`, nil unless it asks for the declarative API. The chat
    /// is built with the core's calls under either API (the declarative layer has no top
    /// loader).
    static func of(_ options: DemoOptions, on timeline: Timeline, materials: DemoMaterials)
        -> DemoListDriver?
    {
        guard options.api == .declarative, options.list != .chat else { return nil }
        return DemoListDriver(timeline: timeline, viewSize: options.size, materials: materials)
    }

    /// A driver whose bridge's scroll view fills `viewSize` on `timeline`.
    init(timeline: Timeline, viewSize: Size, materials: DemoMaterials) {
        bridge = RefreshListBridge(timeline: timeline, viewSize: viewSize)
        self.materials = materials
    }

    /// Describes `shown`, lets the bridge bring the list in step with it, and returns the header
    /// it kept or built.
    func apply(_ shown: Shown) -> RefreshHeader {
        bridge.update(describe(shown))
        guard let header = bridge.header else {
            preconditionFailure("the demo's description always has a header")
        }
        return header
    }

    private func describe(_ shown: Shown) -> RefreshList {
        let materials = self.materials
        let kind = shown.header
        var list = RefreshList(rows: shown.rows)
            .rowHeight(shown.rowHeight)
            .extraContent(height: shown.extraHeight)
            .header(RefreshListHeader(id: kind) { kind.makeHeader(materials) })
            .onRefresh { [weak self] in self?.slots?.host?.pane.sendRefresh() }
            .onRefreshBegin { [weak self] in self?.slots?.headerWillRefresh() }
            .language(shown.language, strings: shown.strings)
            .resultDwell(
                success: shown.network.successDwell, failure: shown.network.failureDwell)
        let (footerKind, style) = (shown.footer, shown.style)
        if footerKind != .none {
            var footer = RefreshListFooter(id: "\(footerKind.rawValue)/\(style.rawValue)") {
                // Never nil: `none` has no footer in the description.
                footerKind.makeFooter(style: style, materials)
                    ?? RefreshFooter.auto(look: TitleLook.autoFooter)
            }
            footer.startsWithNoMoreData = shown.noMoreData
            list = list.footer(footer).onLoadMore { [weak self] in
                self?.slots?.host?.pane.sendLoad()
            }
        }
        return list
    }
}
