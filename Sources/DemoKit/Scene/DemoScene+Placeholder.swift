import RefreshCore

extension DemoScene {
    // MARK: - Placeholders: empty, loading, error

    /// What the list shows instead of rows now.
    public var placeholder: PlaceholderState {
        guard rows.isEmpty else { return .none }
        return list.phase == .none ? .empty : list.phase
    }

    /// The empty or error state's button in the view, nil while neither shows.
    public var placeholderButton: Rect? {
        guard placeholder == .empty || placeholder == .error else { return nil }
        return Placeholders.buttonFrame(
            in: Rect(origin: .zero, size: scrollView.viewSize), top: placeholderTop,
            scale: textScale)
    }

    /// Where the placeholder starts in the view: under the content (the carousel's band, if
    /// there is one) and under the auto footer, which sits at the content's end.
    private var placeholderTop: Double {
        let end = -scrollView.contentOffsetY + list.contentHeight
        guard let footer, footer.loadsByItself else { return end }
        return max(end, footer.frame(in: Rect(origin: .zero, size: scrollView.viewSize)).maxY)
    }

    /// The placeholder's button's title ("Refresh", "Try again"), nil while neither state shows.
    public var placeholderButtonTitle: String? {
        switch placeholder {
        case .empty: listTexts.text(.emptyButton, language)
        case .error: listTexts.text(.errorButton, language)
        case .none, .loading: nil
        }
    }

    /// A click on the placeholder's button begins refreshing, as `r` does.
    func clickPlaceholder(at point: Point) -> Bool {
        guard let button = placeholderButton, button.contains(point) else { return false }
        pressPlaceholderButton()
        return true
    }

    /// The placeholder's button pressed (a click, Return on it, an assistive technology's
    /// `click`): the list begins refreshing; false when no button shows.
    @discardableResult
    func pressPlaceholderButton() -> Bool {
        guard placeholderButton != nil, !header.isRefreshing else { return false }
        beginRefreshingAtTop()
        return true
    }

    /// Draws the placeholder under the content (below the carousel's band, if there is one).
    func drawPlaceholder(
        into draw: inout DrawList, view: Rect, metrics: TextMetrics, palette: DemoPalette
    ) {
        let state = placeholder
        guard state != .none else { return }
        let top = view.minY + placeholderTop
        guard state != .loading else {
            return Placeholders.drawLoading(
                into: &draw, view: view, top: top, time: timeline.now, scale: textScale,
                palette: palette)
        }
        let empty = state == .empty
        let title = listTexts.text(empty ? .emptyTitle : .errorTitle, language)
        let button = placeholderButtonTitle ?? ""
        Placeholders.drawMessage(
            title, button: button, tint: empty ? nil : Placeholders.errorTint,
            into: &draw, view: view, top: top, scale: textScale, metrics: metrics,
            palette: palette)
    }
}
