extension DemoScene {
    /// Tells the scene how the window's last 64 frames felt (`FeelMeter`): the inspector (`d`)
    /// shows their latency and delayed frames. Only a window calls it (a headless clock is
    /// simulated: its inspector shows no such line).
    public func recordFeel(_ summary: FeelSummary) {
        overlays.inspector.feel = summary
    }
}
