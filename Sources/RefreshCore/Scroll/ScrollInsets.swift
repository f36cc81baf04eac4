/// A scroll view's content inset at work: each edge's inset and its animation
/// (`InsetAnimator`), what setting or animating an edge does to the offset along it (carried to
/// a place asked for, brought back within the new bounds, kept against the edge), and how the
/// bounds move while an edge animates (which of their ends close in, and how fast).
///
/// The scroll view owns one and forwards its inset API to it; the axes ask it about the bounds
/// of the moment.
final class ScrollInsets {
    /// The scroll view whose inset this is, which owns it and so outlives it. `unowned(unsafe)`
    /// as `ScrollAxis`'s view is: the offset asks about the insets many times a frame.
    private unowned(unsafe) let view: ScrollView
    /// The stored insets and the edges' animations.
    private var animator = InsetAnimator()

    /// The insets of `view`, none at first.
    init(of view: ScrollView) {
        self.view = view
    }

    private var timeline: Timeline { view.timeline }

    /// The insets now (mid-animation, the animated values).
    var current: EdgeInsets { animator.current(at: timeline.now) }
    /// The insets the animations in flight are heading for, or the current ones.
    var target: EdgeInsets { animator.target }
    /// Whether an edge's inset is animating.
    var isAnimating: Bool { animator.isAnimating }
    /// Whether an inset of `axis` is animating.
    func isAnimating(_ axis: Axis) -> Bool { animator.isAnimating(axis) }

    /// Sets every edge's inset at once (`ScrollView.contentInset`), stopping their animations.
    /// Each change here, asked for while observers are told of an offset, waits until they
    /// all have been (`ScrollViewObservers.waits`).
    func set(_ inset: EdgeInsets) {
        if view.observers.waits({ [weak self] in self?.set(inset) }) { return }
        let replaced = Edge.allCases.map { animator.stop($0, at: timeline.now, on: timeline) }
        animator.stored = inset
        view.sync()
        view.publishOffset()
        for completion in replaced { completion?(false) }
    }

    /// Sets `edge`'s inset at once (`ScrollView.setInset(_:to:)`).
    func set(_ edge: Edge, to value: Double) {
        if view.observers.waits({ [weak self] in self?.set(edge, to: value) }) { return }
        let replaced = animator.stop(edge, at: timeline.now, on: timeline)
        animator.stored[edge] = value
        view.sync()
        view.publishOffset()
        replaced?(false)
    }

    /// Animates `edge`'s inset to `value`, and the offset with it
    /// (`ScrollView.animateInset(_:to:offset:duration:curve:completion:)` says how).
    func animate(
        _ edge: Edge, to value: Double, offset: Double?, duration: Double, curve: TimingCurve,
        completion: ((Bool) -> Void)?
    ) {
        if view.observers.waits({ [weak self] in
            self?.animate(
                edge, to: value, offset: offset, duration: duration, curve: curve,
                completion: completion)
        }) {
            return
        }
        view.sync()
        let axis = view[edge.axis]
        let replaced = animator.stop(edge, at: timeline.now, on: timeline)
        let from = animator.stored[edge]
        if duration <= 0 || from == value && offset == nil {
            let against = offset == nil && from != value && axis.restsAgainst(edge)
            animator.stored[edge] = value
            view.sync()
            if let offset, !view.isDragging {
                axis.animate(to: offset, duration: 0, curve: curve)
                view.publishOffset()
            } else if against {
                axis.rest(against: edge)
            } else if offset == nil {
                axis.bringInBounds(
                    view.geometry(animator.target).bounds(edge.axis), duration: 0,
                    curve: .easeInOut)
                view.publishOffset()
            }
            view.publishOffset()
            replaced?(false)
            completion?(true)
            return
        }
        let tween = Tween(
            from: from, to: value, startTime: timeline.now, duration: duration, curve: curve)
        let timer = timeline.schedule(after: duration) { [weak self] in self?.arrived(edge) }
        animator[edge] = .init(tween: tween, timer: timer, completion: completion)
        if let offset, !view.isDragging {
            axis.animate(to: offset, duration: duration, curve: curve)
            view.publishOffset()
        } else if offset == nil {
            axis.bringInBounds(
                view.geometry(animator.target).bounds(edge.axis), duration: duration, curve: curve)
            view.publishOffset()
        }
        axis.adoptBounds()
        view.publishOffset()
        replaced?(false)
    }

    /// `edge`'s animation has arrived: the inset takes its end value, content left outside the
    /// bounds settles into them, and the completion runs with `true`.
    private func arrived(_ edge: Edge) {
        guard animator[edge] != nil else { return }
        // The last step of the animation is seen as one (held content rides it to the end).
        view.sync()
        guard let animation = animator.finish(edge) else { return }
        view.sync()
        view[edge.axis].settleIntoBounds()
        animation.completion?(true)
    }

    // MARK: - Bounds that move

    /// The offsets along `axis` within both the bounds now and those the insets head for (the
    /// bounds now while no inset animates) (`ScrollView.settledBounds(_:)`).
    func settledBounds(_ axis: Axis) -> ClosedRange<Double> {
        let now = view.offsetBounds(axis)
        let heading = view.geometry(target).bounds(axis)
        let low = max(now.lowerBound, heading.lowerBound)
        return low...max(low, min(now.upperBound, heading.upperBound))
    }

    /// Which ends of the bounds along `axis` an inset animation brings in: the start while the
    /// leading inset shrinks, the end while the trailing one does; for content shorter than the
    /// view, whose end is its start, the end while the leading inset moves at all (the one
    /// place such content rests moves with it).
    func closingEnds(_ axis: Axis) -> (lower: Bool, upper: Bool) {
        func shrinking(_ edge: Edge) -> Bool? {
            animator[edge].map { $0.tween.to < $0.tween.from }
        }
        let lower = shrinking(axis.leadingEdge) == true
        let bounds = view.offsetBounds(axis)
        guard bounds.upperBound > bounds.lowerBound else {
            return (lower, shrinking(axis.leadingEdge) != nil)
        }
        return (lower, shrinking(axis.trailingEdge) == true)
    }

    /// How fast the bounds along `axis` move now (their ends, points per second): an animating
    /// inset moves its edge.
    func boundsVelocity(_ axis: Axis) -> (lower: Double, upper: Double) {
        let lower = -(animator[axis.leadingEdge]?.tween.velocity(at: timeline.now) ?? 0)
        // Content shorter than the view: its end is its start.
        let bounds = view.offsetBounds(axis)
        guard bounds.upperBound > bounds.lowerBound else { return (lower, lower) }
        return (lower, animator[axis.trailingEdge]?.tween.velocity(at: timeline.now) ?? 0)
    }
}
