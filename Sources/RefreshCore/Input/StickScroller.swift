/// A game controller's stick, made scrolling: held deflected, the content glides at the speed
/// `StickResponse` gives it (`StickGlide`: clamped to the range, so it never pulls past an edge
/// and never refreshes); back in the dead zone, the glide's velocity is handed to coasting,
/// which comes to rest inside the range. A drag, the wheel, a key or a refresh that moves the
/// content takes over from the stick until it moves again.
public final class StickScroller {
    /// How deflection becomes speed.
    public var response: StickResponse

    private unowned let scrollView: ScrollView
    /// The glide under way and when it began, while the stick moves the content.
    private var glide: (motion: StickGlide, start: Double)?
    /// The speed the stick asks for now (0 in the dead zone).
    public private(set) var speed = 0.0

    /// A stick that scrolls `scrollView` vertically.
    public init(scrollView: ScrollView, response: StickResponse = StickResponse()) {
        self.scrollView = scrollView
        self.response = response
        scrollView.timeline.onTick { [weak self] in self?.followBounds() }
    }

    /// Whether the stick is moving the content now.
    public var isGliding: Bool { glide != nil && ownsMotion }

    /// The stick is at `deflection` along the list's axis (−1…1, positive down: towards the
    /// content's end), until the next call.
    public func stick(_ deflection: Double) {
        let next = response.speed(for: deflection)
        guard next != speed else { return }
        speed = next
        if speed == 0 { letGo() } else { start() }
    }

    /// Starts a glide from where the content is, if nothing else holds it.
    private func start() {
        glide = nil
        guard scrollView.isScrollEnabled, !scrollView.isDragging else { return }
        scrollView.sync()
        let bounds = scrollView.offsetBounds(.vertical)
        let offset = scrollView.contentOffsetY
        // Past an edge (a bounce under way), the content settles first.
        guard offset >= bounds.lowerBound - 1e-9, offset <= bounds.upperBound + 1e-9 else {
            return
        }
        let motion = StickGlide(start: offset, velocity: speed, bounds: bounds)
        glide = (motion, scrollView.timeline.now)
        scrollView.y.animate(to: motion.target, duration: motion.duration, curve: .linear)
        scrollView.publishOffset()
    }

    /// The stick is back in its dead zone: a glide still under way coasts on.
    private func letGo() {
        guard let glide, ownsMotion else {
            self.glide = nil
            return
        }
        self.glide = nil
        guard case .animating = scrollView.y.motion.phase else { return }
        let coast = glide.motion.coast(at: scrollView.timeline.now - glide.start)
        scrollView.y.startMotion(from: coast.start, velocity: coast.velocity)
        scrollView.publishOffset()
    }

    /// Whether the content still moves (or rests) where the glide put it.
    private var ownsMotion: Bool {
        guard let glide else { return false }
        return scrollView.y.destination.map { abs($0 - glide.motion.target) < 1e-9 } ?? false
    }

    /// A held stick follows a range that changed under it (a page of rows landed at the end, an
    /// inset opened or closed): it glides on towards the new edge.
    private func followBounds() {
        guard speed != 0, let glide, ownsMotion else { return }
        let bounds = scrollView.offsetBounds(.vertical)
        guard bounds != glide.motion.bounds else { return }
        start()
    }
}
