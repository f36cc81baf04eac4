import RefreshCore

extension DemoScene {
    /// The header's second floor, when the header has one.
    public var floorHeader: RefreshFloorHeader? { header as? RefreshFloorHeader }

    /// The second floor's state (`closed` for headers without one), as the trace reports it.
    public var floorState: SecondFloorState { floorHeader?.floorState ?? .closed }

    /// Wires a floor header into the scene: as a header refresh does, the floor opening ends
    /// the footer's load (its page is discarded), and a footer begin that waited runs once the
    /// floor is closed.
    func wireFloor(_ header: RefreshHeader) {
        guard let floor = header as? RefreshFloorHeader else { return }
        floor.floorHooks.opening = { [weak self] in self?.headerWillRefresh() }
        floor.floorHooks.closed = { [weak self] in self?.footer?.headerDidEnd() }
    }

    /// `b`: closes the second floor (nothing when it is closed).
    func closeFloor() {
        floorHeader?.closeFloor()
    }
}
