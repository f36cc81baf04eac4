import Testing

@testable import RefreshCore

// The second floor's transition table on `RefreshMachine`, as values. Every start is reached
// through the machine's own transitions at time 0; every event happens at time 1. Percents:
// a pull to 0.5 is short of the trigger (1), 1.5 between the trigger and the floor's threshold
// (1.9), 2 past the threshold.

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
    /// `floorScrolled` dragged to 0.5.
    case dragShort
    /// `floorScrolled` dragged to 1.5.
    case dragBetween
    /// `floorScrolled` dragged to 2.
    case dragPastFloor
    /// `floorScrolled` at 2 with no finger on the content.
    case coastPastFloor
    /// `floorReleased`.
    case release
    case openFloor
    case floorOpened
    case closeFloor
    case floorClosed
    case closeFloorAtOnce
    /// `begin(visible: true)`.
    case begin
    /// The ordinary `scrolled`, dragged to 0.5: a floor moves only by its own events.
    case plainScrolled
    /// The ordinary `released`.
    case plainReleased
    /// `end(to: .idle)`.
    case end
}

/// A machine at `start`; with `refreshes` off a shorter pull never refreshes.
private func floorMachine(at start: FloorStart, refreshes: Bool = true) -> RefreshMachine {
    var machine = RefreshMachine()
    func drag(_ percent: Double) {
        _ = machine.floorScrolled(
            percent: percent, pastTrigger: percent > 1, pastFloor: percent >= 1.9,
            dragging: true, refreshes: refreshes, at: 0)
    }
    switch start {
    case .idle: break
    case .pulling: drag(1.5)
    case .ready: drag(2)
    case .opening, .open, .closing:
        drag(2)
        _ = machine.floorReleased(refreshes: refreshes, at: 0)
        if start != .opening { _ = machine.floorOpened() }
        if start == .closing { _ = machine.closeFloor() }
    case .refreshing:
        drag(1.5)
        _ = machine.floorReleased(at: 0)
        _ = machine.opened(cycle: 1)
    }
    return machine
}

/// Applies `event` at time 1.
private func apply(
    _ event: FloorEvent, to machine: inout RefreshMachine, refreshes: Bool = true
) -> [RefreshAction] {
    func scroll(_ percent: Double, dragging: Bool) -> [RefreshAction] {
        machine.floorScrolled(
            percent: percent, pastTrigger: percent > 1, pastFloor: percent >= 1.9,
            dragging: dragging, refreshes: refreshes, at: 1)
    }
    switch event {
    case .dragShort: return scroll(0.5, dragging: true)
    case .dragBetween: return scroll(1.5, dragging: true)
    case .dragPastFloor: return scroll(2, dragging: true)
    case .coastPastFloor: return scroll(2, dragging: false)
    case .release: return machine.floorReleased(refreshes: refreshes, at: 1)
    case .openFloor: return machine.openFloor()
    case .floorOpened: return machine.floorOpened()
    case .closeFloor: return machine.closeFloor()
    case .floorClosed: return machine.floorClosed()
    case .closeFloorAtOnce: return machine.closeFloorAtOnce()
    case .begin: return machine.begin(visible: true, at: 1)
    case .plainScrolled:
        return machine.scrolled(percent: 0.5, pastTrigger: false, dragging: true, at: 1)
    case .plainReleased: return machine.released(at: 1)
    case .end: return machine.end(to: .idle, at: 1)
    }
}

private func changed(_ old: SecondFloorState, _ new: SecondFloorState) -> RefreshAction {
    .floor(.changed(from: old, to: new))
}

private func state(_ old: RefreshState, _ new: RefreshState) -> RefreshAction {
    .changeState(from: old, to: new)
}

/// A refresh begun at 1 from `old`: hook, opacity, state, opening of cycle `cycle`.
private func refreshing(from old: RefreshState, cycle: Int) -> [RefreshAction] {
    [
        .runHook(.beginning), .animateAlpha(to: 1, duration: 0.25), state(old, .refreshing),
        .open(cycle: cycle),
    ]
}

