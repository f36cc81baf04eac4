/// A vertical scroll view with UIScrollView's feel: drag, rubber band, coasting and bounce-back.
///
/// It follows UIKit's conventions: `contentOffsetY` is 0 when the top of the content is at the top
/// of the view with no inset, negative when pulled down past it; `contentInset` adds room around
/// the content, which refresh headers and footers use to stay visible. Every motion is a closed-form
/// function of the shared `Timeline`, and transitions (coasting into an edge, a spring settling, an
/// animation ending) are timers at their exact instant, so the frame rate never changes the path.
public final class ScrollView {
    private struct EdgeAnimation {
        var tween: Tween
        var timer: Timeline.Token?
        var completion: ((Bool) -> Void)?
    }

    private struct WeakObserver {
        weak var observer: ScrollViewObserver?
    }

    /// The clock every motion runs on.
    public let timeline: Timeline
    /// The size of the visible area in points.
    public var viewSize: Size {
        didSet {
            guard viewSize != oldValue else { return }
            boundsDidChange()
            publishOffset()
        }
    }
    /// The size of the content in points.
    public var contentSize: Size {
        didSet {
            guard contentSize != oldValue else { return }
            boundsDidChange()
            for box in observers { box.observer?.scrollViewDidChangeContentSize(self) }
            publishOffset()
        }
    }
    /// Whether a drag may move content that fits in the view (refresh components turn it on).
    public var alwaysBounceVertical = true
    /// Whether the pointer and the wheel move the content.
    public var isScrollEnabled = true
    /// The refresh header (MJRefresh's `mj_header`): setting one detaches the previous one and
    /// attaches the new one.
    public var header: RefreshHeader? {
        didSet { replace(oldValue, with: header) }
    }
    /// The footer (MJRefresh's `mj_footer`), replaced the same way.
    public var footer: RefreshFooter? {
        didSet { replace(oldValue, with: footer) }
    }

    private var storedInset = EdgeInsets.zero
    private var topAnimation: EdgeAnimation?
    private var bottomAnimation: EdgeAnimation?
    private var insetAnimating: Bool { topAnimation != nil || bottomAnimation != nil }
    private var phase: ScrollPhase = .resting(0)
    private var phaseTimer: Timeline.Token?
    private var phaseBounds: ClosedRange<Double> = 0...0
    private var phaseViewHeight = 0.0
    private var tracker = VelocityTracker()
    /// The visible offset at the last two pointer events of a drag, for the drag's rate of change.
    private var dragSamples = (previous: (time: 0.0, offset: 0.0), last: (time: 0.0, offset: 0.0))
    private var restStart = -Double.infinity
    private var lastPublishedOffset = 0.0
    private var observers: [WeakObserver] = []
    private var publishing = false

    /// A scroll view of `viewSize` showing content of `contentSize`, on `timeline`'s clock.
    public init(timeline: Timeline, viewSize: Size, contentSize: Size = .zero) {
        self.timeline = timeline
        self.viewSize = viewSize
        self.contentSize = contentSize
        phaseBounds = offsetBounds
        timeline.onTick { [weak self] in self?.tick() }
    }

    // MARK: - Observers

    private func replace(_ old: RefreshComponent?, with new: RefreshComponent?) {
        guard old !== new else { return }
        old?.detach()
        new?.attach(to: self)
    }

