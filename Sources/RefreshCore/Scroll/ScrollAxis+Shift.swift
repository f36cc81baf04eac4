extension ScrollAxis {
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
            trail.shift(by: shift)
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
}

extension ScrollAxis {
    // MARK: - An edge that moves at once

    /// Whether the content rests against `edge`'s end of the bounds (a header held open with
    /// the content at its top, a footer's at its end).
    func restsAgainst(_ edge: Edge) -> Bool {
        guard case .resting(let y) = motion.phase else { return false }
        return abs(y - end(of: edge)) < 1e-9
    }

    /// Content that rested against `edge` before its inset changed at once rests against it
    /// again, in the same instant: the edge carries it (reduced motion's closing), where a
    /// resting offset left outside the bounds would otherwise spring back as an overscroll.
    func rest(against edge: Edge) {
        // + 0 makes a top of -0 (no inset) a plain 0.
        animate(to: end(of: edge) + 0, duration: 0, curve: .linear, withinBounds: true)
    }

    /// The end of the bounds `edge` makes: the lower for the leading edge, the upper otherwise.
    private func end(of edge: Edge) -> Double {
        edge == axis.leadingEdge ? bounds.lowerBound : bounds.upperBound
    }
}
