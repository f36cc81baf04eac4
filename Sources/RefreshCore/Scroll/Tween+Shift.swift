/// An animated scroll whose content moved under it.
extension Tween {
    /// This offset animation after the content moved by `shift` at `time`: the whole path moves
    /// by `shift`, unless it heads for an edge of `edges` (the top, the end): then it goes from
    /// where the content is shown now to the same edge of `moved`, arriving when it would have.
    /// Nil when it arrives now.
    func moved(
        by shift: Double, at time: Double, edges: ClosedRange<Double>,
        to moved: ClosedRange<Double>
    ) -> Tween? {
        var next = self
        if abs(to - edges.lowerBound) < 1e-9 {
            next.to = moved.lowerBound
        } else if abs(to - edges.upperBound) < 1e-9 {
            next.to = moved.upperBound
        } else {
            next.from += shift
            next.to += shift
            return next
        }
        // The same timing, rescaled so that it passes through the shifted offset now:
        // from + (to − from)·p = here at this moment's progress p.
        let progress = duration > 0 ? curve.value(at: (time - startTime) / duration) : 1
        guard progress < 1 - 1e-9 else { return nil }
        let here = value(at: time) + shift
        next.from = (here - next.to * progress) / (1 - progress)
        return next
    }
}
