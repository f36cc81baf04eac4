import RefreshAccessibleView
import RefreshCore

/// The scene as an assistive technology reads it, from its parts as they are now: the list's
/// rows (each read when a client asks for it), the header or the chat's top loader, the footer,
/// the carousel, the placeholder's button, the gap row's, the open menu's items and the focus.
/// The scene makes one when asked (`DemoScene.accessibleView`); what it reads stays live where
/// the scene's did: a row or a card read later is read where it is then.
struct SceneReading {
    /// The list in its scroll view: the rows, where each is, the carousel and its band.
    let surface: ListSurface
    /// The header and the footer shown.
    let components: (header: RefreshHeader, footer: RefreshFooter?)
    /// The list's pane, which may name the rows (a chat's messages), a pill, a top loader and
    /// the gap rows.
    let pane: any ListPane

    /// The list's scroll view.
    private var scrollView: ScrollView { surface.scrollView }
    /// The rows and where each is.
    private var list: DemoList { surface.list }
    /// The view in the window's terms, its origin at the list's top-left.
    private var view: Rect { Rect(origin: .zero, size: scrollView.viewSize) }

    /// Everything the client may read now: the placeholder's button (its frame and title)
    /// while one shows, the gap row's and the open `menu`'s items titled from `words`, the
    /// focus (the menu's chosen item while it is open, else the focused `control`), and whether
    /// a refresh or a load of the list is on its way (`isBusy`), all the scene's to say.
    func accessibleView(
        placeholder: (button: Rect, title: String)?, menu: ContextMenu<DemoAction>?,
        control: FocusTarget?, isBusy: Bool,
        words: (texts: ListTexts, language: RefreshLanguage)
    ) -> AccessibleView {
        let view = view
        let (header, footer) = components
        let paneControls = pane.accessibleControls(in: view)
        let carousel = list.carousel
        return AccessibleView(
            rows: rows(in: view), isBusy: isBusy, listFrame: view,
            header: paneControls.topLoader
                ?? AccessibleItem(
                    name: header.statusName(fallback: .header), frame: header.frame(in: view),
                    view: header.isVisible ? view : .zero),
            footer: footer.map { footer in
                AccessibleItem(
                    name: footer.statusName(
                        fallback: footer.loadsByItself ? .autoFooter : .backFooter),
                    frame: footer.frame(in: view), view: footer.isVisible ? view : .zero)
            },
            carousel: carousel.flatMap { cards in
                surface.carouselBand.map { band in
                    cards.accessible(band: band, view: view) { self.card(at: $0) }
                }
            },
            pill: paneControls.pill,
            placeholderButton: placeholder.map {
                AccessibleItem(name: $0.title, frame: $0.button, view: view)
            },
            gapButton: pane.gapRows?.accessibleItem(
                in: view, offset: scrollView.contentOffsetY, words.texts, words.language),
            menu: menu.map { menu in
                menu.entries.indices.map {
                    AccessibleItem(
                        name: menu.entries[$0].title, frame: menu.frame(ofEntry: $0),
                        view: view, isEnabled: menu.entries[$0].isEnabled)
                }
            },
            focus: Self.focus(menu: menu, control: control),
            isMoving: !scrollView.isAtRest
                || carousel.map { !$0.scrollView.isAtRest }
                    ?? false
        )
    }

    /// The focus as an assistive technology reads it: the open `menu`'s chosen item (none while
    /// it has none), else the focused `control` (of the gap rows, only the topmost is offered).
    private static func focus(
        menu: ContextMenu<DemoAction>?, control: FocusTarget?
    ) -> AccessibleFocus? {
        if let menu { return menu.chosen.map { .menu($0 + 1) } }
        if case .gap(let number) = control, number != 1 { return nil }
        return control
    }

    /// The rows, each read when a client asks for it; placed with the content where it is now
    /// (the offset read once for all the rows a frame places: reading it evaluates the motion).
    private func rows(in view: Rect) -> AccessibleItems {
        let offsetY = scrollView.contentOffsetY
        return AccessibleItems(
            count: list.rows.count, firstID: list.rows.first?.id, shown: shownRows(in: view),
            item: { self.row(at: $0) },
            place: { index in
                let frame = self.rowFrame(at: index, offsetY: offsetY)
                return (frame, frame.intersects(view))
            })
    }

    /// Row `index` (from 0, top to bottom): its title, its subtitle and where it is drawn.
    func row(at index: Int) -> AccessibleItem? {
        guard list.rows.indices.contains(index) else { return nil }
        let row = list.rows[index]
        let frame = rowFrame(at: index, offsetY: scrollView.contentOffsetY)
        if let item = pane.accessibleRow(row, frame: frame, view: view) { return item }
        return AccessibleItem(name: row.title, detail: row.subtitle, frame: frame, view: view)
    }

    /// Where row `index` (from 0, in the list) is drawn with the content at `offsetY`.
    private func rowFrame(at index: Int, offsetY: Double) -> Rect {
        Rect(
            x: 0, y: list.rowY(index) - offsetY, width: scrollView.viewSize.width,
            height: list.rowHeight(index))
    }

    /// Card `index` of the carousel (from 0, from its start): its number and title and where
    /// it is drawn.
    func card(at index: Int) -> AccessibleItem? {
        guard let carousel = list.carousel, let band = surface.carouselBand else { return nil }
        return carousel.accessibleCard(at: index, band: band, view: view)
    }

    /// The rows in sight.
    private func shownRows(in view: Rect) -> Range<Int> {
        guard !list.rows.isEmpty else { return 0..<0 }
        let offset = scrollView.contentOffsetY
        let first = max(0, list.rowIndex(atContentY: offset))
        let last = min(list.rows.count - 1, list.rowIndex(atContentY: offset + view.height))
        return first <= last ? first..<(last + 1) : 0..<0
    }
}