private let running = RefreshPhase.refreshing(
    RefreshCycle(id: 1, since: 0, stage: .running, pendingEnd: nil))
private let begun = RefreshPhase.refreshing(
    RefreshCycle(id: 1, since: 1, stage: .opening, pendingEnd: nil))
private let slideOpen = RefreshAction.floor(.slideOpen)
private let slideClosed = RefreshAction.floor(.slideClosed)
private let restoreAtOnce = RefreshAction.floor(.restoreAtOnce)

/// One row: from `start`, `event` leaves the machine in `phase` and returns `actions`.
struct FloorRow: TransitionRow, Sendable, CustomTestStringConvertible {
    var start: FloorStart
    var event: FloorEvent
    var phase: RefreshPhase
    var actions: [RefreshAction]

    var testDescription: String { "\(start.rawValue) + \(event.rawValue)" }
}

/// The rows from `start`: the `listed` events (event, phase, actions), and for every event not
/// listed the same outcome: the phase stays `otherwise`, no action (`end` only completes).
private func rows(
    from start: FloorStart, otherwise phase: RefreshPhase,
    _ listed: [(FloorEvent, RefreshPhase, [RefreshAction])]
) -> [FloorRow] {
    let covered = Set(listed.map { $0.0 })
    return listed.map { FloorRow(start: start, event: $0.0, phase: $0.1, actions: $0.2) }
        + FloorEvent.allCases.filter { !covered.contains($0) }.map {
            FloorRow(
                start: start, event: $0, phase: phase, actions: $0 == .end ? [.completeNow] : [])
        }
}

let floorTable: [FloorRow] =
    rows(
        from: .idle, otherwise: .idle,
        [
            (.dragBetween, .pulling, [state(.idle, .pulling)]),
            (.dragPastFloor, .floorReady, [state(.idle, .pulling), changed(.closed, .ready)]),
            (.openFloor, .floor(.opening), [changed(.closed, .opening), slideOpen]),
            (.begin, begun, refreshing(from: .idle, cycle: 1)),
        ])
    + rows(
        from: .pulling, otherwise: .pulling,
        [
            (.dragShort, .idle, [state(.pulling, .idle)]),
            (.dragPastFloor, .floorReady, [changed(.closed, .ready)]),
            (.coastPastFloor, begun, refreshing(from: .pulling, cycle: 1)),
            (.release, begun, refreshing(from: .pulling, cycle: 1)),
            (
                .openFloor, .floor(.opening),
                [state(.pulling, .idle), changed(.closed, .opening), slideOpen]
            ),
            (.begin, begun, refreshing(from: .pulling, cycle: 1)),
            (.plainScrolled, .idle, [state(.pulling, .idle)]),
            (.plainReleased, begun, refreshing(from: .pulling, cycle: 1)),
        ])
    + rows(
        from: .ready, otherwise: .floorReady,
        [
            (.dragShort, .idle, [state(.pulling, .idle), changed(.ready, .closed)]),
            (.dragBetween, .pulling, [changed(.ready, .closed)]),
            (
                .coastPastFloor, .floor(.opening),
                [state(.pulling, .idle), changed(.ready, .opening), slideOpen]
            ),
            (
                .release, .floor(.opening),
                [state(.pulling, .idle), changed(.ready, .opening), slideOpen]
            ),
            (
                .openFloor, .floor(.opening),
                [state(.pulling, .idle), changed(.ready, .opening), slideOpen]
            ),
            (.closeFloorAtOnce, .idle, [state(.pulling, .idle), changed(.ready, .closed)]),
        ])
    + rows(
        from: .opening, otherwise: .floor(.opening),
        [
            (.floorOpened, .floor(.open), [changed(.opening, .open)]),
            (.closeFloor, .floor(.closing), [changed(.opening, .closing), slideClosed]),
            (.closeFloorAtOnce, .idle, [restoreAtOnce, changed(.opening, .closed)]),
        ])
    + rows(
        from: .open, otherwise: .floor(.open),
        [
            (.closeFloor, .floor(.closing), [changed(.open, .closing), slideClosed]),
            (.closeFloorAtOnce, .idle, [restoreAtOnce, changed(.open, .closed)]),
        ])
    + rows(
        from: .closing, otherwise: .floor(.closing),
        [
            (.floorClosed, .idle, [changed(.closing, .closed)]),
            (.closeFloorAtOnce, .idle, [restoreAtOnce, changed(.closing, .closed)]),
        ])
    + rows(
        from: .refreshing, otherwise: running,
        [
            (
                .end, .idle,
                [
                    .queueEndCompletion, .cancelScheduledEnd, .revokeRequest,
                    .recordLastUpdated, state(.refreshing, .idle),
                    .runHook(.endingAnimationBegins), .close,
                ]
            )
        ])

