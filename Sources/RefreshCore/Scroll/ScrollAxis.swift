/// One axis of a scroll view: its motion, the drag along it and the timer of its next change.
///
/// The horizontal and vertical axes are the same type with the same laws; the scroll view
/// gives each its bounds (from content size, view size and insets along it) and its length.
final class ScrollAxis {
    let axis: Axis
    /// The scroll view that owns this axis and so outlives it. `unowned(unsafe)`: the offset
    /// reads the view many times a frame, and plain `unowned` makes each read a strong retain
    /// and release of the slow kind (the view has weak references, so a side table).
    private unowned(unsafe) let view: ScrollView
    /// What moves the content along this axis (set here and by `ScrollAxis+Shift`).
    var motion = AxisMotion()
    private var timer: Timeline.Token?
    private var dimensionAtSync = 0.0
    /// The pointer's trail over a drag, for the drag's rate and a release's velocity.
    var trail = DragTrail()
    /// When the axis last came to rest.
    private(set) var restStart = -Double.infinity
    /// Whether the content rests or scrolls where the view keeps it inside the bounds of the
    /// moment while an inset animates (a rest after a release, the wheel's and keys' scrolls),
    /// as UIKit's content under a closing inset stays inside it; false for an offset code set,
    /// which may lie anywhere, and for the view's own following of an inset (its path is the
    /// inset's).
    private var keepsInBounds = false
    /// Whether a drag along the axis may move content that fits in the view.
    var alwaysBounces: Bool

    init(_ axis: Axis, of view: ScrollView) {
        self.axis = axis
        self.view = view
        alwaysBounces = axis == .vertical
        motion.bounds = bounds
    }

    var now: Double { view.timeline.now }
    var bounds: ClosedRange<Double> { view.offsetBounds(axis) }
    private var dimension: Double { view.viewSize[axis] }
    var limits: RubberBandLimits {
        RubberBandLimits(
            bounds: motion.bounds, dimension: dimension, canBounce: view.canBounce(axis))
    }

    /// The offset now.
    var offset: Double {
        let value = motion.offset(at: now, rubberBand: limits)
        guard let live = liveBounds else { return value }
        // (+ 0: an edge at -0, a top with no inset, is a plain 0.)
        if value < live.lowerBound { return live.lowerBound + 0 }
        return value > live.upperBound ? live.upperBound + 0 : value
    }

    /// The bounds of this moment, when the offset must be kept inside them: content resting or
    /// scrolling within the bounds stays inside an end an inset animation brings in (a header
    /// closing); an end moving away from it leaves it where it is (unbounded there).
    private var liveBounds: ClosedRange<Double>? {
        guard keepsInBounds, view.insets.isAnimating(axis) else { return nil }
        switch motion.phase {
        case .resting, .animating: break
        default: return nil
        }
        let closing = view.insets.closingEnds(axis)
        guard closing.lower || closing.upper else { return nil }
        let current = bounds
        let low = closing.lower ? current.lowerBound : -.infinity
        return low...(closing.upper ? current.upperBound : .infinity)
    }

    /// The rate of change of the offset now, points per second.
    var velocity: Double {
        if let live = liveBounds {
            // Held at an edge that moves, the content moves as the edge does.
            let value = motion.offset(at: now, rubberBand: limits)
            if value < live.lowerBound { return view.insets.boundsVelocity(axis).lower }
            if value > live.upperBound { return view.insets.boundsVelocity(axis).upper }
        }
        guard case .dragging = motion.phase else { return motion.velocity(at: now) }
        return trail.rate(at: now)
    }

    var isDragging: Bool { motion.isDragging }

    // MARK: - Pointer

    /// Grabs the content where it is, the pointer at `position` along the axis.
    func grab(at position: Double) {
        sync()
        let current = offset
        cancelTimer()
        motion.bounds = bounds
        trail.start(at: now, position: position, offset: current)
        let virtual = limits.unbanded(current)
        motion.phase = .dragging(
            .init(anchorVirtual: virtual, anchorPointer: position, pointer: position))
    }

    /// The pointer moved to `position` along the axis.
    func move(to position: Double) {
        guard case .dragging = motion.phase else { return }
        sync()
        guard case .dragging(var drag) = motion.phase else { return }
        drag.pointer = position
        motion.phase = .dragging(drag)
        trail.add(at: now, position: position, offset: offset)
    }

    /// The velocity the pointer's last 100 ms give a release (content moving opposite).
    var releaseVelocity: Double { trail.releaseVelocity(at: now) }

    /// Lets go of the content moving at `velocity`.
    func release(velocity: Double) {
        sync()
        startMotion(from: offset, velocity: velocity)
    }

    // MARK: - Motion

    /// Lets go of the content at `position` moving at `velocity`.
    func startMotion(from position: Double, velocity: Double) {
        cancelTimer()
        keepsInBounds = true
        let next = AxisMotion.released(
            at: position, velocity: velocity, time: now, bounds: bounds, dimension: dimension)
        if case .resting(let y) = next.phase { return enterRest(at: y) }
        motion = next
        scheduleTransition()
    }

    func scheduleTransition() {
        guard let deadline = motion.deadline else { return }
        timer = view.timeline.schedule(at: deadline) { [weak self] in self?.transition() }
    }

    private func transition() {
        timer = nil
        let animated: Bool
        if case .animating = motion.phase { animated = true } else { animated = false }
        let next = motion.transition(dimension: dimension)
        guard case .resting(let y) = next.phase else {
            motion = next
            return scheduleTransition()
        }
        enterRest(at: y)
        if animated {
            sync()
            settleIntoBounds()
        }
    }

