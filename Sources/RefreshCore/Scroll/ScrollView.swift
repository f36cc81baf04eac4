/// A scroll view with UIScrollView's feel on both axes: drag, rubber band, coasting and bounce.
///
/// It follows UIKit's conventions: `contentOffsetY` is 0 when the top of the content is at the
/// top of the view with no inset, negative when pulled down past it; `contentInset` adds room
/// around the content, which refresh headers and footers use to stay visible. Each axis
/// (`ScrollAxis`) moves by the same closed-form laws of the shared `Timeline`, and transitions
/// (coasting into an edge, a spring settling, an animation ending) are timers at their exact
/// instant, so the frame rate never changes the path. An axis takes part in a drag when its
/// content is longer than the view or it always bounces (`alwaysBounceVertical` by default).
public final class ScrollView {
    /// The clock every motion runs on.
    public let timeline: Timeline
    /// The size of the visible area in points.
    public var viewSize: Size {
        didSet {
            guard viewSize != oldValue else { return }
            sync()
            publishOffset()
        }
    }
    /// The size of the content in points.
    public var contentSize: Size {
        didSet {
            guard contentSize != oldValue, !shiftingContent else { return }
            sync()
            observers.contentSizeDidChange(self)
            publishOffset()
        }
    }
    /// Whether a vertical drag may move content that fits in the view (true at first).
    public var alwaysBounceVertical: Bool {
        get { y.alwaysBounces }
        set { y.alwaysBounces = newValue }
    }
    /// Whether a horizontal drag may move content that fits in the view (false at first).
    public var alwaysBounceHorizontal: Bool {
        get { x.alwaysBounces }
        set { x.alwaysBounces = newValue }
    }
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

    /// The content inset, its animations and what they do to the offset.
    private(set) lazy var insets = ScrollInsets(of: self)
    let observers = ScrollViewObservers()
    private(set) lazy var x = ScrollAxis(.horizontal, of: self)
    private(set) lazy var y = ScrollAxis(.vertical, of: self)
    /// True while `setContentSize(_:shiftingOffsetBy:)` stores the size: the offset moves with
    /// it before anything reacts to the new bounds.
    var shiftingContent = false

    /// A scroll view of `viewSize` showing content of `contentSize`, on `timeline`'s clock.
    public init(timeline: Timeline, viewSize: Size, contentSize: Size = .zero) {
        self.timeline = timeline
        self.viewSize = viewSize
        self.contentSize = contentSize
        _ = (insets, x, y)
        timeline.onTick { [weak self] in self?.tick() }
    }

    /// Detaches the component of the `old` header or footer and attaches the `new` one's; the
    /// scroll view keeps the header and the footer, and so their components, alive.
    private func replace(
        _ old: (any RefreshComponentHolder)?, with new: (any RefreshComponentHolder)?
    ) {
        guard old !== new else { return }
        old?.component.detach()
        new?.component.attach(to: self)
    }

    /// Starts telling `observer` about offset, content-size and drag changes (held weakly).
    public func addObserver(_ observer: ScrollViewObserver) { observers.add(observer) }

    /// Stops telling `observer` anything.
    public func removeObserver(_ observer: ScrollViewObserver) { observers.remove(observer) }

    /// The content inset now (mid-animation, the animated value).
    public var contentInset: EdgeInsets {
        get { insets.current }
        set { insets.set(newValue) }
    }

    /// The inset animations in flight are heading for, or the current one.
    public var targetContentInset: EdgeInsets { insets.target }
    /// The content's and the view's sizes with the insets as they are heading to.
    public var targetGeometry: ScrollGeometry { geometry(insets.target) }

    /// The content offset in UIKit's convention (see the type's summary).
    public var contentOffsetY: Double { y.offset }
    /// The horizontal content offset: 0 when the content's left edge is at the view's.
    public var contentOffsetX: Double { x.offset }
    /// The rate of change of `contentOffsetY`, points per second.
    public var velocityY: Double { y.velocity }
    /// The rate of change of `contentOffsetX`, points per second.
    public var velocityX: Double { x.velocity }
    /// The motion of `axis` now, a value with closed-form offset and velocity.
    public func motion(_ axis: Axis) -> AxisMotion { self[axis].motion }

