import RefreshCore

extension DemoScene {
    /// A click (a press that barely moved): a placeholder's button refreshes; the chat's pill
    /// goes to the end and its top loader loads; the state footer's title loads, as MJRefresh's
    /// tap.
    func click(at point: Point) {
        if clickPlaceholder(at: point) || (chat?.click(at: point) ?? false) || clickGap(at: point)
            || (webFeed?.opening.click(at: point) ?? false)
        {
            return
        }
        guard let footer, !placeholderOwnsView else { return }
        let view = Rect(origin: .zero, size: scrollView.viewSize)
        _ = footer.handleTap(at: point, frame: footer.frame(in: view))
    }

    /// A click on a gap row fills it (true: the click is taken).
    private func clickGap(at point: Point) -> Bool {
        guard let webFeed,
            let index = webFeed.gapRows.gap(atContentY: point.y + scrollView.contentOffsetY)
        else { return false }
        webFeed.fillGap(index)
        return true
    }
}
