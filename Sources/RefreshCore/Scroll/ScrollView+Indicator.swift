extension ScrollView {
    /// When the content last came to rest; the clock's now while it moves (a scrollbar fades).
    public var restingSince: Double { isAtRest ? max(x.restStart, y.restStart) : timeline.now }

    /// Opacity of the scroll indicator: shown while the content moves, fading once it stops.
    public var indicatorAlpha: Double {
        if !isAtRest { return 1 }
        let faded = (timeline.now - max(x.restStart, y.restStart)) / PhysicsConstants.indicatorFade
        return max(0, min(1, 1 - faded))
    }
}