    func cancelTimer() {
        view.timeline.cancel(timer)
        timer = nil
    }

    func enterRest(at position: Double) {
        cancelTimer()
        motion = AxisMotion(phase: .resting(position), bounds: bounds)
        restStart = now
    }

    /// Moves the content to `target` over `duration` seconds along `curve` (at once for 0);
    /// `withinBounds` for a scroll the view keeps inside its bounds of the moment on the way
    /// (`keepsInBounds`), not for an offset code sets.
    func animate(
        to target: Double, duration: Double, curve: TimingCurve, withinBounds: Bool = false
    ) {
        sync()
        let current = offset
        cancelTimer()
        keepsInBounds = withinBounds
        guard duration > 0, abs(target - current) > 1e-9 else {
            enterRest(at: target)
            sync()
            return
        }
        let tween = Tween(
            from: current, to: target, startTime: now, duration: duration, curve: curve)
        motion = AxisMotion(phase: .animating(tween), bounds: bounds)
        scheduleTransition()
    }

    /// Where an animation is heading, or where the content rests; nil while it moves otherwise.
    var destination: Double? {
        switch motion.phase {
        case .resting(let y): return y
        case .animating(let tween): return tween.to
        default: return nil
        }
    }

    /// After the bounds change: a resting offset, or an animation heading, outside `target`
    /// bounds is brought back in along `curve` over `duration` (at once when 0).
    func bringInBounds(_ target: ClosedRange<Double>, duration: Double, curve: TimingCurve) {
        guard let destination else { return }
        let clamped = min(max(destination, target.lowerBound), target.upperBound)
        if clamped != destination { animate(to: clamped, duration: duration, curve: curve) }
    }

    /// With no inset moving the bounds (they may have moved at once: content that shrank, an
    /// inset set), content left outside them is brought back: an offset code set springs back;
    /// content the view keeps inside them (`keepsInBounds`) is put at the edge at once, as
    /// UIKit's is, and a scroll of it goes on from there to a target inside them.
    func settleIntoBounds() {
        guard !view.insets.isAnimating(axis) else { return }
        let current = bounds
        func clamped(_ value: Double) -> Double {
            min(max(value, current.lowerBound), current.upperBound)
        }
        switch motion.phase {
        case .animating(let tween) where keepsInBounds:
            let shown = clamped(tween.value(at: now))
            guard shown != tween.value(at: now) || clamped(tween.to) != tween.to else { return }
            motion.phase = .resting(shown)
            animate(
                to: clamped(tween.to), duration: tween.endTime - now, curve: tween.curve,
                withinBounds: true)
        case .resting(let y) where abs(clamped(y) - y) > 1e-9 && keepsInBounds:
            enterRest(at: clamped(y))
        case .resting(let y) where abs(clamped(y) - y) > 1e-9:
            startMotion(from: y, velocity: 0)
        default:
            break
        }
    }

    /// The bounds the motion runs in were set now (an inset animation began).
    func adoptBounds() { motion.bounds = bounds }

    // MARK: - Bounds that move

    /// Keeps the motion consistent with bounds or a view that changed under it: an overscroll
    /// larger than the view is brought to its edge, a held drag keeps its visible offset,
    /// coasting and bouncing retarget from where they are, and a resting offset left outside
    /// the bounds springs back.
    func sync() {
        var current = bounds
        guard current != motion.bounds || dimension != dimensionAtSync else { return }
        dimensionAtSync = dimension
        keepOverscrollWithinView()
        current = bounds
        guard current != motion.bounds else { return }
        switch motion.phase {
        case .dragging(var drag):
            var visible = limits.banded(drag.anchorVirtual - (drag.pointer - drag.anchorPointer))
            if view.insets.isAnimating(axis) { visible += ride(visible, to: current) }
            motion.bounds = current
            drag.anchorVirtual = limits.unbanded(visible)
            drag.anchorPointer = drag.pointer
            motion.phase = .dragging(drag)
        case .coasting, .bouncing:
            startMotion(from: offset, velocity: velocity)
        case .resting:
            motion.bounds = current
            settleIntoBounds()
        case .animating:
            motion.bounds = current
            settleIntoBounds()
        }
    }

    /// How far content held at `visible` moves with an edge an inset animation brings in (a
    /// header closing gives the top back): content at or past that edge keeps its place against
    /// it, as UIKit's does under a finger while the inset animates, so a still finger neither
    /// leaves it past the edge nor pulls the header again.
    private func ride(_ visible: Double, to current: ClosedRange<Double>) -> Double {
        let old = motion.bounds
        if visible <= old.lowerBound + 1e-9, current.lowerBound > old.lowerBound {
            return current.lowerBound - old.lowerBound
        }
        if visible >= old.upperBound - 1e-9, current.upperBound < old.upperBound {
            return current.upperBound - old.upperBound
        }
        return 0
    }

    /// A rubber band never stretches past the view's length (a view shrunk to a few points, or
    /// an inset removed at once, could otherwise leave the content out of sight): a held drag
    /// keeps the pointer, anything else lets go from the nearest allowed offset.
    private func keepOverscrollWithinView() {
        let y = offset
        let current = bounds
        let low = current.lowerBound - dimension
        let high = current.upperBound + dimension
        guard y < low || y > high else { return }
        let clamped = min(max(y, low), high)
        if case .dragging(var drag) = motion.phase {
            motion.bounds = current
            drag.anchorVirtual = limits.unbanded(clamped)
            drag.anchorPointer = drag.pointer
            motion.phase = .dragging(drag)
        } else {
            startMotion(from: clamped, velocity: 0)
        }
    }
}