@Suite struct SecondFloorMachineTests {
    @Test(arguments: floorTable)
    func theFloorFollowsItsTable(_ row: FloorRow) {
        var machine = floorMachine(at: row.start)
        let actions = apply(row.event, to: &machine)
        #expect(machine.phase == row.phase)
        #expect(actions == row.actions)
    }

    @Test func theTableCoversEveryEventFromEveryStart() {
        expectOneRowForEveryStartAndEvent(in: floorTable, events: FloorEvent.allCases)
    }

    @Test(arguments: FloorStart.allCases)
    func theStartsAreWhatTheyClaim(_ start: FloorStart) {
        let machine = floorMachine(at: start)
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
        #expect(machine.floor == expected.0)
        #expect(machine.state == expected.1)
    }

    /// With refreshing off, a pull between the trigger and the floor never reaches pulling and a
    /// release there springs back: only the floor opens.
    @Test func withRefreshingOffAShorterPullNeverRefreshes() {
        var machine = floorMachine(at: .idle, refreshes: false)
        #expect(apply(.dragBetween, to: &machine, refreshes: false).isEmpty)
        #expect(machine.phase == .idle)
        #expect(apply(.release, to: &machine, refreshes: false).isEmpty)
        #expect(machine.phase == .idle)

        var ready = floorMachine(at: .ready, refreshes: false)
        #expect(
            apply(.dragBetween, to: &ready, refreshes: false)
                == [state(.pulling, .idle), changed(.ready, .closed)])
        #expect(ready.phase == .idle)

        var opening = floorMachine(at: .ready, refreshes: false)
        #expect(
            apply(.release, to: &opening, refreshes: false)
                == [state(.pulling, .idle), changed(.ready, .opening), slideOpen])

        // A pull left at pulling when refreshing was switched off springs back on release.
        var pulling = floorMachine(at: .pulling)
        #expect(apply(.release, to: &pulling, refreshes: false) == [state(.pulling, .idle)])
        #expect(pulling.phase == .idle)
    }

    @Test func aClosedFloorAfterItsSlideFollowsThePullAgain() {
        var machine = floorMachine(at: .closing)
        _ = machine.floorClosed()
        #expect(machine.pullingPercent == 0)
        #expect(
            apply(.dragPastFloor, to: &machine)
                == [state(.idle, .pulling), changed(.closed, .ready)])
    }

    @Test func theFloorPhasesReportNoRefreshState() {
        #expect(RefreshPhase.floorReady.state == .pulling)
        for stage in [SecondFloorStage.opening, .open, .closing] {
            #expect(RefreshPhase.floor(stage).state == .idle)
            #expect(stage.state.holdsList)
        }
        #expect(!SecondFloorState.closed.holdsList && !SecondFloorState.ready.holdsList)
        #expect(RefreshMachine().floor == .closed)
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
