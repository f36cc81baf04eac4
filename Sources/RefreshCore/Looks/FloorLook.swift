/// A look that also shows a header's second floor: a floor header asks it with the floor's own
/// moment (`SecondFloorMoment`: where the floor is, its thresholds) beside the refresh moment;
/// any other component asks it as the plain `RefreshLook` it also is.
public protocol FloorLook: RefreshLook {
    /// Draws the look for `moment`, with the floor at `floor`, inside `frame` (window points).
    func draw(
        into list: inout DrawList, in frame: Rect, moment: RefreshMoment,
        floor: SecondFloorMoment, metrics: TextMetrics)
    /// The index in its sprite sheet of the animation frame shown, or −1 for none.
    func frameIndex(at moment: RefreshMoment, floor: SecondFloorMoment) -> Int
    /// The title drawn ("" for none).
    func title(at moment: RefreshMoment, floor: SecondFloorMoment) -> String
    /// The second line drawn under the title, nil for none.
    func detail(at moment: RefreshMoment, floor: SecondFloorMoment) -> String?
}
