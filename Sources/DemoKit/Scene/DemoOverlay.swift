import RefreshCore

/// What is drawn over the scroll view without changing its size or inset: a slim translucent
/// bar naming the header and footer kinds and the language, and the key panel that `?` shows
/// and hides.
///
/// The bar gives way to the header: it fades out as the header comes into view (the top of the
/// content moving down past the bar), so a pulled or refreshing header is never covered, and it
/// is back as soon as the list is at its top again. It depends on the offset alone, so it never
/// keeps the scene from settling.
struct DemoOverlay {
    /// Whether the key panel is shown.
    var showsHelp = false

    /// The bar's opacity when the top of the content is `contentTop` points below the view's top.
    func barAlpha(contentTop: Double) -> Double {
        if showsHelp { return 1 }
        return max(0, min(1, 1 - contentTop / Self.barHeight))
    }

    private static let barHeight = 22.0
    static let barStyle = TextStyle(weight: .bold, size: 11)
    static let panelStyle = TextStyle(weight: .regular, size: 12)
    private static let helpLines =
        [
            "drag    pull down to refresh, up to load",
            "wheel   scroll (trackpad: pull to refresh too)",
            "cards   drag sideways; past the end: trailer",
        ] + DemoKeys.panelLines

    func draw(
        into list: inout DrawList, view: Rect, scene: DemoScene, metrics: TextMetrics,
        palette: DemoPalette
    ) {
        guard view.width >= 40, view.height >= Self.barHeight * 2 else { return }
        let alpha = barAlpha(contentTop: -scene.scrollView.contentOffsetY)
        if alpha > 0 {
            drawBar(
                into: &list, view: view, scene: scene, metrics: metrics, alpha: alpha,
                palette: palette)
        }
        guard showsHelp else { return }
        drawPanel(into: &list, view: view, palette: palette)
    }

    private func drawBar(
        into list: inout DrawList, view: Rect, scene: DemoScene, metrics: TextMetrics,
        alpha: Double,
        palette: DemoPalette
    ) {
        let bar = Rect(x: view.minX, y: view.minY, width: view.width, height: Self.barHeight)
        list.fill(bar, palette.bar.withAlpha(alpha))
        // The language's name is a run of its own, so a Chinese or Korean name never moves the
        // rest of the bar out of DejaVu Sans; the two are centred together.
        // Two runs written out, not an array of them: the bar is drawn every frame.
        let status = metrics.size(of: scene.statusText, style: Self.barStyle)
        let language = metrics.size(of: scene.languageName, style: Self.barStyle)
        let color = palette.overlayText.withAlpha(alpha)
        let x = (bar.midX - (status.width + language.width) / 2).rounded()
        list.text(
            scene.statusText, style: Self.barStyle, color: color,
            at: Point(x: x, y: (bar.midY - status.height / 2).rounded()))
        list.text(
            scene.languageName, style: Self.barStyle, color: color,
            at: Point(
                x: x + status.width.rounded(), y: (bar.midY - language.height / 2).rounded()))
    }

    private func drawPanel(into list: inout DrawList, view: Rect, palette: DemoPalette) {
        let lineHeight = 18.0
        let width = min(view.width - 24, 330)
        let height = Double(Self.helpLines.count) * lineHeight + 20
        guard width > 60, view.height > height + 60 else { return }
        let panel = Rect(
            x: (view.midX - width / 2).rounded(), y: (view.midY - height / 2).rounded(),
            width: width, height: height)
        list.fill(panel, palette.panel)
        list.clipped(to: panel) { list in
            for (index, line) in Self.helpLines.enumerated() {
                list.text(
                    line, style: Self.panelStyle, color: palette.overlayText,
                    at: Point(x: panel.minX + 12, y: panel.minY + 10 + Double(index) * lineHeight))
            }
        }
    }
}
