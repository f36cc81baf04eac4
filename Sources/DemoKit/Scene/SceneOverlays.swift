/// What the scene draws over the list without changing it: the bar and the key panel, the
/// inspector, and the bar's text (built when what it names changes, not per frame).
struct SceneOverlays {
    /// The bar and the key panel.
    var bar = DemoOverlay()
    /// The inspector (`d`).
    var inspector = DemoInspector()
    /// Which header and footer are shown, as the bar says it.
    var statusText = ""
}
