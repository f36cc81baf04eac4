import Testing

@testable import RefreshCore

// The transition table of `SecondFloorMachine`, as values: the floor's phase and the header's
// `RefreshMachine` it wraps, no scroll view. Every start is reached through the machines' own
// transitions at time 0; every event happens at time 1. Percents: a pull to 0.5 is short of the
// trigger (1), 1.5 between the trigger and the floor's threshold (1.9), 2 past the threshold.

/// Where a floor transition starts.
enum FloorStart: String, CaseIterable, Sendable {
    /// At rest.
    case idle
    /// Dragged to 1.5: between the trigger and the floor.
    case pulling
    /// Dragged to 2: the floor is ready.
    case ready
    /// Released while ready: the content slides down.
    case opening
    /// The page fills the view.
    case open
    /// Closing from open.
    case closing
    /// Refreshing from a release at 1.5, its request out.
    case refreshing
}

/// What happens to it.
enum FloorEvent: String, CaseIterable, Sendable {
    /// `scrolled` dragged to 0.5.
    case dragShort
    /// `scrolled` dragged to 1.5.
    case dragBetween
    /// `scrolled` dragged to 2.
    case dragPastFloor
    /// `scrolled` at 2 with no finger on the content.
    case coastPastFloor
    case release
    case open
    case opened
    case close
    case closed
    case closeAtOnce
    /// `begin(visible: true)`.
    case begin
    /// `end(to: .idle)` on the refresh machine, as the header's base ends any refresh.
    case end
}

/// The two machines of a floor header.
struct FloorMachines: Equatable {
    var floor = SecondFloorMachine()
    var refresh = RefreshMachine()

    /// Runs one transition of the floor on the refresh machine it wraps.
    mutating func run(
        _ transition: (inout SecondFloorMachine, inout RefreshMachine) -> [SecondFloorAction]
    ) -> [SecondFloorAction] {
        transition(&floor, &refresh)
    }
}

/// Machines at `start`; with `refreshes` off a shorter pull never refreshes.
private func floorMachines(at start: FloorStart, refreshes: Bool = true) -> FloorMachines {
    var machines = FloorMachines()
    func drag(_ percent: Double) {
        _ = machines.run {
            $0.scrolled(
                &$1, percent: percent, pastTrigger: percent > 1,
                pastFloor: percent >= 1.9, dragging: true, refreshes: refreshes, at: 0)
        }
    }
    switch start {
    case .idle: break
    case .pulling: drag(1.5)
    case .ready: drag(2)
    case .opening, .open, .closing:
        drag(2)
        _ = machines.run { $0.released(&$1, refreshes: refreshes, at: 0) }
        if start != .opening { _ = machines.run { $0.opened(&$1) } }
        if start == .closing { _ = machines.run { $0.close(&$1) } }
    case .refreshing:
        drag(1.5)
        _ = machines.run { $0.released(&$1, at: 0) }
        _ = machines.refresh.opened(cycle: 1)
    }
    return machines
}

/// Applies `event` at time 1.
private func apply(
    _ event: FloorEvent, to machines: inout FloorMachines, refreshes: Bool = true
) -> [SecondFloorAction] {
    func scroll(_ percent: Double, dragging: Bool) -> [SecondFloorAction] {
        machines.run {
            $0.scrolled(
                &$1, percent: percent, pastTrigger: percent > 1,
                pastFloor: percent >= 1.9, dragging: dragging, refreshes: refreshes, at: 1)
        }
    }
    switch event {
    case .dragShort: return scroll(0.5, dragging: true)
    case .dragBetween: return scroll(1.5, dragging: true)
    case .dragPastFloor: return scroll(2, dragging: true)
    case .coastPastFloor: return scroll(2, dragging: false)
    case .release: return machines.run { $0.released(&$1, refreshes: refreshes, at: 1) }
    case .open: return machines.run { $0.open(&$1) }
    case .opened: return machines.run { $0.opened(&$1) }
    case .close: return machines.run { $0.close(&$1) }
    case .closed: return machines.run { $0.closed(&$1) }
    case .closeAtOnce: return machines.run { $0.closeAtOnce(&$1) }
    case .begin: return machines.run { $0.begin(&$1, visible: true, at: 1) }
    case .end: return machines.refresh.end(to: .idle, at: 1).map { .refresh($0) }
    }
}

private func changed(_ old: SecondFloorState, _ new: SecondFloorState) -> SecondFloorAction {
    .changed(from: old, to: new)
}

private func state(_ old: RefreshState, _ new: RefreshState) -> SecondFloorAction {
    .refresh(.changeState(from: old, to: new))
}

/// A refresh begun at 1 from `old`: hook, opacity, state, opening of cycle `cycle`.
private func refreshing(from old: RefreshState, cycle: Int) -> [SecondFloorAction] {
    [
        .refresh(.runHook(.beginning)), .refresh(.animateAlpha(to: 1, duration: 0.25)),
        state(old, .refreshing), .refresh(.open(cycle: cycle)),
    ]
}

