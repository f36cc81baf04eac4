import RefreshAccessibleView
import RefreshCore

/// The scene as an assistive technology reads it, from its parts as they are now: the list's
/// rows (each read when a client asks for it), the header or the chat's top loader, the footer,
/// the carousel (the controls that show and the focus are the scene's to say). The scene makes
/// one when asked
/// (`DemoScene.accessibleView`); what it reads stays live where the scene's did: a row or a card
/// read later is read where it is then.
struct SceneReading {
    /// The list's scroll view.
    let scrollView: ScrollView
    /// The rows and where each is.
    let list: DemoList
    /// The header and the footer shown.
    let components: (header: RefreshHeader, footer: RefreshFooter?)
    /// The list's pane, which may name the rows (a chat's messages), a pill and a top loader.
    let pane: any ListPane
    /// The carousel, when there is one, and its band in the view whenever asked.
    let carousel: (cards: DemoCarousel, band: () -> Rect?)?

    /// The view in the window's terms, its origin at the list's top-left.
    private var view: Rect { Rect(origin: .zero, size: scrollView.viewSize) }

    /// Everything the client may read now, with the controls that show (the placeholder's
    /// button, the gap row's, the menu's items), the focus, and whether a refresh or a load of
    /// the list is on its way, all read by the scene.
    func accessibleView(
        controls: (placeholder: AccessibleItem?, gap: AccessibleItem?, menu: [AccessibleItem]?),
        focus: AccessibleFocus?, isBusy: Bool
    ) -> AccessibleView {
        let view = view
        let (header, footer) = components
        let paneControls = pane.accessibleControls(in: view)
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
            carousel: carousel.flatMap { carousel in
                carousel.band().map { band in
                    carousel.cards.accessible(band: band, view: view) { self.card(at: $0) }
                }
            },
            pill: paneControls.pill, placeholderButton: controls.placeholder,
            gapButton: controls.gap, menu: controls.menu, focus: focus,
            isMoving: !scrollView.isAtRest
                || carousel.map { !$0.cards.scrollView.isAtRest }
                    ?? false
        )
    }

    /// What a focused `target` is to an assistive technology.
    static func focus(_ target: FocusTarget) -> AccessibleFocus? {
        // Only the topmost gap row is offered to assistive technologies.
        if case .gap(let number) = target, number != 1 { return nil }
        return target
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
        guard let carousel, let band = carousel.band() else { return nil }
        return carousel.cards.accessibleCard(at: index, band: band, view: view)
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
