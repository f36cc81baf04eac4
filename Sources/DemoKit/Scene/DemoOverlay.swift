import RefreshCore

/// The key panel that `?` shows and hides, drawn over the list (the status bar takes its own
/// room: `StatusBanner`).
struct DemoOverlay {
    /// Whether the key panel is shown.
    var showsHelp = false
    /// The panel as last laid out.
    private let panelLayout = KeyPanelLayout()

    /// Draws the key panel when it is shown.
    func draw(
        into list: inout DrawList, view: Rect, scene: DemoScene, metrics: TextMetrics,
        palette: DemoPalette
    ) {
        guard showsHelp else { return }
        drawPanel(into: &list, view: view, scene: scene, metrics: metrics, palette: palette)
    }

    /// The key panel, centred, in the scene's language, its type the text scale's size or, where
    /// the view is too short for that, the largest that fits; nothing when none does.
    private func drawPanel(
        into list: inout DrawList, view: Rect, scene: DemoScene, metrics: TextMetrics,
        palette: DemoPalette
    ) {
        let key = KeyPanelLayout.Key(
            language: scene.language, textScale: scene.textScale, view: view.size,
            measure: metrics.size(of: "Pull down to refresh", style: KeyPanel.sizes[0].style).width)
        guard
            let (setting, pieces, size) = panelLayout.layout(
                for: key, { Self.layOutPanel(view: view, scene: scene, metrics: metrics) })
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

    /// The largest type whose panel leaves 30 points above and below it in `view`, the panel
    /// in the scene's language laid out in it; nil when none fits.
    private static func layOutPanel(view: Rect, scene: DemoScene, metrics: TextMetrics)
        -> KeyPanelLayout.Laid?
    {
        let lines = KeyPanel.lines(scene.language, texts: scene.listTexts)
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
        else { return nil }
        return (setting, pieces, size)
    }
}
