import RefreshCore

extension DemoScene {
    // MARK: - Settling (when a headless run may end, when a window may sleep)

    /// Everything still: the content at rest and not held, no request in flight, no animation.
    public var isSettled: Bool { activity.isEmpty }

    /// What is still going on: empty when the scene has settled.
    public var activity: SceneActivity {
        SceneActivity(
            scrollView: scrollView, requests: requests,
            components: (header, footer, pane.topLoader), carousel: carousel)
    }

    /// Whether the picture changes with no input: the content moves, a scrollbar waits to fade or fades, a
    /// component animates (a network reply on its way, alone, changes nothing until it lands:
    /// the timeline's next deadline says when), or the inspector is shown (its graph scrolls and
    /// its frame time is only true of frames that follow each other), or the bar is yet to fade
    /// (which never keeps a run from settling).
    public var isAnimating: Bool {
        !scrollView.isAtRest || scrollbarsFade || SceneActivity.animates(header)
            || (footer.map(SceneActivity.animates) ?? false) || (carousel?.isAnimating ?? false)
            || (pane.topLoader.map(SceneActivity.animates) ?? false)
            || overlays.inspector.isShown || overlays.banner.isAnimating(at: timeline.now)
    }
}
