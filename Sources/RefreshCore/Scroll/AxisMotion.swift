/// What moves one axis of a scroll view's content: a value whose offset and velocity are closed
/// forms of the clock, and which knows when it changes by itself and into what.
public struct AxisMotion: Equatable, Sendable {
    /// A pointer holding the content: `anchorVirtual` is the unbounded offset the finger put
    /// there when it was at `anchorPointer`; the visible offset is that, rubber-banded.
    public struct Drag: Equatable, Sendable {
        /// The unbounded offset at the anchor.
        public var anchorVirtual: Double
        /// The pointer's coordinate at the anchor.
        public var anchorPointer: Double
        /// The pointer's coordinate now.
        public var pointer: Double
    }

    /// What moves the content.
    public enum Phase: Equatable, Sendable {
        /// Still at an offset.
        case resting(Double)
        /// Held by the pointer.
        case dragging(Drag)
        /// Coasting after a release (UIKit's 0.998/ms decay); `start` is when it began.
        case coasting(start: Double, Deceleration)
        /// Springing back to an edge; `start` is when it began.
        case bouncing(start: Double, Spring)
        /// An animated change of offset (the wheel, or code).
        case animating(Tween)
    }

    /// What moves the content now.
    public var phase: Phase
    /// The offsets the content rests within, as the phase began.
    public var bounds: ClosedRange<Double>

    /// A motion at rest at `offset` within `bounds`.
    public init(phase: Phase = .resting(0), bounds: ClosedRange<Double> = 0...0) {
        self.phase = phase
        self.bounds = bounds
    }

    /// Whether a pointer holds the content.
    public var isDragging: Bool {
        if case .dragging = phase { return true }
        return false
    }

    /// Whether the content moves on its own after a release: coasting or bouncing back.
    public var isDecelerating: Bool {
        switch phase {
        case .coasting, .bouncing: return true
        default: return false
        }
    }

    /// Whether an animated change of offset runs.
    public var isAnimating: Bool {
        if case .animating = phase { return true }
        return false
    }

    /// Whether the content is still.
    public var isResting: Bool {
        if case .resting = phase { return true }
        return false
    }

    /// The visible offset at `time` (a drag is rubber-banded by `rubberBand`).
    public func offset(at time: Double, rubberBand: RubberBandLimits) -> Double {
        switch phase {
        case .resting(let y): return y
        case .dragging(let drag):
            return rubberBand.banded(drag.anchorVirtual - (drag.pointer - drag.anchorPointer))
        case .coasting(let start, let motion): return motion.value(at: time - start)
        case .bouncing(let start, let spring): return spring.value(at: time - start)
        case .animating(let tween): return tween.value(at: time)
        }
    }

    /// The rate of change at `time` with nothing holding the content (a drag reports 0 here: its
    /// rate comes from the pointer's samples).
    public func velocity(at time: Double) -> Double {
        switch phase {
        case .resting, .dragging: return 0
        case .coasting(let start, let motion): return motion.velocity(at: time - start)
        case .bouncing(let start, let spring): return spring.velocity(at: time - start)
        case .animating(let tween): return tween.velocity(at: time)
        }
    }

    /// The content let go at `position` moving at `velocity` at `time`: a bounce back if it is
    /// past an edge of `bounds`, coasting if it moves, rest otherwise (`dimension` caps a bounce).
    public static func released(
        at position: Double, velocity: Double, time: Double, bounds: ClosedRange<Double>,
        dimension: Double
    ) -> AxisMotion {
        if position < bounds.lowerBound - 1e-9 || position > bounds.upperBound + 1e-9 {
            let leading = position < bounds.lowerBound
            let edge = leading ? bounds.lowerBound : bounds.upperBound
            let spring = BounceCap.spring(
                to: edge, leading: leading, from: position, velocity: velocity,
                dimension: dimension)
            return AxisMotion(phase: .bouncing(start: time, spring), bounds: bounds)
        }
        let motion = Deceleration(start: position, velocity: velocity)
        guard abs(velocity) >= PhysicsConstants.minimumCoastVelocity,
            abs(motion.restPoint - position) >= PhysicsConstants.restThreshold
        else { return AxisMotion(phase: .resting(position), bounds: bounds) }
        return AxisMotion(phase: .coasting(start: time, motion), bounds: bounds)
    }

    /// When the motion changes by itself: a coast reaching an edge or its rest, a bounce or an
    /// animation arriving. Nil while resting or held.
    public var deadline: Double? {
        let threshold = PhysicsConstants.restThreshold
        switch phase {
        case .resting, .dragging: return nil
        case .coasting(let start, let motion):
            if let edge = edgeCrossed(by: motion), let crossing = motion.time(toReach: edge) {
                return start + crossing
            }
            return start + motion.duration(threshold: threshold)
        case .bouncing(let start, let spring): return start + spring.duration(threshold: threshold)
        case .animating(let tween): return tween.endTime
        }
    }

    /// What the motion becomes at its `deadline` (`dimension` caps a bounce): a coast past an
    /// edge hands its velocity there to the bounce-back spring; anything else comes to rest.
    public func transition(dimension: Double) -> AxisMotion {
        switch phase {
        case .resting, .dragging: return self
        case .coasting(let start, let motion):
            guard let edge = edgeCrossed(by: motion), let crossing = motion.time(toReach: edge)
            else { return AxisMotion(phase: .resting(motion.restPoint), bounds: bounds) }
            let spring = BounceCap.spring(
                to: edge, leading: motion.restPoint < bounds.lowerBound, from: edge,
                velocity: motion.velocity(at: crossing), dimension: dimension)
            return AxisMotion(phase: .bouncing(start: start + crossing, spring), bounds: bounds)
        case .bouncing(_, let spring):
            return AxisMotion(phase: .resting(spring.target), bounds: bounds)
        case .animating(let tween): return AxisMotion(phase: .resting(tween.to), bounds: bounds)
        }
    }

    /// The edge a coast ends past, if it does.
    private func edgeCrossed(by motion: Deceleration) -> Double? {
        let rest = motion.restPoint
        let edge = rest < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
        guard rest < bounds.lowerBound || rest > bounds.upperBound else { return nil }
        return edge
    }
}
