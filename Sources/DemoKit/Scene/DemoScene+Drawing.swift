import RefreshCore

extension DemoScene {
    /// Builds this frame's draw list: background, visible rows, header, footer, indicator, the
    /// inspector if shown, overlays. Row layers let a renderer reuse each row's pixels while the
    /// row is unchanged.
    public func draw(into list: inout DrawList, metrics: TextMetrics) {
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
            drawIndicator(into: &list, view: view, offset: offset)
        }
        if overlays.inspector.isShown {
            overlays.inspector.draw(into: &list, view: view, scene: self)
        }
        overlays.bar.draw(into: &list, view: view, scene: self, metrics: metrics)
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

    private func drawIndicator(into list: inout DrawList, view: Rect, offset: Double) {
        let alpha = scrollView.indicatorAlpha
        let content = scrollView.contentSize.height
        // The list's indicator has nothing to say over the second floor's page.
        guard alpha > 0, content > 0, view.height > 8, !floorState.holdsList else { return }
        let inset = scrollView.contentInset
        let span = content + inset.top + inset.bottom
        let track = view.height - 6
        var length = max(36, track * min(1, view.height / max(span, 1)))
        var top =
            view.minY + 3 + (offset + inset.top) / max(span - view.height, 1)
            * (track - length)
        // Squeeze the knob against an edge when overscrolled, as UIKit does.
        if top < view.minY + 3 {
            length = max(7, length - (view.minY + 3 - top))
            top = view.minY + 3
        }
        if top + length > view.maxY - 3 {
            length = max(7, view.maxY - 3 - top)
            top = min(top, view.maxY - 3 - length)
        }
        list.fill(
            Rect(x: view.maxX - 6, y: top, width: 3, height: length),
            DemoTheme.indicator.withAlpha(alpha))
    }
}
