import RefreshCore

extension DemoScene {
    /// Builds this frame's draw list: background, visible rows, header, footer, the focus ring,
    /// the scrollbars, the inspector if shown, overlays, the context menu on top. Row layers let
    /// a renderer reuse each row's pixels while the row is unchanged.
    ///
    /// In a right-to-left language the frame is drawn left to right and then mirrored, as one
    /// rule for every part of it (`DrawList.mirrorHorizontally`); input is mirrored to match.
    public func draw(into list: inout DrawList, metrics: TextMetrics) {
        let start = list.commands.count
        let view = Rect(origin: .zero, size: scrollView.viewSize)
        let offset = scrollView.contentOffsetY
        fillBackground(into: &list, view: view, offset: offset)
        list.clipped(to: view) { list in
            drawRows(into: &list, view: view, offset: offset, metrics: metrics)
            drawCarousel(into: &list, view: view, metrics: metrics)
            drawPlaceholder(into: &list, view: view, metrics: metrics)
            header.draw(into: &list, frame: header.frame(in: view), metrics: metrics)
            if let footer {
                footer.draw(into: &list, frame: footer.frame(in: view), metrics: metrics)
            }
            drawHoverAndFocus(into: &list, view: view, metrics: metrics)
            drawCardScrollbar(into: &list)
            drawScrollbar(into: &list, view: view, offset: offset)
        }
        if overlays.inspector.isShown {
            overlays.inspector.draw(into: &list, view: view, scene: self, metrics: metrics)
        }
        overlays.bar.draw(into: &list, view: view, scene: self, metrics: metrics)
        desktop.menu?.draw(into: &list, pressed: desktop.menuPress != nil)
        if layoutDirection == .rightToLeft {
            list.mirrorHorizontally(from: start, width: view.width, metrics: metrics)
        }
    }

    /// The background shows only where no row covers the view (above the first row while
    /// pulled, below the last): rows are opaque, so painting under them would only double the
    /// pixels a frame writes. The bands overlap the rows by a point, so no rounding leaves a gap.
    private func fillBackground(into list: inout DrawList, view: Rect, offset: Double) {
        let top = view.minY - offset
        let bottom = top + self.list.contentHeight
        guard !rows.isEmpty, top < view.maxY, bottom > view.minY else {
            return list.fill(view, DemoTheme.background)
        }
        if top > view.minY {
            list.fill(
                Rect(x: view.minX, y: view.minY, width: view.width, height: top - view.minY + 1),
                DemoTheme.background)
        }
        if bottom < view.maxY {
            list.fill(
                Rect(
                    x: view.minX, y: bottom - 1, width: view.width, height: view.maxY - bottom + 1),
                DemoTheme.background)
        }
    }
}
