import RefreshAccessibleView
import RefreshCore

extension DemoScene {
    // MARK: - What assistive technologies read and do

    /// The scene as an assistive technology reads it now: its rows and cards are read from the
    /// scene when a client asks for them (`accessibleRow(at:)`, `accessibleCard(at:)`).
    public var accessibleView: AccessibleView {
        let view = Rect(origin: .zero, size: scrollView.viewSize)
        return reading.accessibleView(
            controls: (
                placeholder: placeholderButton.flatMap { frame in
                    placeholderButtonTitle.map {
                        AccessibleItem(name: $0, frame: frame, view: view)
                    }
                },
                gap: pane.gapRows?.accessibleItem(
                    in: view, offset: scrollView.contentOffsetY, listTexts, language),
                menu: desktop.menu.map { menu in
                    menu.entries.indices.map {
                        AccessibleItem(
                            name: menu.entries[$0].title, frame: menu.frame(ofEntry: $0),
                            view: view, isEnabled: menu.entries[$0].isEnabled)
                    }
                }
            ),
            focus: accessibleFocus, isBusy: inFlight.listIsBusy)
    }

    /// Row `index` (from 0, top to bottom): its title, its subtitle and where it is drawn.
    public func accessibleRow(at index: Int) -> AccessibleItem? { reading.row(at: index) }

    /// Card `index` of the carousel (from 0, from its start): its number and title and where
    /// it is drawn.
    public func accessibleCard(at index: Int) -> AccessibleItem? { reading.card(at: index) }

    /// The scene's parts as an assistive technology reads them.
    private var reading: SceneReading {
        SceneReading(
            scrollView: scrollView, list: list, components: (header, footer), pane: pane,
            carousel: carousel.map { cards in (cards, { [weak self] in self?.carouselBand }) })
    }

    /// The menu's chosen item while the menu is open (nil while it has none), else the control
    /// with the focus.
    private var accessibleFocus: AccessibleFocus? {
        guard let menu = desktop.menu else { return focusedControl.flatMap(SceneReading.focus) }
        return menu.chosen.map { .menu($0 + 1) }
    }

    /// Does `action` as its key or click does; false when it cannot now (nothing to load, a
    /// request already out, no such button or menu item enabled now).
    @discardableResult
    public func perform(_ action: AccessibleAction) -> Bool {
        switch action {
        case .refresh:
            guard !header.isRefreshing, pane.topLoader?.state ?? .idle == .idle else {
                return false
            }
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
            guard pane.pillCount > 0 else { return false }
            pane.pressPill()
            return true
        case .pressGapRow:
            return pane.fillGap(0)
        case .chooseMenuItem(let index):
            guard let entries = desktop.menu?.entries, entries.indices.contains(index),
                entries[index].isEnabled
            else { return false }
            closeMenu()
            perform(entries[index].item)
        }
        return true
    }
}
