import RefreshCore

/// What the scene draws over or above the list without changing it: the status bar, the key
/// panel and the inspector.
struct SceneOverlays {
    /// The key panel.
    var bar = DemoOverlay()
    /// The status bar at the top, which takes its own room.
    var banner = StatusBanner()
    /// The inspector (`d`).
    var inspector = DemoInspector()

    /// Draws the inspector, if shown, at the bottom of `view` and the key panel, if shown, in
    /// the room above it: the panels never overlap.
    func drawPanels(
        into list: inout DrawList, view: Rect, scene: DemoScene, metrics: TextMetrics,
        palette: DemoPalette
    ) {
        var panelRoom = view
        if inspector.isShown,
            let drawn = inspector.draw(
                into: &list, view: view, scene: scene, metrics: metrics, palette: palette)
        {
            panelRoom.size.height = max(0, drawn.minY - view.minY)
        }
        bar.draw(into: &list, view: panelRoom, scene: scene, metrics: metrics, palette: palette)
    }

    /// Whether an overlay changes with no input at `time`: the inspector is shown (its graph
    /// scrolls), or the status bar is yet to fade.
    func isAnimating(at time: Double) -> Bool {
        inspector.isShown || banner.isAnimating(at: time)
    }

    /// Escape's share of the overlays: hides the key panel, else the inspector; false when
    /// neither was shown.
    mutating func dismissPanel() -> Bool {
        if bar.showsHelp {
            bar.showsHelp = false
        } else if inspector.isShown {
            inspector.toggle()
        } else {
            return false
        }
        return true
    }
}
