import RefreshCore

extension DemoScene {
    /// Builds this frame's draw list: background, visible rows, header, footer, indicator, the
    /// inspector if shown, overlays. Row layers let a renderer reuse each row's pixels while the
    /// row is unchanged.
    public func draw(into list: inout DrawList, metrics: TextMetrics) {
        let view = Rect(origin: .zero, size: scrollView.viewSize)
        let offset = scrollView.contentOffsetY
        let palette = self.palette
        paint(palette)
        fillBackground(into: &list, view: view, offset: offset, palette: palette)
        list.clipped(to: view) { list in
            drawRows(into: &list, view: view, offset: offset, palette: palette)
            let components = list.commands.count
            drawCarousel(into: &list, view: view, metrics: metrics, palette: palette)
            header.draw(into: &list, frame: header.frame(in: view), metrics: metrics)
            if let footer {
                footer.draw(into: &list, frame: footer.frame(in: view), metrics: metrics)
            }
            list.swapSheets(from: components, palette.sheetTwins)
            drawIndicator(into: &list, view: view, offset: offset, palette: palette)
        }
        if overlays.inspector.isShown {
            overlays.inspector.draw(into: &list, view: view, scene: self, palette: palette)
        }
        overlays.bar.draw(into: &list, view: view, scene: self, metrics: metrics, palette: palette)
    }

    /// Gives the components the palette's colours: they draw with them from this frame on, so a
    /// change of theme re-colours a header mid-refresh without rebuilding it.
    private func paint(_ palette: DemoPalette) {
        header.palette = palette.components
        footer?.palette = palette.components
        carousel?.trailer.palette = palette.components
        floorHeader?.page?.palette = palette.floorPage
    }

    /// A row's or card's layer version for `palette`: a change of theme redraws cached layers.
    static func layerVersion(_ base: Int, _ palette: DemoPalette) -> Int {
        base | (palette == .light ? 0 : 2)
    }

    /// The background shows only where no row covers the view (above the first row while
    /// pulled, below the last): rows are opaque, so painting under them would only double the
    /// pixels a frame writes. The bands overlap the rows by a point, so no rounding leaves a gap.
    private func fillBackground(
        into list: inout DrawList, view: Rect, offset: Double, palette: DemoPalette
    ) {
        let top = view.minY - offset
        let bottom = top + Double(rows.count) * DemoTheme.rowHeight
        guard !rows.isEmpty, top < view.maxY, bottom > view.minY else {
            return list.fill(view, palette.background)
        }
        if top > view.minY {
            list.fill(
                Rect(x: view.minX, y: view.minY, width: view.width, height: top - view.minY + 1),
                palette.background)
        }
        if bottom < view.maxY {
            list.fill(
                Rect(
                    x: view.minX, y: bottom - 1, width: view.width, height: view.maxY - bottom + 1),
                palette.background)
        }
    }

    private func drawRows(
        into list: inout DrawList, view: Rect, offset: Double, palette: DemoPalette
    ) {
        guard !rows.isEmpty else { return }
        let height = DemoTheme.rowHeight
        let first = max(0, self.list.rowIndex(atContentY: offset))
        let last = min(rows.count - 1, self.list.rowIndex(atContentY: offset + view.height))
        guard first <= last else { return }
        for index in first...last {
            let row = rows[index]
            let rect = Rect(
                x: view.minX, y: view.minY - offset + self.list.rowY(index), width: view.width,
                height: height)
            list.append(
                .beginLayer(
                    id: row.id, version: Self.layerVersion(index & 1, palette), rect: rect))
            list.fill(rect, index & 1 == 0 ? palette.rowEven : palette.rowOdd)
            list.text(
                row.title, style: DemoTheme.titleStyle, color: palette.title,
                at: Point(x: rect.minX + DemoTheme.rowInset, y: rect.minY + 5))
            list.text(
                row.subtitle, style: DemoTheme.subtitleStyle, color: palette.subtitle,
                at: Point(x: rect.minX + DemoTheme.rowInset, y: rect.minY + 25))
            list.fill(
                Rect(
                    x: rect.minX + DemoTheme.rowInset, y: rect.maxY - 1,
                    width: rect.width - DemoTheme.rowInset, height: 1), palette.separator)
            list.append(.endLayer)
        }
    }

    private func drawIndicator(
        into list: inout DrawList, view: Rect, offset: Double, palette: DemoPalette
    ) {
        // Reduced motion: shown whole while it would show at all, no fade.
        let alpha =
            reducesMotion ? scrollView.indicatorAlpha > 0 ? 1 : 0 : scrollView.indicatorAlpha
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
            palette.indicator.withAlpha(alpha))
    }
}
