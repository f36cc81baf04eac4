/// Content that changes above what the user looks at: the offset moves with it.
extension ScrollView {
    /// Sets the content's size and, in the same instant, moves the content offset by `shift`:
    /// what changed above the view (rows put above, heights changed above) moves everything by
    /// `shift`, and the offset follows, so what is on the screen stays where it is, in every
    /// phase of the motion:
    ///
    /// - at rest, the offset moves by `shift`, kept within the new bounds if it was within the
    ///   old ones (rows shrinking above the view cannot pull the content's top below the view's);
    /// - held, the finger keeps what is under it: the drag goes on from the shifted offset, its
    ///   rubber band measured from the new bounds;
    /// - coasting, the deceleration's whole path moves by `shift` with its velocity unchanged,
    ///   and an edge it reaches later is found at its new place;
    /// - bouncing, the content lets go again from the shifted offset at its velocity there: a
    ///   bounce that the shift brings back within the bounds coasts on instead, one still past
    ///   an edge springs back to it from there;
    /// - in an animation, its path moves by `shift` unless it heads for an edge (the top, the
    ///   end, an opening header's place): it still arrives at that edge, at the same time.
    ///
    /// Nothing is told of the new size or offset until both are set.
    public func setContentSize(_ size: Size, shiftingOffsetBy shift: Point) {
        guard shift != .zero else {
            contentSize = size
            return
        }
        let before = geometry(insets.target)
        let old = contentSize
        shiftingContent = true
        contentSize = size
        shiftingContent = false
        let after = geometry(insets.target)
        for axis in Axis.allCases {
            self[axis].shift(by: shift[axis], edges: before.bounds(axis), to: after.bounds(axis))
        }
        sync()
        if size != old { observers.contentSizeDidChange(self) }
        publishOffset()
    }
}
