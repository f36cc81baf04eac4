import RefreshAccessibleView
import RefreshCore

extension DemoScene {
    // MARK: - What assistive technologies read and do

    /// The scene as an assistive technology reads it now: its rows and cards are read from the
    /// scene when a client asks for them (`accessibleRow(at:)`, `accessibleCard(at:)`).
    public var accessibleView: AccessibleView {
        let view = Rect(origin: .zero, size: scrollView.viewSize)
        return AccessibleView(
            rows: accessibleRows(in: view), isBusy: isListBusy, listFrame: view,
            header: chat?.accessibleTopLoader(in: view)
                ?? AccessibleItem(
                    name: header.statusName(fallback: .header), frame: header.frame(in: view),
                    view: header.isVisible ? view : .zero),
            footer: footer.map { footer in
                AccessibleItem(
                    name: footer.statusName(
                        fallback: footer.loadsByItself ? .autoFooter : .backFooter),
                    frame: footer.frame(in: view), view: footer.isVisible ? view : .zero)
            },
            carousel: carouselBand.flatMap { band in
                carousel?.accessible(band: band, view: view) { self.accessibleCard(at: $0) }
            },
            pill: chat?.accessiblePill(in: view),
            placeholderButton: placeholderButton.flatMap { frame in
                placeholderButtonTitle.map { AccessibleItem(name: $0, frame: frame, view: view) }
            },
            gapButton: webFeed?.gapRows.accessibleItem(
                in: view, offset: scrollView.contentOffsetY, listTexts, language),
            menu: desktop.menu.map { menu in
                menu.entries.indices.map {
                    AccessibleItem(
                        name: menu.entries[$0].title, frame: menu.frame(ofEntry: $0), view: view,
                        isEnabled: menu.entries[$0].isEnabled)
                }
            },
            focus: accessibleFocus,
            isMoving: !scrollView.isAtRest || carousel.map { !$0.scrollView.isAtRest } ?? false)
    }

    /// The menu's chosen item while the menu is open (nil while it has none), else the control
    /// with the focus.
    private var accessibleFocus: AccessibleFocus? {
        guard let menu = desktop.menu else { return focusedControl.flatMap(Self.accessibleFocus) }
        return menu.chosen.map { .menu($0 + 1) }
    }

    private static func accessibleFocus(_ target: FocusTarget) -> AccessibleFocus? {
        switch target {
        case .row(let number): .row(number)
        case .footer: .footer
        case .card(let number): .card(number)
        case .pill: .pill
        case .placeholder: .placeholder
        case .menu(let number): .menu(number)
        // Only the topmost gap row is offered to assistive technologies.
        case .gap(let number): number == 1 ? .gap : nil
        }
    }

    /// The rows, each read when a client asks for it; placed with the content where it is now
    /// (the offset read once for all the rows a frame places: reading it evaluates the motion).
    private func accessibleRows(in view: Rect) -> AccessibleItems {
        let offsetY = scrollView.contentOffsetY
        return AccessibleItems(
            count: rows.count, firstID: rows.first?.id, shown: shownRows(in: view),
            item: { self.accessibleRow(at: $0) },
            place: { index in
                let frame = self.accessibleRowFrame(at: index, offsetY: offsetY)
                return (frame, frame.intersects(view))
            })
    }

    /// Row `index` (from 0, top to bottom): its title, its subtitle and where it is drawn.
    public func accessibleRow(at index: Int) -> AccessibleItem? {
        guard rows.indices.contains(index) else { return nil }
        let view = Rect(origin: .zero, size: scrollView.viewSize)
        let row = rows[index]
        let frame = accessibleRowFrame(at: index, offsetY: scrollView.contentOffsetY)
        if let chat { return chat.accessibleMessage(row, frame: frame, view: view) }
        return AccessibleItem(name: row.title, detail: row.subtitle, frame: frame, view: view)
    }

    /// Where row `index` (from 0, in the list) is drawn with the content at `offsetY` (the
    /// scroll view's offset, read once for all the rows a frame places: reading it evaluates the
    /// motion).
    func accessibleRowFrame(at index: Int, offsetY: Double) -> Rect {
        Rect(
            x: 0, y: list.rowY(index) - offsetY, width: scrollView.viewSize.width,
            height: list.rowHeight(index))
    }

    /// Card `index` of the carousel (from 0, from its start): its number and title and where
    /// it is drawn.
    public func accessibleCard(at index: Int) -> AccessibleItem? {
        guard let carousel, let band = carouselBand else { return nil }
        return carousel.accessibleCard(
            at: index, band: band, view: Rect(origin: .zero, size: scrollView.viewSize))
    }

    /// Does `action` as its key or click does; false when it cannot now (nothing to load, a
    /// request already out, no such button or menu item enabled now).
    @discardableResult
    public func perform(_ action: AccessibleAction) -> Bool {
        switch action {
        case .refresh:
            guard !header.isRefreshing, chat?.loader.state ?? .idle == .idle else { return false }
            beginRefreshingAtTop()
        case .loadMore:
            guard let footer, footer.state == .idle else { return false }
            footer.beginRefreshing()
        case .loadMoreCards:
            guard let trailer = carousel?.trailer, trailer.state == .idle else { return false }
            trailer.beginRefreshing()
        case .pressPlaceholderButton:
            return pressPlaceholderButton()
        case .cancel:
            guard componentInFlight != nil else { return false }
            cancelInFlight()
        case .pressPill:
            guard let chat, chat.pillCount > 0 else { return false }
            chat.pressPill()
            return true
        case .pressGapRow:
            return webFeed?.fillGap(0) ?? false
        case .chooseMenuItem(let index):
            guard let entries = desktop.menu?.entries, entries.indices.contains(index),
                entries[index].isEnabled
            else { return false }
            closeMenu()
            perform(entries[index].item)
        }
        return true
    }

    /// A refresh or a load of the list is on its way (its request out, or the component
    /// refreshing with no result on show yet).
    var isListBusy: Bool {
        requests.refreshRequest != nil || requests.loadRequest != nil
            || requests.olderRequest != nil || feedSource?.inFlight != nil
            || (chat.map { $0.loader.isRefreshing && $0.loader.result == nil } ?? false)
            || (header.isRefreshing && header.result == nil)
            || (footer.map { $0.isRefreshing && $0.result == nil } ?? false)
    }

    private func shownRows(in view: Rect) -> Range<Int> {
        guard !rows.isEmpty else { return 0..<0 }
        let offset = scrollView.contentOffsetY
        let first = max(0, list.rowIndex(atContentY: offset))
        let last = min(rows.count - 1, list.rowIndex(atContentY: offset + view.height))
        return first <= last ? first..<(last + 1) : 0..<0
    }
}
