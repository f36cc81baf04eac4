/// A scroll view's content inset: a stored value per edge and, per edge, an animation towards a
/// new one (one animator for all four edges).
struct InsetAnimator {
    /// A running change of one edge.
    struct Animation {
        var tween: Tween
        var timer: Timeline.Token?
        var completion: ((Bool) -> Void)?
    }

    /// The insets with no animation running (mid-animation: where each edge started).
    var stored = EdgeInsets.zero
    /// One slot per edge, in `Edge.allCases` order; the storage is made once.
    private var animations: [Animation?] = Array(repeating: nil, count: Edge.all.count)

    /// The animation of `edge`, if one runs.
    subscript(edge: Edge) -> Animation? {
        get { animations[edge.index] }
        set { animations[edge.index] = newValue }
    }

    /// Whether any edge is animating.
    var isAnimating: Bool { animations.contains { $0 != nil } }

    /// Whether an edge of `axis` is animating.
    func isAnimating(_ axis: Axis) -> Bool {
        self[axis.leadingEdge] != nil || self[axis.trailingEdge] != nil
    }

    /// The insets at `time`: each animating edge where its animation is.
    func current(at time: Double) -> EdgeInsets {
        var inset = stored
        for edge in Edge.all {
            if let animation = self[edge] { inset[edge] = animation.tween.value(at: time) }
        }
        return inset
    }

    /// The insets the animations are heading for.
    var target: EdgeInsets {
        var inset = stored
        for edge in Edge.all {
            if let animation = self[edge] { inset[edge] = animation.tween.to }
        }
        return inset
    }

    /// Stops `edge`'s animation where it is at `time`, cancels its timer on `timeline`, and
    /// returns its completion for the caller to run (with `false`) once consistent again.
    mutating func stop(_ edge: Edge, at time: Double, on timeline: Timeline) -> ((Bool) -> Void)? {
        guard let animation = self[edge] else { return nil }
        timeline.cancel(animation.timer)
        self[edge] = nil
        stored[edge] = animation.tween.value(at: time)
        return animation.completion
    }

    /// `edge`'s animation has arrived: the stored inset takes its end value; returns it.
    mutating func finish(_ edge: Edge) -> Animation? {
        guard let animation = self[edge] else { return nil }
        self[edge] = nil
        stored[edge] = animation.tween.to
        return animation
    }
}
