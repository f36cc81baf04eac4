/// Scrolls as a desktop user asks for them: the wheel's notches and keys' jumps, smooth and
/// within the bounds.
extension ScrollView {
    /// Scrolls by `notches` of the mouse wheel with a short smooth animation, within the bounds.
    /// Positive notches move the content down (towards its top). A held key's repeats pass
    /// `.linear`: each retargets before the last arrives, and a linear run then keeps one speed.
    /// A `duration` of 0 scrolls at once (keys under reduced motion).
    public func scrollByWheel(
        notches: Double, curve: TimingCurve = .easeOut,
        duration: Double = PhysicsConstants.wheelDuration
    ) {
        guard isScrollEnabled, !isDragging, notches != 0 else { return }
        sync()
        let base = y.destination ?? contentOffsetY
        // Within the bounds now and those an inset animation heads for: a header closing must
        // not leave a scroll resting above the top it is about to reach.
        let bounds = settledBounds(.vertical)
        let target = min(
            max(base - notches * PhysicsConstants.wheelNotch, bounds.lowerBound), bounds.upperBound)
        y.animate(to: target, duration: duration, curve: curve, withinBounds: true)
        publishOffset()
    }

    /// Scrolls along `axis` to `offset` as keys and the wheel scroll: over `duration` seconds,
    /// to the nearest place in the bounds where the content may come to rest now and once the
    /// insets arrive (`settledBounds`), and never outside the bounds of the moment on the way
    /// while an inset animates; nothing while the content is held. (`setContentOffset` puts
    /// the content anywhere code says, as UIKit's does.)
    public func scroll(
        to offset: Double, along axis: Axis, duration: Double, curve: TimingCurve = .easeInOut
    ) {
        guard !isDragging else { return }
        if observers.waits({ [weak self] in
            self?.scroll(to: offset, along: axis, duration: duration, curve: curve)
        }) {
            return
        }
        sync()
        let bounds = settledBounds(axis)
        // + 0 makes a top of -0 (no inset) a plain 0.
        let target = min(max(offset, bounds.lowerBound), bounds.upperBound) + 0
        self[axis].animate(to: target, duration: duration, curve: curve, withinBounds: true)
        publishOffset()
    }
}
