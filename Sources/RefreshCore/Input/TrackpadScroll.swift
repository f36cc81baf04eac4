/// A trackpad's two-finger scroll, made a drag: the content follows the fingers 1:1 inside its
/// range and rubber-bands past an edge, `isDragging` holds while the gesture lasts, and when no
/// event has come for 150 ms the gesture ends as a release does — with the velocity the events
/// had at the last one (the velocity tracker's last 100 ms), so a pull past the header's trigger
/// refreshes and a fast run coasts on.
public final class TrackpadScroll {
    /// How long after its last event a gesture ends (the contract's 150 ms).
    public static let endDelay = 0.15

    private unowned let scrollView: ScrollView
    private var fingers = Point.zero
    private var velocity = Point.zero
    private var timer: Timeline.Token?

    /// A gesture driver for `scrollView`.
    public init(scrollView: ScrollView) {
        self.scrollView = scrollView
    }

    /// Whether a gesture is under way.
    public var isActive: Bool { timer != nil }

    /// One scroll event of `delta` points; positive y moves the content down (towards its top),
    /// as the wheel does. Ignored while a pointer holds the content.
    public func scroll(by delta: Point) {
        guard scrollView.isScrollEnabled else { return }
        if let timer {
            scrollView.timeline.cancel(timer)
        } else {
            guard !scrollView.isDragging else { return }
            fingers = .zero
            scrollView.pointerDown(at: fingers)
            guard scrollView.isDragging else { return }
        }
        fingers.x += delta.x
        fingers.y += delta.y
        scrollView.pointerMove(to: fingers)
        velocity = scrollView.releaseVelocity
        timer = scrollView.timeline.schedule(after: Self.endDelay) { [weak self] in self?.end() }
    }

    /// Ends the gesture now without a release: a pointer took the content over.
    public func interrupt() {
        scrollView.timeline.cancel(timer)
        timer = nil
    }

    /// Ends a gesture under way now, letting go of the content with no velocity (a pointer went
    /// down on another scroll view, which must not leave this one held).
    public func letGo() {
        guard isActive else { return }
        interrupt()
        scrollView.cancelDrag()
    }

    private func end() {
        timer = nil
        scrollView.pointerUp(velocity: velocity)
    }
}