/// Where both machines are after a row: the floor's phase and the refresh's.
struct FloorPhases: Equatable, Sendable {
    var floor: SecondFloorState
    var refresh: RefreshPhase
}

private let idle = FloorPhases(floor: .closed, refresh: .idle)
private let pulling = FloorPhases(floor: .closed, refresh: .pulling)
private let ready = FloorPhases(floor: .ready, refresh: .pulling)
private let opening = FloorPhases(floor: .opening, refresh: .idle)
private let open = FloorPhases(floor: .open, refresh: .idle)
private let closing = FloorPhases(floor: .closing, refresh: .idle)
private let running = FloorPhases(
    floor: .closed,
    refresh: .refreshing(RefreshCycle(id: 1, since: 0, stage: .running, pendingEnd: nil)))
private let begun = FloorPhases(
    floor: .closed,
    refresh: .refreshing(RefreshCycle(id: 1, since: 1, stage: .opening, pendingEnd: nil)))
private let slideOpen = SecondFloorAction.slideOpen
private let slideClosed = SecondFloorAction.slideClosed
private let restoreAtOnce = SecondFloorAction.restoreAtOnce

/// One row: from `start`, `event` leaves the machines in `phases` and returns `actions`.
struct FloorRow: TransitionRow, Sendable, CustomTestStringConvertible {
    var start: FloorStart
    var event: FloorEvent
    var phases: FloorPhases
    var actions: [SecondFloorAction]

    var testDescription: String { "\(start.rawValue) + \(event.rawValue)" }
}

/// The rows from `start`: the `listed` events (event, phases, actions), and for every event not
/// listed the same outcome: the phases stay `otherwise`, no action (`end` only completes).
private func rows(
    from start: FloorStart, otherwise phases: FloorPhases,
    _ listed: [(FloorEvent, FloorPhases, [SecondFloorAction])]
) -> [FloorRow] {
    let covered = Set(listed.map { $0.0 })
    return listed.map { FloorRow(start: start, event: $0.0, phases: $0.1, actions: $0.2) }
        + FloorEvent.allCases.filter { !covered.contains($0) }.map {
            FloorRow(
                start: start, event: $0, phases: phases,
                actions: $0 == .end ? [.refresh(.completeNow)] : [])
        }
}

let floorTable: [FloorRow] =
    rows(
        from: .idle, otherwise: idle,
        [
            (.dragBetween, pulling, [state(.idle, .pulling)]),
            (.dragPastFloor, ready, [state(.idle, .pulling), changed(.closed, .ready)]),
            (.open, opening, [changed(.closed, .opening), slideOpen]),
            (.begin, begun, refreshing(from: .idle, cycle: 1)),
        ])
    + rows(
        from: .pulling, otherwise: pulling,
        [
            (.dragShort, idle, [state(.pulling, .idle)]),
            (.dragPastFloor, ready, [changed(.closed, .ready)]),
            (.coastPastFloor, begun, refreshing(from: .pulling, cycle: 1)),
            (.release, begun, refreshing(from: .pulling, cycle: 1)),
            (
                .open, opening,
                [state(.pulling, .idle), changed(.closed, .opening), slideOpen]
            ),
            (.begin, begun, refreshing(from: .pulling, cycle: 1)),
        ])
    + rows(
        from: .ready, otherwise: ready,
        [
            (.dragShort, idle, [state(.pulling, .idle), changed(.ready, .closed)]),
            (.dragBetween, pulling, [changed(.ready, .closed)]),
            (
                .coastPastFloor, opening,
                [state(.pulling, .idle), changed(.ready, .opening), slideOpen]
            ),
            (
                .release, opening,
                [state(.pulling, .idle), changed(.ready, .opening), slideOpen]
            ),
            (
                .open, opening,
                [state(.pulling, .idle), changed(.ready, .opening), slideOpen]
            ),
            (.closeAtOnce, idle, [state(.pulling, .idle), changed(.ready, .closed)]),
        ])
    + rows(
        from: .opening, otherwise: opening,
        [
            (.opened, open, [changed(.opening, .open)]),
            (.close, closing, [changed(.opening, .closing), slideClosed]),
            (.closeAtOnce, idle, [restoreAtOnce, changed(.opening, .closed)]),
        ])
    + rows(
        from: .open, otherwise: open,
        [
            (.close, closing, [changed(.open, .closing), slideClosed]),
            (.closeAtOnce, idle, [restoreAtOnce, changed(.open, .closed)]),
        ])
    + rows(
        from: .closing, otherwise: closing,
        [
            (.closed, idle, [changed(.closing, .closed)]),
            (.closeAtOnce, idle, [restoreAtOnce, changed(.closing, .closed)]),
        ])
    + rows(
        from: .refreshing, otherwise: running,
        [
            (
                .end, idle,
                [
                    .queueEndCompletion, .cancelScheduledEnd, .revokeRequest, .recordLastUpdated,
                    .changeState(from: .refreshing, to: .idle), .runHook(.endingAnimationBegins),
                    .close,
                ].map { .refresh($0) }
            )
        ])

