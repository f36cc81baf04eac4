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
    /// What moves the content along this axis.
    private(set) var motion = AxisMotion()
    private var timer: Timeline.Token?
    private var dimensionAtSync = 0.0
    private var tracker = VelocityTracker()
    /// The visible offset at the last two pointer events of a drag, for the drag's rate.
    private var dragSamples = (previous: (time: 0.0, offset: 0.0), last: (time: 0.0, offset: 0.0))
    /// When the axis last came to rest.
    private(set) var restStart = -Double.infinity

    init(_ axis: Axis, of view: ScrollView) {
        self.axis = axis
        self.view = view
        motion.bounds = bounds
    }

    private var now: Double { view.timeline.now }
    private var bounds: ClosedRange<Double> { view.offsetBounds(axis) }
    private var dimension: Double { view.viewSize[axis] }
    private var limits: RubberBandLimits {
        RubberBandLimits(
            bounds: motion.bounds, dimension: dimension, canBounce: view.canBounce(axis))
    }

    /// The offset now.
    var offset: Double { motion.offset(at: now, rubberBand: limits) }

    /// The rate of change of the offset now, points per second.
    var velocity: Double {
        guard case .dragging = motion.phase else { return motion.velocity(at: now) }
        // The content moves only when the pointer does: between events it is still.
        let (previous, last) = dragSamples
        guard now - last.time < 1e-9, last.time - previous.time > 1e-9 else { return 0 }
        return (last.offset - previous.offset) / (last.time - previous.time)
    }

    var isDragging: Bool { motion.isDragging }

    // MARK: - Pointer

    /// Grabs the content where it is, the pointer at `position` along the axis.
    func grab(at position: Double) {
        sync()
        let current = offset
        cancelTimer()
        motion.bounds = bounds
        tracker.reset()
        tracker.add(time: now, position: position)
        dragSamples = ((now, current), (now, current))
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
        tracker.add(time: now, position: position)
        dragSamples = (dragSamples.last, (now, offset))
    }

    /// The velocity the pointer's last 100 ms give a release (content moving opposite).
    var releaseVelocity: Double { -tracker.velocity(at: now) }

    /// Lets go of the content moving at `velocity`.
    func release(velocity: Double) {
        sync()
        startMotion(from: offset, velocity: velocity)
    }

    // MARK: - Motion

    /// Lets go of the content at `position` moving at `velocity`.
    func startMotion(from position: Double, velocity: Double) {
        cancelTimer()
        let next = AxisMotion.released(
            at: position, velocity: velocity, time: now, bounds: bounds, dimension: dimension)
        if case .resting(let y) = next.phase { return enterRest(at: y) }
        motion = next
        scheduleTransition()
    }

    private func scheduleTransition() {
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

    private func cancelTimer() {
        view.timeline.cancel(timer)
        timer = nil
    }

    func enterRest(at position: Double) {
        cancelTimer()
        motion = AxisMotion(phase: .resting(position), bounds: bounds)
        restStart = now
    }

    /// Moves the content to `target` over `duration` seconds along `curve` (at once for 0).
    func animate(to target: Double, duration: Double, curve: TimingCurve) {
        sync()
        let current = offset
        cancelTimer()
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

    /// A resting offset left outside the bounds with no inset moving them springs back.
    func settleIntoBounds() {
        guard case .resting(let y) = motion.phase, !view.isInsetAnimating(axis) else { return }
        if y < bounds.lowerBound - 1e-9 || y > bounds.upperBound + 1e-9 {
            startMotion(from: y, velocity: 0)
        }
    }

    /// The bounds the motion runs in were set now (an inset animation began).
    func adoptBounds() { motion.bounds = bounds }

    // MARK: - Content moving under the view

    /// Content changed above the view and moved by `shift`; the new content size is set, the
    /// motion still runs in the old bounds. The offset moves with the content in every phase
    /// (`ScrollView.setContentSize(_:shiftingOffsetBy:)` says how); `edges` and `moved` are the
    /// bounds the insets head for before and after, where an animation may be heading.
    func shift(by shift: Double, edges: ClosedRange<Double>, to moved: ClosedRange<Double>) {
        guard shift != 0 else { return }
        let current = offset
        let speed = velocity
        let target = bounds
        let old = motion.bounds
        let within = current >= old.lowerBound - 1e-9 && current <= old.upperBound + 1e-9
        let shifted =
            within
            ? min(max(current + shift, target.lowerBound), target.upperBound) : current + shift
        switch motion.phase {
        case .resting:
            motion = AxisMotion(phase: .resting(shifted), bounds: target)
        case .dragging(var drag):
            motion.bounds = target
            drag.anchorVirtual = limits.unbanded(shifted)
            drag.anchorPointer = drag.pointer
            motion.phase = .dragging(drag)
            dragSamples.previous.offset += shift
            dragSamples.last.offset += shift
        case .coasting(let start, var coast) where shifted == current + shift:
            coast.start += shift
            cancelTimer()
            motion = AxisMotion(phase: .coasting(start: start, coast), bounds: target)
            scheduleTransition()
        case .coasting, .bouncing:
            startMotion(from: shifted, velocity: speed)
        case .animating(let tween):
            guard let next = tween.moved(by: shift, at: now, edges: edges, to: moved) else {
                return enterRest(at: moved.contains(tween.to) ? tween.to : shifted)
            }
            motion = AxisMotion(phase: .animating(next), bounds: target)
        }
    }

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
            let visible = limits.banded(drag.anchorVirtual - (drag.pointer - drag.anchorPointer))
            motion.bounds = current
            drag.anchorVirtual = limits.unbanded(visible)
            drag.anchorPointer = drag.pointer
            motion.phase = .dragging(drag)
        case .coasting, .bouncing:
            startMotion(from: offset, velocity: velocity)
        case .resting(let y):
            motion.bounds = current
            if !view.isInsetAnimating(axis),
                y < current.lowerBound - 1e-9 || y > current.upperBound + 1e-9
            {
                startMotion(from: y, velocity: 0)
            }
        case .animating:
            motion.bounds = current
        }
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
