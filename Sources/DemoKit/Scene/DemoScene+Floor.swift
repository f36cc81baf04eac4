import RefreshCore

extension DemoScene {
    /// The header's second floor, when the header has one.
    public var secondFloor: SecondFloor? { header.floor }

    /// The second floor's state (`closed` for headers without one), as the trace reports it.
    public var floorState: SecondFloorState { header.floorState }

    /// Wires a floor header into the scene: as a header refresh does, the floor opening ends
    /// the footer's load (its page is discarded), and a footer begin that waited runs once the
    /// floor is closed.
    func wireFloor(_ header: RefreshHeader) {
        guard let floor = header.floor else { return }
        floor.hooks.opening = { [weak self] in self?.headerWillRefresh() }
        floor.hooks.closed = { [weak self] in self?.footer?.headerDidEnd() }
    }

    /// `b`: closes the second floor (nothing when it is closed).
    func closeFloor() {
        secondFloor?.close()
    }
}
