/// What the scene draws over or above the list without changing it: the status bar, the key
/// panel and the inspector.
struct SceneOverlays {
    /// The key panel.
    var bar = DemoOverlay()
    /// The status bar at the top, which takes its own room.
    var banner = StatusBanner()
    /// The inspector (`d`).
    var inspector = DemoInspector()
}