    /// Whether the pointer holds the content.
    public var isDragging: Bool { y.isDragging || x.isDragging }
    /// Whether the content moves on its own after a release: coasting or bouncing back.
    public var isDecelerating: Bool { y.motion.isDecelerating || x.motion.isDecelerating }
    /// Whether an animated change of offset or inset is running.
    public var isAnimating: Bool {
        y.motion.isAnimating || x.motion.isAnimating || insets.isAnimating
    }
    /// Still, not held, nothing animating.
    public var isAtRest: Bool { y.motion.isResting && x.motion.isResting && !insets.isAnimating }

    /// The offsets along `axis` the content rests within, for the insets now.
    public func offsetBounds(_ axis: Axis) -> ClosedRange<Double> {
        geometry(contentInset).bounds(axis)
    }

    // MARK: - Pointer

    /// The pointer went down at `point`: the content is grabbed where it is, on every axis that
    /// can move.
    public func pointerDown(at point: Point) {
        guard isScrollEnabled else { return }
        for axis in Axis.allCases where canBounce(axis) { self[axis].grab(at: point[axis]) }
        guard isDragging else { return }
        observers.draggingDidChange(self)
        publishOffset()
    }

    /// The pointer moved to `point`.
    public func pointerMove(to point: Point) {
        guard isDragging else { return }
        y.move(to: point.y)
        x.move(to: point.x)
        publishOffset()
    }

    /// The pointer was released: the content coasts with the pointer's velocity, or bounces back.
    public func pointerUp() { pointerUp(velocity: releaseVelocity) }

    /// The drag was interrupted: the content is let go with zero velocity.
    public func cancelDrag() { pointerUp(velocity: .zero) }

    /// The velocity a release now would give the content (the pointer's last 100 ms, reversed).
    public var releaseVelocity: Point { Point(x: x.releaseVelocity, y: y.releaseVelocity) }

    /// Lets go with `velocity` (a trackpad gesture measures it at its last event).
    public func pointerUp(velocity: Point) {
        guard isDragging else { return }
        sync()
        if y.isDragging { y.release(velocity: velocity.y) }
        if x.isDragging { x.release(velocity: velocity.x) }
        observers.draggingDidChange(self)
        publishOffset()
    }

    // MARK: - Programmatic changes

    /// Moves the content along `axis` to `offset` over `duration` seconds, unless it is held.
    public func setContentOffset(
        _ offset: Double, along axis: Axis, duration: Double = 0, curve: TimingCurve = .easeInOut
    ) {
        guard !isDragging else { return }
        if observers.waits({ [weak self] in
            self?.setContentOffset(offset, along: axis, duration: duration, curve: curve)
        }) {
            return
        }
        self[axis].animate(to: offset, duration: duration, curve: curve)
        publishOffset()
    }

    /// Sets one edge's inset at once, stopping an animation of that edge (its completion runs
    /// with `false`).
    public func setInset(_ edge: Edge, to value: Double) {
        insets.set(edge, to: value)
    }

    /// Animates one edge's inset to `value` over `duration` seconds. With `offset`, the offset
    /// along the edge's axis moves there along the same curve; without it, a resting offset left
    /// outside the new bounds is brought back in (at once, content resting against the edge
    /// moves with it). Nothing moves the offset while the content is held. `completion` runs
    /// once: with `true` when the inset arrives, or with `false` as soon as another change of
    /// the same edge replaces this one.
    public func animateInset(
        _ edge: Edge, to value: Double, offset: Double? = nil, duration: Double,
        curve: TimingCurve = .easeInOut, completion: ((Bool) -> Void)? = nil
    ) {
        insets.animate(
            edge, to: value, offset: offset, duration: duration, curve: curve,
            completion: completion)
    }

    // MARK: - Internals

    subscript(axis: Axis) -> ScrollAxis { axis == .vertical ? y : x }

    /// Whether `axis` takes part in a drag and may be pulled past its ends (UIKit's bounce
    /// rule): its content is longer than the view, or it always bounces.
    func canBounce(_ axis: Axis) -> Bool {
        self[axis].alwaysBounces || geometry(contentInset).overflows(axis)
    }

    /// The content's and the view's sizes with `inset` around the content.
    func geometry(_ inset: EdgeInsets) -> ScrollGeometry {
        ScrollGeometry(contentSize: contentSize, viewSize: viewSize, inset: inset)
    }

    /// Called by the timeline after every timer and at the end of every advance.
    private func tick() {
        sync()
        publishOffset()
    }

    func sync() {
        y.sync()
        x.sync()
    }

    /// Tells observers about a changed offset, setting the insets they ask for first.
    func publishOffset() { observers.publish(self) }
}
