/// A component's look at one moment: what it draws and shows, asked of a floor look with the
/// floor's moment beside it when the component has a floor and its look shows one, else of the
/// plain look. The one place that choice is made.
struct LookReading {
    /// The component's look.
    let look: any RefreshLook
    /// What the look is given now.
    let moment: RefreshMoment
    /// The look as a floor look with the floor's moment, when both are there.
    let floor: (look: any FloorLook, moment: SecondFloorMoment)?

    /// `look` at `moment`, with the floor's moment if the component has a floor.
    init(look: any RefreshLook, moment: RefreshMoment, floorMoment: SecondFloorMoment?) {
        self.look = look
        self.moment = moment
        if let floorMoment, let floorLook = look as? any FloorLook {
            floor = (floorLook, floorMoment)
        } else {
            floor = nil
        }
    }

    /// The index in its sprite sheet of the animation frame shown, or −1 for none.
    var frameIndex: Int {
        if let floor { return floor.look.frameIndex(at: moment, floor: floor.moment) }
        return look.frameIndex(at: moment)
    }

    /// The title the look draws ("" for none).
    var title: String {
        if let floor { return floor.look.title(at: moment, floor: floor.moment) }
        return look.title(at: moment)
    }

    /// The second line the look draws ("" for none).
    var detail: String {
        if let floor { return floor.look.detail(at: moment, floor: floor.moment) ?? "" }
        return look.detail(at: moment) ?? ""
    }

    /// Draws the look into `list` inside `frame`.
    func draw(into list: inout DrawList, in frame: Rect, metrics: TextMetrics) {
        if let floor {
            floor.look.draw(
                into: &list, in: frame, moment: moment, floor: floor.moment, metrics: metrics)
        } else {
            look.draw(into: &list, in: frame, moment: moment, metrics: metrics)
        }
    }
}
