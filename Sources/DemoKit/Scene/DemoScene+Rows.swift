import RefreshCore

extension DemoScene {
    // MARK: - The list in its scroll view (`ListSurface`), as the tests, the soak, the panes
    // and an accessibility bridge reach it

    /// The rows, the carousel and where each is.
    var list: DemoList { surface.list }

    /// The list shown: `options.list`, the plain list when it is nil (the runner resolves the
    /// windowed default, the feed, before it makes the scene).
    public var listKind: ListKind { list.kind }

    /// The last insertion above the rows that kept the anchor, for the soak's check.
    public var lastAnchoredInsertion: AnchoredInsertion? { surface.lastAnchoredInsertion }

    /// The rows changed: the content's size follows (the declarative list is declared anew).
    func listDidChange() {
        if slots.driver != nil { return slots.redeclare() }
        scrollView.contentSize = Size(width: scrollView.viewSize.width, height: list.contentHeight)
    }

    /// The view becomes `size` (a window resized, a script's `resize`): every row is laid out
    /// again at the new width from this frame on (the feed's and the chat's text wraps anew),
    /// and the anchor row keeps its y.
    func resize(to size: Size) {
        scrollView.viewSize = size
        carousel?.resize(width: size.width)
        header.floor?.viewSizeDidChange()
        scrollView.contentSize.width = size.width
        surface.viewDidResize(toWidth: size.width)
    }

    // MARK: - Placeholders: empty, loading, error

    /// The placeholder as it is now.
    var placeholders: Placeholders {
        surface.placeholders(scale: textScale, words: (listTexts, language))
    }

    /// The empty or error state's button in the view, nil while neither shows.
    public var placeholderButton: Rect? { surface.button(of: placeholders) }

    /// The placeholder's button's title ("Refresh", "Try again"), nil while neither state shows.
    public var placeholderButtonTitle: String? { placeholders.buttonTitle }

    /// The placeholder's button pressed (a click, Return on it, an assistive technology's
    /// `click`): the list begins refreshing; false when no button shows.
    @discardableResult
    func pressPlaceholderButton() -> Bool {
        guard placeholderButton != nil, !header.isRefreshing else { return false }
        beginRefreshingAtTop()
        return true
    }
}
