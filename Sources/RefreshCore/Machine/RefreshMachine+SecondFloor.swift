extension RefreshMachine {
    // MARK: - The second floor

    /// Where a floor header's second floor is; always `closed` for other components.
    public var floor: SecondFloorState {
        switch phase {
        case .floorReady: return .ready
        case .floor(let stage): return stage.state
        case .idle, .pulling, .willRefresh, .refreshing, .noMoreData: return .closed
        }
    }

    /// A floor header's pull moved. As `scrolled`, and besides: a drag out to the floor's
    /// threshold (`pastFloor`) makes the floor `ready`, still reporting `pulling`, and a drag
    /// back under it withdraws that; a release while ready opens the floor. With `refreshes`
    /// off the pull never reaches `pulling`, so a shorter pull just springs back. While the
    /// floor holds the list only `pullingPercent` follows the offset.
    public mutating func floorScrolled(
        percent: Double, pastTrigger: Bool, pastFloor: Bool, dragging: Bool,
        refreshes: Bool = true, at time: Double
    ) -> [RefreshAction] {
        switch phase {
        case .floor:
            return setPercent(percent)
        case .floorReady:
            guard dragging else { return floorReleased(refreshes: refreshes, at: time) }
            let actions = setPercent(percent)
            if pastFloor { return actions }
            return actions + enterFloorPhase(refreshes && pastTrigger ? .pulling : .idle)
        case .idle, .pulling:
            if dragging && pastFloor { return setPercent(percent) + enterFloorPhase(.floorReady) }
        case .willRefresh, .refreshing, .noMoreData:
            break
        }
        return scrolled(
            percent: percent, pastTrigger: refreshes && pastTrigger, dragging: dragging, at: time)
    }

    /// A floor header's finger let go: while `ready` the floor opens and no request is sent;
    /// while pulling it refreshes as `released` does, or springs back with `refreshes` off.
    public mutating func floorReleased(refreshes: Bool = true, at time: Double) -> [RefreshAction] {
        guard phase == .floorReady else { return released(blocked: !refreshes, at: time) }
        return enterFloorPhase(.floor(.opening)) + [.floor(.slideOpen)]
    }

    /// Opens the floor from code (SmartRefreshLayout's `openTwoLevel`): from rest or from a
    /// pull; nothing while a refresh is in flight or the floor is not closed.
    public mutating func openFloor() -> [RefreshAction] {
        switch phase {
        case .idle, .pulling, .floorReady:
            return enterFloorPhase(.floor(.opening)) + [.floor(.slideOpen)]
        case .willRefresh, .refreshing, .noMoreData, .floor:
            return []
        }
    }

    /// The opening slide is over: the floor is open.
    public mutating func floorOpened() -> [RefreshAction] {
        guard phase == .floor(.opening) else { return [] }
        return enterFloorPhase(.floor(.open))
    }

    /// Closes the floor (SmartRefreshLayout's `finishTwoLevel`): while it opens or is open, the
    /// content slides back to rest at the top; otherwise nothing.
    public mutating func closeFloor() -> [RefreshAction] {
        switch phase {
        case .floor(.opening), .floor(.open):
            return enterFloorPhase(.floor(.closing)) + [.floor(.slideClosed)]
        default:
            return []
        }
    }

    /// The closing slide is over: the floor is closed and the header at rest.
    public mutating func floorClosed() -> [RefreshAction] {
        guard phase == .floor(.closing) else { return [] }
        return enterFloorPhase(.idle) + setPercent(0)
    }

    /// Closes the floor at once, with no slide (the header is switched, detached or hidden); a
    /// `ready` pull is withdrawn.
    public mutating func closeFloorAtOnce() -> [RefreshAction] {
        switch phase {
        case .floor:
            return enterFloorPhase(.idle, after: [.floor(.restoreAtOnce)]) + setPercent(0)
        case .floorReady:
            return enterFloorPhase(.idle)
        case .idle, .pulling, .willRefresh, .refreshing, .noMoreData:
            return []
        }
    }

    /// Moves to `next`, reporting a change of state and then a change of the floor, after
    /// `first`.
    private mutating func enterFloorPhase(
        _ next: RefreshPhase, after first: [RefreshAction] = []
    ) -> [RefreshAction] {
        let (oldState, oldFloor) = (state, floor)
        phase = next
        var actions = first
        if state != oldState { actions.append(.changeState(from: oldState, to: state)) }
        if floor != oldFloor { actions.append(.floor(.changed(from: oldFloor, to: floor))) }
        return actions
    }
}