    /// Starts telling `observer` about offset, content-size and drag changes (held weakly).
    public func addObserver(_ observer: ScrollViewObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakObserver(observer: observer))
    }

    /// Stops telling `observer` anything.
    public func removeObserver(_ observer: ScrollViewObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    // MARK: - State

    /// The content inset now (mid-animation, the animated value).
    public var contentInset: EdgeInsets {
        get { currentInset }
        set {
            let replaced = [stopAnimation(.top), stopAnimation(.bottom)]
            storedInset = newValue
            boundsDidChange()
            publishOffset()
            for completion in replaced { completion?(false) }
        }
    }

    /// The inset animations in flight are heading for, or the current one.
    public var targetContentInset: EdgeInsets {
        var inset = storedInset
        if let top = topAnimation { inset.top = top.tween.to }
        if let bottom = bottomAnimation { inset.bottom = bottom.tween.to }
        return inset
    }

    /// The content offset in UIKit's convention (see the type's summary).
    public var contentOffsetY: Double { offset(at: timeline.now) }

    /// The rate of change of `contentOffsetY`, points per second.
    public var velocityY: Double {
        let now = timeline.now
        switch phase {
        case .resting: return 0
        case .dragging:
            // The content moves only when the pointer does: between events it is still.
            let (previous, last) = dragSamples
            guard now - last.time < 1e-9, last.time - previous.time > 1e-9 else { return 0 }
            return (last.offset - previous.offset) / (last.time - previous.time)
        case .coasting(let start, let motion): return motion.velocity(at: now - start)
        case .bouncing(let start, let spring): return spring.velocity(at: now - start)
        case .animating(let tween): return tween.velocity(at: now)
        }
    }

    /// Whether the pointer holds the content.
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

    /// Whether an animated change of offset or inset is running.
    public var isAnimating: Bool {
        if case .animating = phase { return true }
        return insetAnimating
    }

    /// Still, not held, nothing animating.
    public var isAtRest: Bool {
        if case .resting = phase { return !insetAnimating }
        return false
    }

    /// The smallest offset at rest: the top of the content below the top inset.
    public var minOffsetY: Double { -currentInset.top }

    /// The largest offset at rest: the bottom of the content above the bottom inset.
    public var maxOffsetY: Double {
        let inset = currentInset
        return max(-inset.top, contentSize.height + inset.bottom - viewSize.height)
    }

    /// Opacity of the scroll indicator: shown while the content moves, fading once it stops.
    public var indicatorAlpha: Double {
        if !isAtRest { return 1 }
        let faded = (timeline.now - restStart) / PhysicsConstants.indicatorFade
        return max(0, min(1, 1 - faded))
    }

    // MARK: - Pointer

    /// The pointer went down at vertical position `y`: the content is grabbed where it is.
    public func pointerDown(y: Double) {
        guard isScrollEnabled else { return }
        syncBounds()
        let current = contentOffsetY
        cancelPhaseTimer()
        let bounds = offsetBounds
        phaseBounds = bounds
        tracker.reset()
        tracker.add(time: timeline.now, position: y)
        dragSamples = ((timeline.now, current), (timeline.now, current))
        phase = .dragging(
            .init(anchorVirtual: unbanded(current, bounds), anchorPointer: y, pointer: y))
        for box in observers { box.observer?.scrollViewDidChangeDragging(self) }
        publishOffset()
    }

    /// The pointer moved to vertical position `y`.
    public func pointerMove(y: Double) {
        guard case .dragging(var drag) = phase else { return }
        syncBounds()
        if case .dragging(let synced) = phase { drag = synced }
        drag.pointer = y
        phase = .dragging(drag)
        tracker.add(time: timeline.now, position: y)
        dragSamples = (dragSamples.last, (timeline.now, contentOffsetY))
        publishOffset()
    }

    /// The pointer was released: the content coasts with the pointer's velocity, or bounces back.
    public func pointerUp() {
        guard isDragging else { return }
        release(velocity: -tracker.velocity(at: timeline.now))
    }

    /// The drag was interrupted: the content is let go with zero velocity.
    public func cancelDrag() {
        guard isDragging else { return }
        release(velocity: 0)
    }

    private func release(velocity: Double) {
        syncBounds()
        let current = contentOffsetY
        startMotion(from: current, velocity: velocity)
        for box in observers { box.observer?.scrollViewDidChangeDragging(self) }
        publishOffset()
    }

    /// Scrolls by `notches` of the mouse wheel with a short smooth animation, within the bounds.
    /// Positive notches move the content down (towards its top).
    public func scrollByWheel(notches: Double) {
        guard isScrollEnabled, !isDragging, notches != 0 else { return }
        syncBounds()
        var base = contentOffsetY
        if case .animating(let tween) = phase { base = tween.to }
        let target = min(max(base - notches * PhysicsConstants.wheelNotch, minOffsetY), maxOffsetY)
        animateOffset(
            to: target, duration: PhysicsConstants.wheelDuration, curve: .easeOut)
    }

    // MARK: - Programmatic changes

    /// Moves the content to `offsetY` over `duration` seconds (at once when 0), unless it is held.
    public func setContentOffsetY(
        _ offsetY: Double, duration: Double = 0, curve: TimingCurve = .easeInOut
    ) {
        guard !isDragging else { return }
        animateOffset(to: offsetY, duration: duration, curve: curve)
    }

    /// Sets one edge's inset at once, stopping an animation of that edge (its completion runs
    /// with `false`).
    public func setInset(_ edge: VerticalEdge, to value: Double) {
        let replaced = stopAnimation(edge)
        store(value, for: edge)
        boundsDidChange()
        publishOffset()
        replaced?(false)
    }

    /// Animates one edge's inset to `value` over `duration` seconds. With `offsetY`, the offset
    /// moves there along the same curve; without it, a resting offset left outside the new bounds
    /// is brought back in. Nothing moves the offset while the content is held. `completion` runs
    /// once: with `true` when the inset arrives, or with `false` as soon as another change of the
    /// same edge replaces this one.
    public func animateInset(
        _ edge: VerticalEdge, to value: Double, offsetY: Double? = nil, duration: Double,
        curve: TimingCurve = .easeInOut, completion: ((Bool) -> Void)? = nil
    ) {
        syncBounds()
        let replaced = stopAnimation(edge)
        let from = edge == .top ? storedInset.top : storedInset.bottom
        if duration <= 0 || from == value && offsetY == nil {
            store(value, for: edge)
            boundsDidChange()
            if let offsetY { setContentOffsetY(offsetY) } else { bringOffsetInBounds(duration: 0) }
            publishOffset()
            replaced?(false)
            completion?(true)
            return
        }
        let tween = Tween(
            from: from, to: value, startTime: timeline.now, duration: duration, curve: curve)
        let timer = timeline.schedule(after: duration) { [weak self] in
            self?.edgeAnimationDidEnd(edge)
        }
        let animation = EdgeAnimation(tween: tween, timer: timer, completion: completion)
        if edge == .top { topAnimation = animation } else { bottomAnimation = animation }
        if let offsetY {
            setContentOffsetY(offsetY, duration: duration, curve: curve)
        } else {
            bringOffsetInBounds(duration: duration, curve: curve)
        }
        phaseBounds = offsetBounds
        publishOffset()
        replaced?(false)
    }

    // MARK: - Time

    /// Called by the timeline after every timer and at the end of every advance.
    private func tick() {
        syncBounds()
        publishOffset()
    }

    // MARK: - Internals

    private var currentInset: EdgeInsets {
        var inset = storedInset
        let now = timeline.now
        if let top = topAnimation { inset.top = top.tween.value(at: now) }
        if let bottom = bottomAnimation { inset.bottom = bottom.tween.value(at: now) }
        return inset
    }

    private var offsetBounds: ClosedRange<Double> { minOffsetY...maxOffsetY }

    private func offset(at now: Double) -> Double {
        switch phase {
        case .resting(let y): return y
        case .dragging(let drag):
            return banded(drag.anchorVirtual - (drag.pointer - drag.anchorPointer), phaseBounds)
        case .coasting(let start, let motion): return motion.value(at: now - start)
        case .bouncing(let start, let spring): return spring.value(at: now - start)
        case .animating(let tween): return tween.value(at: now)
        }
    }

    private var canBounce: Bool {
        alwaysBounceVertical
            || contentSize.height + currentInset.top + currentInset.bottom
                > viewSize.height
    }

    /// The visible offset for an unbounded finger offset: rubber-banded past either edge.
    private func banded(_ virtual: Double, _ bounds: ClosedRange<Double>) -> Double {
        let dimension = viewSize.height
        if virtual < bounds.lowerBound {
            guard canBounce else { return bounds.lowerBound }
            return bounds.lowerBound
                - RubberBand.offset(for: bounds.lowerBound - virtual, dimension: dimension)
        }
        if virtual > bounds.upperBound {
            guard canBounce else { return bounds.upperBound }
            return bounds.upperBound
                + RubberBand.offset(for: virtual - bounds.upperBound, dimension: dimension)
        }
        return virtual
    }

    /// The finger offset that shows `visible`: the inverse of `banded`.
    private func unbanded(_ visible: Double, _ bounds: ClosedRange<Double>) -> Double {
        let dimension = viewSize.height
        if visible < bounds.lowerBound {
            return bounds.lowerBound
                - RubberBand.distance(for: bounds.lowerBound - visible, dimension: dimension)
        }
        if visible > bounds.upperBound {
            return bounds.upperBound
                + RubberBand.distance(for: visible - bounds.upperBound, dimension: dimension)
        }
        return visible
    }

    private func cancelPhaseTimer() {
        timeline.cancel(phaseTimer)
        phaseTimer = nil
    }

    private func enterRest(at y: Double) {
        cancelPhaseTimer()
        phase = .resting(y)
        restStart = timeline.now
        phaseBounds = offsetBounds
    }

    /// Lets go of the content at `y` moving at `velocity`: bounce back if it is past an edge,
    /// coast if it moves, rest otherwise.
    private func startMotion(from y: Double, velocity: Double) {
        cancelPhaseTimer()
        let bounds = offsetBounds
        phaseBounds = bounds
        let threshold = PhysicsConstants.restThreshold
        let now = timeline.now
        if y < bounds.lowerBound - 1e-9 || y > bounds.upperBound + 1e-9 {
            let top = y < bounds.lowerBound
            let edge = top ? bounds.lowerBound : bounds.upperBound
            let spring = bounceSpring(to: edge, top: top, from: y, velocity: velocity)
            let duration = spring.duration(threshold: threshold)
            phase = .bouncing(start: now, spring)
            phaseTimer = timeline.schedule(after: duration) { [weak self] in
                self?.enterRest(at: edge)
            }
            return
        }
        let motion = Deceleration(start: y, velocity: velocity)
        guard abs(velocity) >= PhysicsConstants.minimumCoastVelocity,
            abs(motion.restPoint - y) >= threshold
        else {
            enterRest(at: y)
            return
        }
        phase = .coasting(start: now, motion)
        let rest = motion.restPoint
        let edge = rest < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
        if rest < bounds.lowerBound || rest > bounds.upperBound,
            let crossing = motion.time(toReach: edge)
        {
            phaseTimer = timeline.schedule(after: crossing) { [weak self] in
                guard let self else { return }
                // Hand the velocity at the edge over to the bounce-back spring.
                let spring = self.bounceSpring(
                    to: edge, top: rest < bounds.lowerBound, from: edge,
                    velocity: motion.velocity(at: crossing))
                self.phase = .bouncing(start: self.timeline.now, spring)
                self.phaseTimer = self.timeline.schedule(
                    after: spring.duration(threshold: threshold)
                ) { [weak self] in self?.enterRest(at: edge) }
            }
        } else {
            let duration = motion.duration(threshold: threshold)
            phaseTimer = timeline.schedule(after: duration) { [weak self] in
                self?.enterRest(at: rest)
            }
        }
    }

    /// The spring that brings the content back to `edge`, with the velocity it carries capped
    /// so that it never throws the content more than `PhysicsConstants.maximumBounce` of the
    /// view's height past either side of the edge, as a rubber band would hold it (an unbounded
    /// fling would fly thousands of points).
    ///
    /// For a critically damped spring starting `x0` past the edge, the excursion outwards never
    /// exceeds x0·(1 + 1/e) + v/(ω·e) for an outward speed v, and the overshoot to the other side
    /// never exceeds (v − ω·x0)/(ω·e) for an inward speed v; the caps solve those for v.
    private func bounceSpring(to edge: Double, top: Bool, from y: Double, velocity: Double)
        -> Spring
    {
        let outward: Double = top ? -1 : 1
        let past = max(0, outward * (y - edge))
        let limit = PhysicsConstants.maximumBounce * viewSize.height
        let omega = PhysicsConstants.springOmega
        let e = 2.718_281_828_459_045  // Euler's number
        let maximumOut = max(0, (limit - past * (1 + 1 / e)) * omega * e)
        let maximumIn = limit * omega * e + omega * past
        let speed = outward * velocity
        let carried = min(max(speed, -maximumIn), maximumOut)
        return Spring(target: edge, start: y, velocity: outward * carried)
    }

    private func animateOffset(to target: Double, duration: Double, curve: TimingCurve) {
        syncBounds()
        let current = contentOffsetY
        cancelPhaseTimer()
        guard duration > 0, abs(target - current) > 1e-9 else {
            enterRest(at: target)
            syncBounds()
            publishOffset()
            return
        }
        let tween = Tween(
            from: current, to: target, startTime: timeline.now, duration: duration, curve: curve)
        phase = .animating(tween)
        phaseBounds = offsetBounds
        phaseTimer = timeline.schedule(after: duration) { [weak self] in
            guard let self else { return }
            self.enterRest(at: target)
            self.boundsDidChange()
            self.settleIntoBounds()
        }
        publishOffset()
    }

    /// After the bounds change: a resting offset, or an animation heading, outside them is
    /// brought back in along `curve` over `duration` (at once when 0).
    private func bringOffsetInBounds(duration: Double, curve: TimingCurve = .easeInOut) {
        let destination: Double
        switch phase {
        case .resting(let y): destination = y
        case .animating(let tween): destination = tween.to
        default: return
        }
        let target = targetContentInset
        let low = -target.top
        let high = max(low, contentSize.height + target.bottom - viewSize.height)
        let clamped = min(max(destination, low), high)
        if clamped != destination { animateOffset(to: clamped, duration: duration, curve: curve) }
    }

    /// A resting offset left outside the bounds with nothing moving the bounds springs back.
    private func settleIntoBounds() {
        guard case .resting(let y) = phase, !insetAnimating else { return }
        let bounds = offsetBounds
        if y < bounds.lowerBound - 1e-9 || y > bounds.upperBound + 1e-9 {
            startMotion(from: y, velocity: 0)
        }
    }

    private func edgeAnimationDidEnd(_ edge: VerticalEdge) {
        guard let animation = edge == .top ? topAnimation : bottomAnimation else { return }
        if edge == .top { topAnimation = nil } else { bottomAnimation = nil }
        store(animation.tween.to, for: edge)
        boundsDidChange()
        settleIntoBounds()
        animation.completion?(true)
    }

    private func store(_ value: Double, for edge: VerticalEdge) {
        switch edge {
        case .top: storedInset.top = value
        case .bottom: storedInset.bottom = value
        }
    }

    /// Stops one edge's animation where it is and returns its completion for the caller to run
    /// (with `false`) once the scroll view is consistent again.
    private func stopAnimation(_ edge: VerticalEdge) -> ((Bool) -> Void)? {
        guard let animation = edge == .top ? topAnimation : bottomAnimation else { return nil }
        let value = animation.tween.value(at: timeline.now)
        timeline.cancel(animation.timer)
        if edge == .top {
            topAnimation = nil
            storedInset.top = value
        } else {
            bottomAnimation = nil
            storedInset.bottom = value
        }
        return animation.completion
    }

    /// After the bounds or the view change, an overscroll larger than the view is brought to its
    /// edge (a rubber band never stretches past the view's size; a view shrunk to a few points, or
    /// an inset removed at once, could otherwise leave the content out of sight): a held drag
    /// keeps the pointer, anything else lets go from there.
    private func keepOverscrollWithinView() {
        let y = contentOffsetY
        let limit = viewSize.height
        let low = minOffsetY - limit
        let high = maxOffsetY + limit
        guard y < low || y > high else { return }
        let clamped = min(max(y, low), high)
        if case .dragging(var drag) = phase {
            let bounds = offsetBounds
            drag.anchorVirtual = unbanded(clamped, bounds)
            drag.anchorPointer = drag.pointer
            phase = .dragging(drag)
            phaseBounds = bounds
        } else {
            startMotion(from: clamped, velocity: 0)
        }
    }

    private func boundsDidChange() {
        syncBounds()
    }

    /// Keeps the current motion consistent with bounds that moved under it: a held drag keeps its
    /// visible offset, coasting and bouncing retarget from where they are, and a resting offset
    /// left outside the bounds springs back.
    private func syncBounds() {
        var bounds = offsetBounds
        guard bounds != phaseBounds || viewSize.height != phaseViewHeight else { return }
        phaseViewHeight = viewSize.height
        keepOverscrollWithinView()
        bounds = offsetBounds
        guard bounds != phaseBounds else { return }
        let now = timeline.now
        switch phase {
        case .dragging(var drag):
            let visible = banded(
                drag.anchorVirtual - (drag.pointer - drag.anchorPointer), phaseBounds)
            drag.anchorVirtual = unbanded(visible, bounds)
            drag.anchorPointer = drag.pointer
            phase = .dragging(drag)
            phaseBounds = bounds
        case .coasting, .bouncing:
            let y = offset(at: now)
            let v = velocityY
            startMotion(from: y, velocity: v)
        case .resting(let y):
            phaseBounds = bounds
            if !insetAnimating, y < bounds.lowerBound - 1e-9 || y > bounds.upperBound + 1e-9 {
                startMotion(from: y, velocity: 0)
            }
        case .animating:
            phaseBounds = bounds
        }
    }

    /// Tells observers about a changed offset; observers may change the scroll view in turn.
    private func publishOffset() {
        guard !publishing else { return }
        publishing = true
        defer { publishing = false }
        for _ in 0..<4 {
            let y = contentOffsetY
            guard y != lastPublishedOffset else { return }
            lastPublishedOffset = y
            for box in observers { box.observer?.scrollViewDidScroll(self) }
        }
    }
}
