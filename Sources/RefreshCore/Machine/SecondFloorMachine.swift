/// The second floor of a floor header as a value: a phase of its own (`SecondFloorState`)
/// wrapped around the header's `RefreshMachine`, which every transition is given and drives, so
/// the pull and the refresh stay the ordinary machine's and the floor is known only here.
///
/// A drag out to the floor's threshold (`pastFloor`) makes the floor `ready`, the header still
/// `pulling`; a release there opens it and sends no request. While the floor is opening, open
/// or closing the header is `idle`, only `pullingPercent` follows the offset and begins are
/// refused. With `refreshes` off a shorter pull never reaches `pulling`, so it springs back.
public struct SecondFloorMachine: Equatable, Sendable {
    /// Where the floor is.
    public private(set) var phase = SecondFloorState.closed

    /// A closed floor.
    public init() {}

    /// The pull moved: as `RefreshMachine.scrolled`, and besides the floor's threshold.
    public mutating func scrolled(
        _ refresh: inout RefreshMachine, percent: Double, pastTrigger: Bool, pastFloor: Bool,
        dragging: Bool, refreshes: Bool = true, at time: Double
    ) -> [SecondFloorAction] {
        switch phase {
        case .opening, .open, .closing:
            return wrap(refresh.setPercent(percent))
        case .ready:
            guard dragging else { return released(&refresh, refreshes: refreshes, at: time) }
            let actions = wrap(refresh.setPercent(percent))
            if pastFloor { return actions }
            let rest: RefreshState = refreshes && pastTrigger ? .pulling : .idle
            return actions + enter(.closed, resting: rest, &refresh)
        case .closed:
            if dragging && pastFloor && Self.canPull(refresh) {
                return wrap(refresh.setPercent(percent))
                    + enter(.ready, resting: .pulling, &refresh)
            }
            return wrap(
                refresh.scrolled(
                    percent: percent, pastTrigger: refreshes && pastTrigger, dragging: dragging,
                    at: time))
        }
    }

    /// The finger let go: while `ready` the floor opens and no request is sent; while pulling
    /// it refreshes as `RefreshMachine.released` does, or springs back with `refreshes` off.
    public mutating func released(
        _ refresh: inout RefreshMachine, refreshes: Bool = true, at time: Double
    ) -> [SecondFloorAction] {
        guard phase == .ready else { return wrap(refresh.released(blocked: !refreshes, at: time)) }
        return enter(.opening, resting: .idle, &refresh) + [.slideOpen]
    }

    /// Begins refreshing as `RefreshMachine.begin` does, only while the floor is closed.
    public mutating func begin(
        _ refresh: inout RefreshMachine, visible: Bool, at time: Double
    ) -> [SecondFloorAction] {
        guard phase == .closed else { return [] }
        return wrap(refresh.begin(visible: visible, at: time))
    }

    /// Opens the floor from code (SmartRefreshLayout's `openTwoLevel`): from rest or from a
    /// pull; nothing while a refresh is in flight or the floor is not closed.
    public mutating func open(_ refresh: inout RefreshMachine) -> [SecondFloorAction] {
        guard phase == .ready || (phase == .closed && Self.canPull(refresh)) else { return [] }
        return enter(.opening, resting: .idle, &refresh) + [.slideOpen]
    }

    /// The opening slide is over: the floor is open.
    public mutating func opened(_ refresh: inout RefreshMachine) -> [SecondFloorAction] {
        guard phase == .opening else { return [] }
        return enter(.open, resting: .idle, &refresh)
    }

    /// Closes the floor (SmartRefreshLayout's `finishTwoLevel`): while it opens or is open, the
    /// content slides back to rest at the top; otherwise nothing.
    public mutating func close(_ refresh: inout RefreshMachine) -> [SecondFloorAction] {
        guard phase == .opening || phase == .open else { return [] }
        return enter(.closing, resting: .idle, &refresh) + [.slideClosed]
    }

    /// The closing slide is over: the floor is closed and the header at rest.
    public mutating func closed(_ refresh: inout RefreshMachine) -> [SecondFloorAction] {
        guard phase == .closing else { return [] }
        return enter(.closed, resting: .idle, &refresh) + wrap(refresh.setPercent(0))
    }

    /// Closes the floor at once, with no slide (the header is switched, detached or hidden); a
    /// `ready` pull is withdrawn.
    public mutating func closeAtOnce(_ refresh: inout RefreshMachine) -> [SecondFloorAction] {
        switch phase {
        case .opening, .open, .closing:
            return [.restoreAtOnce] + enter(.closed, resting: .idle, &refresh)
                + wrap(refresh.setPercent(0))
        case .ready:
            return enter(.closed, resting: .idle, &refresh)
        case .closed:
            return []
        }
    }

    // MARK: - Internals

    /// Whether the refresh is at rest or pulled, so the floor may take over.
    private static func canPull(_ refresh: RefreshMachine) -> Bool {
        refresh.phase == .idle || refresh.phase == .pulling
    }

    /// Moves to `next`, the refresh resting in `state`: its change of state first, then the
    /// floor's.
    private mutating func enter(
        _ next: SecondFloorState, resting state: RefreshState, _ refresh: inout RefreshMachine
    ) -> [SecondFloorAction] {
        var actions = wrap(refresh.rest(in: state))
        let old = phase
        phase = next
        if next != old { actions.append(.changed(from: old, to: next)) }
        return actions
    }

    private func wrap(_ actions: [RefreshAction]) -> [SecondFloorAction] {
        actions.map { .refresh($0) }
    }
}
