import RefreshCore

/// What is drawn over the scroll view without changing its size or inset: a slim bar naming the
/// header and footer kinds and the language, and the key panel that `?` shows and hides.
///
/// The bar is short-lived, so nothing is drawn over a row's text for long: it shows at launch
/// and after every change of what it names, for `barDuration`, then fades over `barFade`; moving
/// the pointer along the top edge (within the bar's height, no button held) shows it again. It
/// also gives way to the header, key panel or not: it fades out as the header comes into view (the
/// top of the content moving down past the bar), so a pulled or refreshing header is never
/// covered. Its fade keeps a window drawing (`isAnimating`) but never keeps a run from settling.
struct DemoOverlay {
    /// Whether the key panel is shown.
    var showsHelp = false
    /// When the bar last appeared: at launch, at a change of kind, style or language, at a hover
    /// of the top edge (seconds on the scene's clock).
    var barShownAt = 0.0
    /// The bar's text, fitted once for as long as it and the view stay the same.
    private let barFit = FittedTextCache()

    /// Seconds the bar stays after it appears.
    static let barDuration = 2.5
    /// Seconds of its fade.
    static let barFade = 0.3

    /// The bar's opacity at `time` when the top of the content is `contentTop` points below the
    /// view's top.
    func barAlpha(at time: Double, contentTop: Double, reducesMotion: Bool = false) -> Double {
        let fading = (time - barShownAt - Self.barDuration) / Self.barFade
        // Reduced motion: shown whole until the fade would begin, then gone.
        let shown = reducesMotion ? fading < 0 ? 1 : 0 : max(0, min(1, 1 - fading))
        return min(shown, max(0, min(1, 1 - contentTop / Self.barHeight)))
    }

    /// Whether the bar is still to fade at `time`.
    func isAnimating(at time: Double) -> Bool {
        time < barShownAt + Self.barDuration + Self.barFade
    }

    /// Whether a pointer at `point` hovers the top edge, where the bar shows again.
    static func hoversTopEdge(_ point: Point) -> Bool {
        point.y >= 0 && point.y < barHeight
    }

    private static let barHeight = 22.0
    static let barStyle = TextStyle(weight: .bold, size: 11)
    func draw(
        into list: inout DrawList, view: Rect, scene: DemoScene, metrics: TextMetrics,
        palette: DemoPalette
    ) {
        guard view.width >= 40, view.height >= Self.barHeight * 2 else { return }
        let alpha = barAlpha(
            at: scene.timeline.now, contentTop: -scene.scrollView.contentOffsetY,
            reducesMotion: scene.reducesMotion)
        if alpha > 0 {
            drawBar(
                into: &list, view: view, text: scene.statusText, scale: scene.textScale,
                metrics: metrics, alpha: alpha, palette: palette)
        }
        guard showsHelp else { return }
        drawPanel(into: &list, view: view, scene: scene, metrics: metrics, palette: palette)
    }

    /// The bar across the top, its text `scale` times its size, fitted to the view less 8
    /// points at each side (on two lines in a taller bar when it must).
    private func drawBar(
        into list: inout DrawList, view: Rect, text: String, scale: Double, metrics: TextMetrics,
        alpha: Double, palette: DemoPalette
    ) {
        let fitted = barFit.fit(
            text, style: Self.barStyle.scaled(by: scale),
            width: view.width - 2 * TitleLook.edgeMargin, height: view.height / 4,
            metrics: metrics)
        let bar = Rect(
            x: view.minX, y: view.minY, width: view.width,
            height: max(Self.barHeight, (fitted.height + 6).rounded(.up)))
        list.fill(bar, palette.bar.withAlpha(alpha))
        fitted.draw(
            centeredIn: bar, color: palette.overlayText.withAlpha(alpha), into: &list,
            metrics: metrics)
    }

    /// The key panel, centred, in the scene's language, its type the text scale's size or, where
    /// the view is too short for that, the largest that fits; nothing when none does.
    private func drawPanel(
        into list: inout DrawList, view: Rect, scene: DemoScene, metrics: TextMetrics,
        palette: DemoPalette
    ) {
        let lines = KeyPanel.lines(scene.language, texts: scene.listTexts)
        // The largest type whose panel leaves 30 points above and below it.
        let scaled = KeyPanel.sizes.map { $0.scaled(by: scene.textScale) }
        let laid = (scaled + (scene.textScale > 1 ? KeyPanel.sizes : [])).lazy.map { setting in
            (
                setting,
                KeyPanel.layout(
                    lines, maxWidth: view.width - 24, metrics: metrics, setting: setting)
            )
        }
        guard
            let (setting, (pieces, size)) = laid.first(where: {
                $0.1.size.height + 60 < view.height
            })
        else { return }
        let width = min(size.width, view.width - 24)
        guard width > 60 else { return }
        let panel = Rect(
            x: (view.midX - width / 2).rounded(), y: (view.midY - size.height / 2).rounded(),
            width: width, height: size.height)
        list.fill(panel, palette.panel)
        list.clipped(to: panel) { list in
            for piece in pieces {
                list.text(
                    piece.text, style: setting.style, color: palette.overlayText,
                    at: Point(x: panel.minX + piece.at.x, y: panel.minY + piece.at.y))
            }
        }
    }
}