@Suite struct SecondFloorMachineTests {
    @Test(arguments: floorTable)
    func theFloorFollowsItsTable(_ row: FloorRow) {
        var machines = floorMachines(at: row.start)
        let actions = apply(row.event, to: &machines)
        #expect(
            FloorPhases(floor: machines.floor.phase, refresh: machines.refresh.phase) == row.phases)
        #expect(actions == row.actions)
    }

    @Test func theTableCoversEveryEventFromEveryStart() {
        expectOneRowForEveryStartAndEvent(in: floorTable, events: FloorEvent.allCases)
    }

    @Test(arguments: FloorStart.allCases)
    func theStartsAreWhatTheyClaim(_ start: FloorStart) {
        let machines = floorMachines(at: start)
        let expected: (SecondFloorState, RefreshState) =
            switch start {
            case .idle: (.closed, .idle)
            case .pulling: (.closed, .pulling)
            case .ready: (.ready, .pulling)
            case .opening: (.opening, .idle)
            case .open: (.open, .idle)
            case .closing: (.closing, .idle)
            case .refreshing: (.closed, .refreshing)
            }
        #expect(machines.floor.phase == expected.0)
        #expect(machines.refresh.state == expected.1)
    }

    /// With refreshing off, a pull between the trigger and the floor never reaches pulling and a
    /// release there springs back: only the floor opens.
    @Test func withRefreshingOffAShorterPullNeverRefreshes() {
        var machines = floorMachines(at: .idle, refreshes: false)
        #expect(apply(.dragBetween, to: &machines, refreshes: false).isEmpty)
        #expect(machines.refresh.phase == .idle)
        #expect(apply(.release, to: &machines, refreshes: false).isEmpty)
        #expect(machines.refresh.phase == .idle)

        var ready = floorMachines(at: .ready, refreshes: false)
        #expect(
            apply(.dragBetween, to: &ready, refreshes: false)
                == [state(.pulling, .idle), changed(.ready, .closed)])
        #expect(ready.refresh.phase == .idle && ready.floor.phase == .closed)

        var opening = floorMachines(at: .ready, refreshes: false)
        #expect(
            apply(.release, to: &opening, refreshes: false)
                == [state(.pulling, .idle), changed(.ready, .opening), slideOpen])

        // A pull left at pulling when refreshing was switched off springs back on release.
        var pulling = floorMachines(at: .pulling)
        #expect(apply(.release, to: &pulling, refreshes: false) == [state(.pulling, .idle)])
        #expect(pulling.refresh.phase == .idle)
    }

    @Test func aClosedFloorAfterItsSlideFollowsThePullAgain() {
        var machines = floorMachines(at: .closing)
        _ = machines.run { $0.closed(&$1) }
        #expect(machines.refresh.pullingPercent == 0)
        #expect(
            apply(.dragPastFloor, to: &machines)
                == [state(.idle, .pulling), changed(.closed, .ready)])
    }

    /// While the floor holds the list the refresh machine rests idle; while it is ready, the
    /// header reports pulling.
    @Test func theFloorPhasesReportNoRefreshState() {
        for stage in [SecondFloorState.opening, .open, .closing] {
            #expect(stage.holdsList)
        }
        #expect(!SecondFloorState.closed.holdsList && !SecondFloorState.ready.holdsList)
        #expect(SecondFloorMachine().phase == .closed)
    }

    /// Each hook runs as its state is entered; a floor closed at once from opening or open runs
    /// its closing hook first, so every opening is paired with a closing and a closed.
    @Test(arguments: [
        (SecondFloorState.closed, SecondFloorState.ready, ""),
        (.ready, .opening, "opening"), (.closed, .opening, "opening"), (.opening, .open, "opened"),
        (.open, .closing, "closing"), (.opening, .closing, "closing"),
        (.closing, .closed, "closed"), (.open, .closed, "closing closed"),
        (.opening, .closed, "closing closed"), (.ready, .closed, ""),
    ])
    func hooksRunAsTheFloorMoves(old: SecondFloorState, new: SecondFloorState, ran: String) {
        var log: [String] = []
        let hooks = SecondFloorHooks(
            opening: { log.append("opening") }, opened: { log.append("opened") },
            closing: { log.append("closing") }, closed: { log.append("closed") })
        hooks.run(from: old, to: new)
        #expect(log.joined(separator: " ") == ran)
    }

    @Test(arguments: [
        (0.5, true, 0.0), (1.0, true, 0.0), (1.45, true, 0.5), (1.9, true, 1.0), (3.0, true, 1.0),
        (0.0, false, 0.0), (0.95, false, 0.5), (1.9, false, 1.0),
    ])
    func theStairsClimbFromTheTriggerToTheFloor(percent: Double, refreshes: Bool, climb: Double) {
        let floor = SecondFloorMoment(
            state: .closed, trigger: 1, threshold: 1.9, refreshes: refreshes)
        #expect(abs(floor.climb(percent: percent) - climb) < 1e-9)
        var open = floor
        open.state = .open
        #expect(open.climb(percent: 0) == 1)
    }
}
