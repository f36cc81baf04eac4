import RefreshCore

extension DemoScene {
    // MARK: - Placeholders: empty, loading, error

    /// What the list shows instead of rows now.
    public var placeholder: PlaceholderState {
        guard rows.isEmpty else { return .none }
        return list.phase == .none ? .empty : list.phase
    }

    /// Whether a placeholder owns the view: while one shows, neither the carousel nor the
    /// footer is drawn, reached by Tab or the pointer (nothing over or above "Nothing here yet").
    var placeholderOwnsView: Bool { placeholder != .none }

    /// The placeholder as it is now.
    private var placeholders: Placeholders {
        Placeholders(
            state: placeholder, top: -scrollView.contentOffsetY, scale: textScale,
            words: (listTexts, language))
    }

    /// The empty or error state's button in the view, nil while neither shows.
    public var placeholderButton: Rect? {
        placeholders.button(in: Rect(origin: .zero, size: scrollView.viewSize))
    }

    /// The placeholder's button's title ("Refresh", "Try again"), nil while neither state shows.
    public var placeholderButtonTitle: String? { placeholders.buttonTitle }

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

    /// Draws the placeholder from the content's top, where the list's rows would be.
    func drawPlaceholder(
        into draw: inout DrawList, view: Rect, metrics: TextMetrics, palette: DemoPalette
    ) {
        placeholders.draw(
            into: &draw, view: view, time: timeline.now,
            shape: options.list == .feed ? .feed : .plain, metrics: metrics, palette: palette)
    }
}
