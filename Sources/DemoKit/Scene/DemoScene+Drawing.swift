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
        let palette = self.palette
        slots.paint(palette, trailer: carousel?.trailer, topLoader: pane.topLoader)
        let banner = overlays.banner.layOut(view: view, scale: textScale, metrics: metrics)
        let shift = bannerHeight
        // The list is drawn as if the bar were not there, then moved below it (its clip too).
        let shifted = list.commands.count
        surface.fillBackground(into: &list, view: view, offset: offset, palette: palette)
        list.clipped(to: view) { list in
            let components = list.commands.count
            drawRows(into: &list, view: view, offset: offset, metrics: metrics, palette: palette)
            drawCarousel(into: &list, view: view, metrics: metrics, palette: palette)
            drawPlaceholder(into: &list, view: view, metrics: metrics, palette: palette)
            // A top loader (a chat's) takes the header's place.
            let top: any RefreshComponentHolder = pane.topLoader ?? header
            top.draw(into: &list, frame: top.frame(in: view), metrics: metrics)
            if let footer, !placeholderOwnsView {
                footer.draw(into: &list, frame: footer.frame(in: view), metrics: metrics)
            }
            pane.drawOverRows(into: &list, metrics: metrics, palette: palette)
            drawHoverAndFocus(into: &list, view: view, metrics: metrics, palette: palette)
            list.swapSheets(from: components, palette.sheetTwins)
            let bars = scrollbarSetting
            desktop.bars.drawCardBar(into: &list, palette: palette, bars)
            desktop.bars.drawListBar(
                into: &list, view: view, offset: offset, palette: palette, bars)
        }
        list.shiftDown(from: shifted, by: shift)
        overlays.banner.draw(
            banner, height: shift, into: &list, view: view, metrics: metrics, palette: palette)
        overlays.drawPanels(
            into: &list, view: view, scene: self, metrics: metrics, palette: palette)
        // The menu opened where the pointer was over the list: it moves with the list.
        let menu = list.commands.count
        desktop.menu?.draw(
            into: &list, pressed: desktop.menu?.pressed != nil, palette: palette,
            textScale: textScale, metrics: metrics)
        list.shiftDown(from: menu, by: shift)
        if layoutDirection == .rightToLeft {
            list.mirrorHorizontally(from: start, width: view.width, metrics: metrics)
        }
    }
}
