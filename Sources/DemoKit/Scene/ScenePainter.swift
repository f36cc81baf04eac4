import RefreshCore

/// One frame of the scene as draw commands: the background, the rows, the carousel and the
/// placeholder, the header and the footer, the pane's floating parts, hover and focus, the
/// scrollbars, the status bar, the panels and the menu on top. It only reads the scene's parts
/// (the banner's fitted text aside, which it caches): a value made for each frame
/// (`DemoScene.draw(into:metrics:)`), holding nothing of its own.
///
/// In a right-to-left language the frame is drawn left to right and then mirrored, as one rule
/// for every part of it (`DrawList.mirrorHorizontally`); input is mirrored to match.
struct ScenePainter {
    /// The scene drawn.
    let scene: DemoScene

    /// Appends the frame to `list`. Row layers let a renderer reuse each row's pixels while the
    /// row is unchanged.
    func draw(into list: inout DrawList, metrics: TextMetrics) {
        let start = list.commands.count
        let view = Rect(origin: .zero, size: scene.scrollView.viewSize)
        let offset = scene.scrollView.contentOffsetY
        let palette = DemoPalette.of(scene.preferences.colorScheme)
        let textScale = scene.textScale
        scene.slots.paint(
            palette, trailer: scene.carousel?.trailer, topLoader: scene.pane.topLoader)
        let banner = scene.overlays.banner.layOut(view: view, scale: textScale, metrics: metrics)
        let shift = scene.bannerHeight
        // The list is drawn as if the bar were not there, then moved below it (its clip too).
        let shifted = list.commands.count
        scene.surface.fillBackground(into: &list, view: view, offset: offset, palette: palette)
        list.clipped(to: view) { list in
            drawList(into: &list, view: view, offset: offset, metrics: metrics, palette: palette)
        }
        list.shiftDown(from: shifted, by: shift)
        scene.overlays.banner.draw(
            banner, height: shift, into: &list, view: view, metrics: metrics, palette: palette)
        scene.overlays.drawPanels(
            into: &list, view: view, scene: scene, metrics: metrics, palette: palette)
        // The menu opened where the pointer was over the list: it moves with the list.
        let menu = list.commands.count
        let desktop = scene.desktop
        desktop.menu?.draw(
            into: &list, pressed: desktop.menu?.pressed != nil, palette: palette,
            textScale: textScale, metrics: metrics)
        list.shiftDown(from: menu, by: shift)
        if scene.layoutDirection == .rightToLeft {
            list.mirrorHorizontally(from: start, width: view.width, metrics: metrics)
        }
    }

    /// What is drawn inside the list's clip: the rows, the carousel, the placeholder, the
    /// header (or the top loader in its place), the footer, the pane's floating parts, hover and
    /// focus, then the scrollbars.
    private func drawList(
        into list: inout DrawList, view: Rect, offset: Double, metrics: TextMetrics,
        palette: DemoPalette
    ) {
        let surface = scene.surface
        let pane = scene.pane
        let components = list.commands.count
        drawRows(into: &list, view: view, offset: offset, metrics: metrics, palette: palette)
        surface.drawCarousel(into: &list, view: view, metrics: metrics, palette: palette)
        surface.drawPlaceholder(
            scene.placeholders, into: &list, view: view, metrics: metrics, palette: palette)
        // A top loader (a chat's) takes the header's place.
        let top: any RefreshComponentHolder = pane.topLoader ?? scene.header
        top.draw(into: &list, frame: top.frame(in: view), metrics: metrics)
        if let footer = scene.footer, !surface.placeholderOwnsView {
            footer.draw(into: &list, frame: footer.frame(in: view), metrics: metrics)
        }
        pane.drawOverRows(into: &list, metrics: metrics, palette: palette)
        drawHoverAndFocus(into: &list, view: view, metrics: metrics, palette: palette)
        list.swapSheets(from: components, palette.sheetTwins)
        let bars = scene.scrollbarSetting
        scene.desktop.bars.drawCardBar(into: &list, palette: palette, bars)
        scene.desktop.bars.drawListBar(
            into: &list, view: view, offset: offset, palette: palette, bars)
    }

    /// The rows and headers in view, then the stuck header over them, each row as the pane
    /// draws its kind.
    private func drawRows(
        into draw: inout DrawList, view: Rect, offset: Double, metrics: TextMetrics,
        palette: DemoPalette
    ) {
        let painter = RowPainter(
            list: scene.list, texts: scene.listTexts, language: scene.language,
            languageIndex: scene.languageIndex, now: scene.timeline.now,
            calendarNow: scene.calendarNow, entries: scene.pane.feedRows, palette: palette,
            metrics: metrics)
        scene.surface.drawRows(
            into: &draw, view: view, offset: offset, painter: painter, pane: scene.pane)
    }

    /// The hovered or pressed washes (`PointerHover`), then the focus ring.
    private func drawHoverAndFocus(
        into list: inout DrawList, view: Rect, metrics: TextMetrics, palette: DemoPalette
    ) {
        scene.hover.draw(into: &list, palette: palette)
        guard let focus = scene.focusedControl,
            let frame = scene.focusPlaces.frame(of: focus, in: view), frame.intersects(view)
        else { return }
        // A focused footer lifted into sight (`FocusPlaces.inSight`) is drawn there, over the
        // list's end.
        if focus == .footer, let footer = scene.footer, frame != footer.frame(in: view) {
            list.fill(frame, palette.background)
            footer.draw(into: &list, frame: frame, metrics: metrics)
        }
        FocusRing.draw(around: frame, color: palette.desktop.focusRing, into: &list)
    }
}
