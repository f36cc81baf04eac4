import RefreshCore

extension DemoScene {
    /// A click (a press that barely moved): a placeholder's button refreshes; the chat's pill
    /// goes to the end and its top loader loads; the state footer's title loads, as MJRefresh's
    /// tap.
    func click(at point: Point) {
        if clickPlaceholder(at: point) || pane.click(at: point) { return }
        guard let footer, !placeholderOwnsView else { return }
        let view = Rect(origin: .zero, size: scrollView.viewSize)
        _ = footer.handleTap(at: point, frame: footer.frame(in: view))
    }
}
