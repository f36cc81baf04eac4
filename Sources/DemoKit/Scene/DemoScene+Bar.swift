import RefreshCore

extension DemoScene {
    /// A pointer moved along the top edge with no button held shows the bar again.
    func noteHover(_ event: InputEvent) {
        guard case .pointerMove(let point) = event, !router.pointer.isPressed,
            DemoOverlay.hoversTopEdge(point)
        else { return }
        overlays.bar.barShownAt = timeline.now
    }
}
