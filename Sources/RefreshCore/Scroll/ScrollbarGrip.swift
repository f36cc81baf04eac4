/// What the pointer does with a desktop scrollbar, over time: whether it is near enough to the
/// bar's edge to widen it (within `Scrollbar.reach` points), whether it holds the thumb and from
/// where, and when it last let the bar be, which with the content's own rest starts the fade.
public struct ScrollbarGrip: Equatable, Sendable {
    /// The thumb held since a press.
    public struct Hold: Equatable, Sendable {
        /// The content's offset at the press.
        public var offset: Double
        /// The pointer's position along the bar at the press.
        public var position: Double
    }

    /// What a press near the bar does.
    public enum Press: Equatable, Sendable {
        /// It holds the thumb: the content follows the pointer from now on.
        case hold
        /// It pages once towards the start (above the thumb) or the end (below it).
        case page(towardsEnd: Bool)
    }

    /// Whether the pointer is within reach of the bar's edge.
    public private(set) var isNear = false
    /// The thumb held, if it is.
    public private(set) var hold: Hold?
    /// When the pointer last left the bar's reach or let go of the thumb.
    public private(set) var releasedAt = -Double.infinity

    /// A grip with the pointer away from the bar.
    public init() {}

    /// Whether the bar is drawn wide: the pointer is near it or holds its thumb.
    public var isWide: Bool { isNear || hold != nil }

    /// The pointer is `distance` points in from the bar's edge at `time` (negative outside the
    /// view).
    public mutating func pointer(atDistance distance: Double, time: Double) {
        let near = distance >= 0 && distance <= Scrollbar.reach
        if isNear, !near { releasedAt = time }
        isNear = near
    }

    /// A press `distance` points in from the bar's edge, at `position` along it, with the
    /// content at `offset`: what it does to `bar`, or nil when it is not the bar's (too far from
    /// the edge, or no bar).
    public mutating func press(
        atDistance distance: Double, position: Double, offset: Double, bar: Scrollbar,
        time: Double
    ) -> Press? {
        pointer(atDistance: distance, time: time)
        guard isNear, !bar.isHidden else { return nil }
        switch bar.part(at: position, offset: offset) {
        case .thumb:
            hold = Hold(offset: offset, position: position)
            return .hold
        case .before: return .page(towardsEnd: false)
        case .after: return .page(towardsEnd: true)
        }
    }

    /// Where the held thumb puts the content with the pointer at `position` along `bar`; nil
    /// when nothing is held.
    public func draggedOffset(to position: Double, bar: Scrollbar) -> Double? {
        hold.map { bar.draggedOffset(from: $0.offset, travel: position - $0.position) }
    }

    /// The button went up (or the press was cancelled) at `time`: the thumb is let go.
    public mutating func release(time: Double) {
        guard hold != nil else { return }
        hold = nil
        releasedAt = time
    }

    /// The bar's opacity at `now`, the content at rest since `restingSince` (now while it
    /// moves): full while the pointer is near or holds it, then `Scrollbar.opacity` from the
    /// later of that rest and the pointer's leaving.
    public func opacity(now: Double, restingSince: Double) -> Double {
        if isWide { return 1 }
        return Scrollbar.opacity(elapsed: now - max(restingSince, releasedAt))
    }

    /// Whether the bar's look changes with no input at `now`: shown, fading or about to.
    public func isFading(now: Double, restingSince: Double) -> Bool {
        !isWide && opacity(now: now, restingSince: restingSince) > 0
    }
}
