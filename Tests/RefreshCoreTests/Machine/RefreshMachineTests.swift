import Testing

@testable import RefreshCore

// The transition table of `RefreshMachine`, as values: no scroll view, no component. Every start
// below is reached through the machine's own transitions at time 0 and then given a minimum
// refreshing duration of 2 s, so an end at 1 s comes before the minimum and one at 3 s after it.
// Results: no success dwell (the library's default) and a failure dwell of 0.5 s, so a failure
// at 1 s waits for the minimum (2 s) and one at 3 s for its dwell (3.5 s). The rows of the
// results are in RefreshMachineTests+Results.swift.

/// Where a transition starts.
enum MachineStart: String, CaseIterable, Sendable {
    /// At rest.
    case idle
    /// Idle, the closing animation of the last refresh (cycle 1) still running; pulled out by 1.
    case idleClosing
    /// Pulled to 1.5, past the trigger, while dragging.
    case pulling
    /// Pulled to 1.5 while the last refresh still closes.
    case pullingClosing
    /// Asked to begin while not visible.
    case willRefresh
    /// Refreshing, cycle 1 opening.
    case opening
    /// Refreshing, cycle 3 opening, begun while cycle 1 still closes.
    case openingClosing
    /// Refreshing, cycle 1's request out.
    case running
    /// Refreshing, cycle 1 ended at 0.5 s, waiting for the minimum (2 s) to go idle.
    case ending
    /// A footer with no more data.
    case noMoreData
    /// No more data, the refresh that ended into it still closing.
    case noMoreDataClosing
    /// Refreshing, cycle 1's request failed at 0.5 s: the failure on show until 1 s.
    case showingFailure
}

/// What happens to the machine.
enum MachineEvent: Hashable, Sendable, CustomStringConvertible {
    /// `begin(visible:at: 1)`.
    case begin(visible: Bool)
    /// `opened(cycle:)` for the cycle refreshing now (or the last one opened), or an older one.
    case opened(stale: Bool)
    /// `end(to:at:)` at 1 s (before the minimum) or at 3 s (after it).
    case end(to: RefreshState, late: Bool)
    /// `end(to: .idle, result:at:)` at 1 s or at 3 s.
    case endWith(RefreshResult, late: Bool)
    case endTimerFired
    case closed
    case stopAtOnce
    /// `scrolled(…, at: 1)`.
    case scrolled(percent: Double, pastTrigger: Bool, dragging: Bool, blocked: Bool)
    /// `released(blocked:at: 1)`.
    case released(blocked: Bool)
    case hidden
    /// `shown(at: 1)`.
    case shown
    case setAutomaticallyChangeAlpha(Bool)
    case setPercent(Double)

    /// `scrolled` with a finger on the content, pulled out by `percent`.
    static func drag(_ percent: Double, pastTrigger: Bool, blocked: Bool = false) -> MachineEvent {
        .scrolled(percent: percent, pastTrigger: pastTrigger, dragging: true, blocked: blocked)
    }

    /// `scrolled` with no finger on the content, pulled out by `percent`.
    static func coast(_ percent: Double, pastTrigger: Bool, blocked: Bool = false) -> MachineEvent {
        .scrolled(percent: percent, pastTrigger: pastTrigger, dragging: false, blocked: blocked)
    }

    /// Dragged, short of the trigger.
    static let dragShort = drag(0.5, pastTrigger: false)
    /// Dragged past the trigger, pulled out by more than 1.
    static let dragPast = drag(1.5, pastTrigger: true)
    /// Dragged past a trigger shorter than the component, pulled out by less than 1.
    static let dragPastUnderOne = drag(0.8, pastTrigger: true)
    /// Dragged past the trigger while another component wins.
    static let dragPastBlocked = drag(1.5, pastTrigger: true, blocked: true)
    /// Dragged short of the trigger while another component wins.
    static let dragShortBlocked = drag(0.5, pastTrigger: false, blocked: true)
    /// Moving with no finger on it, short of the trigger.
    static let coastShort = coast(0.5, pastTrigger: false)
    /// Moving with no finger on it, past the trigger, pulled out by more than 1.
    static let coastPast = coast(1.5, pastTrigger: true)
    /// Moving with no finger on it, past the trigger, while another component wins.
    static let coastPastBlocked = coast(1.5, pastTrigger: true, blocked: true)

    /// Every event the table covers from every start.
    static let all: [MachineEvent] = [
        .begin(visible: true), .begin(visible: false), .opened(stale: false),
        .opened(stale: true), .end(to: .idle, late: false), .end(to: .idle, late: true),
        .end(to: .noMoreData, late: false), .end(to: .noMoreData, late: true), .endTimerFired,
        .closed, .stopAtOnce, .dragShort, .dragPast, .dragPastUnderOne, .dragPastBlocked,
        .dragShortBlocked, .coastShort, .coastPast, .coastPastBlocked, .released(blocked: false),
        .released(blocked: true), .hidden, .shown, .setAutomaticallyChangeAlpha(true),
        .setAutomaticallyChangeAlpha(false), .setPercent(0.4), .endWith(.success, late: false),
        .endWith(.success, late: true), .endWith(.failure, late: false),
        .endWith(.failure, late: true),
    ]

    /// The pull a scroll reports (nil for every other event).
    var percent: Double? {
        if case .scrolled(let percent, _, _, _) = self { percent } else { nil }
    }

    var description: String {
        switch self {
        case .begin(let visible): return visible ? "begin visible" : "begin invisible"
        case .opened(let stale): return stale ? "opened (stale cycle)" : "opened"
        case .end(let final, let late): return "end to \(final) \(late ? "late" : "early")"
        case .endWith(let result, let late):
            return "end with a \(result) \(late ? "late" : "early")"
        case .endTimerFired: return "endTimerFired"
        case .closed: return "closed"
        case .stopAtOnce: return "stopAtOnce"
        case .scrolled(let percent, let past, let dragging, let blocked):
            return "scrolled \(percent)\(past ? " past" : "")\(dragging ? " dragging" : "")"
                + (blocked ? " blocked" : "")
        case .released(let blocked): return blocked ? "released blocked" : "released"
        case .hidden: return "hidden"
        case .shown: return "shown"
        case .setAutomaticallyChangeAlpha(let on): return "automaticallyChangeAlpha \(on)"
        case .setPercent(let percent): return "setPercent \(percent)"
        }
    }
}

/// A machine at `start`, following the pull with its opacity when `alpha` is on.
/// A machine with the timing `configure` sets, refreshing cycle 1: begun in view at 0, and
/// opened.
func runningMachine(_ configure: (inout RefreshTiming) -> Void) -> RefreshMachine {
    var machine = RefreshMachine()
    configure(&machine.timing)
    _ = machine.begin(visible: true, at: 0)
    _ = machine.opened(cycle: 1)
    return machine
}

private func makeMachine(at start: MachineStart, alpha: Bool = false) -> RefreshMachine {
    var machine = RefreshMachine()
    machine.timing.failureDwell = 0.5
    if alpha { _ = machine.setAutomaticallyChangeAlpha(true) }
    /// Refreshes cycle 1 and ends it into `final` at once: its closing starts.
    func refreshAndClose(into final: RefreshState) {
        _ = machine.begin(visible: true, at: 0)
        _ = machine.opened(cycle: 1)
        _ = machine.end(to: final, at: 0)
    }
    switch start {
    case .idle: break
    case .idleClosing: refreshAndClose(into: .idle)
    case .pulling:
        _ = machine.scrolled(percent: 1.5, pastTrigger: true, dragging: true, at: 0)
    case .pullingClosing:
        refreshAndClose(into: .idle)
        _ = machine.scrolled(percent: 1.5, pastTrigger: true, dragging: true, at: 0)
    case .willRefresh: _ = machine.begin(visible: false, at: 0)
    case .opening: _ = machine.begin(visible: true, at: 0)
    case .openingClosing:
        refreshAndClose(into: .idle)
        _ = machine.begin(visible: true, at: 0)
    case .running:
        _ = machine.begin(visible: true, at: 0)
        _ = machine.opened(cycle: 1)
    case .ending:
        machine.timing.minimumRefreshing = 2
        _ = machine.begin(visible: true, at: 0)
        _ = machine.opened(cycle: 1)
        _ = machine.end(to: .idle, at: 0.5)
    case .noMoreData: _ = machine.end(to: .noMoreData, at: 0)
    case .noMoreDataClosing: refreshAndClose(into: .noMoreData)
    case .showingFailure:
        _ = machine.begin(visible: true, at: 0)
        _ = machine.opened(cycle: 1)
        _ = machine.end(to: .idle, result: .failure, at: 0.5)
    }
    machine.timing.minimumRefreshing = 2
    return machine
}

/// The cycle `opened` reports for: the one refreshing now, else the last one opened.
private func currentCycle(of machine: RefreshMachine) -> Int {
    if case .refreshing(let cycle) = machine.phase { return cycle.id }
    return 1
}

/// Applies `event` to `machine` and returns the actions.
private func apply(_ event: MachineEvent, to machine: inout RefreshMachine) -> [RefreshAction] {
    switch event {
    case .begin(let visible): return machine.begin(visible: visible, at: 1)
    case .opened(let stale):
        let cycle = currentCycle(of: machine)
        return machine.opened(cycle: stale ? cycle - 1 : cycle)
    case .end(let final, let late): return machine.end(to: final, at: late ? 3 : 1)
    case .endWith(let result, let late):
        return machine.end(to: .idle, result: result, at: late ? 3 : 1)
    case .endTimerFired: return machine.endTimerFired()
    case .closed: return machine.closed()
    case .stopAtOnce: return machine.stopAtOnce()
    case .scrolled(let percent, let pastTrigger, let dragging, let blocked):
        return machine.scrolled(
            percent: percent, pastTrigger: pastTrigger, dragging: dragging, blocked: blocked,
            at: 1)
    case .released(let blocked): return machine.released(blocked: blocked, at: 1)
    case .hidden: return machine.hidden()
    case .shown: return machine.shown(at: 1)
    case .setAutomaticallyChangeAlpha(let on): return machine.setAutomaticallyChangeAlpha(on)
    case .setPercent(let percent): return machine.setPercent(percent)
    }
}

/// One line of the table: from `start`, `event` leaves the machine in `phase`, with
/// `pullingPercent` and `isClosing` as given (nil: as they were), asking for `actions`.
struct MachineRow: TransitionRow, Sendable, CustomTestStringConvertible {
    let start: MachineStart
    let event: MachineEvent
    let phase: RefreshPhase
    let percent: Double?
    let closing: Bool?
    let actions: [RefreshAction]

    var testDescription: String { "\(start) + \(event)" }
}

// MARK: - Shorthands

/// Refreshing cycle `id`, begun at `since`, opening.
func opening(_ id: Int, since: Double = 0) -> RefreshPhase {
    .refreshing(RefreshCycle(id: id, since: since, stage: .opening, pendingEnd: nil))
}

/// Refreshing cycle `id`, begun at 0, its request out.
func running(_ id: Int) -> RefreshPhase {
    .refreshing(RefreshCycle(id: id, since: 0, stage: .running, pendingEnd: nil))
}

/// Refreshing cycle `id`, begun at 0, in `stage`, with an end into `final` (with `result`)
/// waiting for the minimum (2 s) or until `time`.
func ending(
    _ id: Int, into final: RefreshState, stage: RefreshCycle.Stage = .running, at time: Double = 2,
    result: RefreshResult? = nil
) -> RefreshPhase {
    .refreshing(
        RefreshCycle(
            id: id, since: 0, stage: stage,
            pendingEnd: .init(final: final, time: time, result: result)))
}

/// Refreshing cycle `id`, begun at 0, `result` on show until `time`, then ending into `final`.
func showing(
    _ result: RefreshResult, until time: Double, into final: RefreshState = .idle, cycle id: Int = 1
) -> RefreshPhase {
    ending(id, into: final, stage: .showingResult(result), at: time, result: result)
}

func row(
    _ start: MachineStart, _ event: MachineEvent, _ phase: RefreshPhase,
    percent: Double? = nil, closing: Bool? = nil, _ actions: [RefreshAction]
) -> MachineRow {
    MachineRow(
        start: start, event: event, phase: phase, percent: percent, closing: closing,
        actions: actions)
}

/// Rows where `events` change nothing and ask for nothing.
func nothing(
    _ start: MachineStart, _ phase: RefreshPhase, for events: [MachineEvent]
) -> [MachineRow] {
    events.map { row(start, $0, phase, []) }
}

/// Entering refreshing from `state` as cycle `id` (opacity not following the pull).
func entering(from state: RefreshState, cycle id: Int) -> [RefreshAction] {
    [
        .runHook(.beginning), .animateAlpha(to: 1, duration: 0.25),
        .changeState(from: state, to: .refreshing), .open(cycle: id),
    ]
}

/// The opening is over: the request goes out.
let requestGoesOut: [RefreshAction] = [
    .sendRequest, .runHook(.afterBeginning), .completeBegin,
]

/// An end that must wait for the minimum duration.
let endWaits: [RefreshAction] = [.queueEndCompletion, .scheduleEnd(at: 2)]

/// The closing animation is over.
let closingIsOver: [RefreshAction] = [.runHook(.afterEnding), .completeEnds]

/// Stopping a closing at once (not refreshing).
let closingStopsAtOnce: [RefreshAction] = [
    .restoreInset, .runHook(.afterEnding), .completeEnds, .finishAlpha,
]

/// Stopping a refresh at once; one that never opened also runs its begin hooks.
func refreshStopsAtOnce(opened: Bool) -> [RefreshAction] {
    [.cancelScheduledEnd, .revokeRequest]
        + (opened ? [] : [.runHook(.afterBeginning), .completeBegin])
        + [
            .recordLastUpdated, .changeState(from: .refreshing, to: .idle),
            .runHook(.endingAnimationBegins), .restoreInset, .runHook(.afterEnding),
            .completeEnds, .finishAlpha,
        ]
}

/// Ending a refresh into `final` with its closing animation; one that never opened also runs
/// its begin hooks.
func refreshCloses(into final: RefreshState, opened: Bool) -> [RefreshAction] {
    [.cancelScheduledEnd, .revokeRequest]
        + (opened ? [] : [.runHook(.afterBeginning), .completeBegin])
        + (final == .idle ? [.recordLastUpdated] : [])
        + [.changeState(from: .refreshing, to: final), .runHook(.endingAnimationBegins), .close]
}

// MARK: - Rows shared by several starts

/// Rows where `events` begin cycle `id` from `state`: it opens with the pull at 1.
private func refreshes(
    _ start: MachineStart, from state: RefreshState, cycle id: Int, by events: [MachineEvent]
) -> [MachineRow] {
    events.map {
        row(start, $0, opening(id, since: 1), percent: 1, entering(from: state, cycle: id))
    }
}

/// Rows where `events` scroll the pull to where they report and change nothing else.
private func followsThePull(
    _ start: MachineStart, _ phase: RefreshPhase, by events: [MachineEvent]
) -> [MachineRow] {
    events.map { row(start, $0, phase, percent: $0.percent, []) }
}

/// The four ends (to idle or to no more data, early or late) while not refreshing: each
/// completes at once and moves `phase` to the end's state, but a pull in progress stays through
/// an end to idle.
private func endsAtOnce(_ start: MachineStart, _ phase: RefreshPhase) -> [MachineRow] {
    [RefreshPhase.idle, .noMoreData].flatMap { end in
        let after = phase == .pulling && end == .idle ? phase : end
        let moves =
            after == phase ? [] : [RefreshAction.changeState(from: phase.state, to: end.state)]
        return [false, true].map {
            row(start, .end(to: end.state, late: $0), after, moves + [.completeNow])
        }
    }
}

/// The rows every resting start shares — idle, pulling or out of data, the closing of the last
/// refresh (cycle 1) still running or not, the pull out by `pull`: the begins (a new refresh is
/// cycle 3 after the closing one, ending it used up 2), the ends, the stops and the closing's
/// end, the opacity and percent setters, and the events no resting start answers. Scrolling and
/// releasing are each state's own.
private func resting(
    _ start: MachineStart, _ phase: RefreshPhase, pull: Double, closing: Bool
) -> [MachineRow] {
    let stops =
        closing
        ? [
            // The closing's end puts the pull back to 0, even while a finger still pulls.
            row(start, .closed, phase, percent: 0, closing: false, closingIsOver),
            row(start, .stopAtOnce, phase, percent: 0, closing: false, closingStopsAtOnce),
            row(start, .hidden, phase, percent: 0, closing: false, closingStopsAtOnce),
        ]
        : [row(start, .stopAtOnce, phase, [.finishAlpha])]
            + nothing(start, phase, for: [.closed, .hidden])
    return refreshes(start, from: phase.state, cycle: closing ? 3 : 1, by: [.begin(visible: true)])
        + [
            row(
                start, .begin(visible: false), .willRefresh,
                [.changeState(from: phase.state, to: .willRefresh)]),
            row(start, .setAutomaticallyChangeAlpha(true), phase, [.setAlpha(pull)]),
            row(start, .setAutomaticallyChangeAlpha(false), phase, [.setAlpha(1)]),
            row(start, .setPercent(0.4), phase, percent: 0.4, []),
        ]
        + endsAtOnce(start, phase) + stops
        + nothing(
            start, phase,
            for: [.opened(stale: false), .opened(stale: true), .endTimerFired, .shown])
}

/// Refreshing cycle `id` at `start`, its request out (`opened`) or still opening: an early end
/// waits for the minimum, a late one closes; a stop or a hide ends it at once.
private func refreshingEnds(_ start: MachineStart, cycle id: Int, opened: Bool) -> [MachineRow] {
    [RefreshPhase.idle, .noMoreData].flatMap { end in
        [
            row(
                start, .end(to: end.state, late: false),
                ending(id, into: end.state, stage: opened ? .running : .opening), endWaits),
            row(
                start, .end(to: end.state, late: true), end, closing: true,
                [.queueEndCompletion] + refreshCloses(into: end.state, opened: opened)),
        ]
    } + stopsAtOnce(start, opened: opened)
}

/// A stop or a hide while refreshing: it ends at once, the pull back to 0.
private func stopsAtOnce(_ start: MachineStart, opened: Bool) -> [MachineRow] {
    [MachineEvent.stopAtOnce, .hidden].map {
        row(start, $0, .idle, percent: 0, closing: false, refreshStopsAtOnce(opened: opened))
    }
}

// MARK: - The table

/// Idle, the last refresh's closing still running or not.
private func fromIdle(closing: Bool) -> [MachineRow] {
    let start: MachineStart = closing ? .idleClosing : .idle
    return resting(start, .idle, pull: closing ? 1 : 0, closing: closing)
        + followsThePull(
            start, .idle, by: [.dragShort, .dragPastBlocked, .dragShortBlocked, .coastShort])
        + [MachineEvent.dragPast, .dragPastUnderOne].map {
            row(start, $0, .pulling, percent: $0.percent, [.changeState(from: .idle, to: .pulling)])
        }
        // With no finger, a pull of 1 or more is not taken (MJRefresh): the pull stays.
        + nothing(
            start, .idle,
            for: [
                .coastPast, .coastPastBlocked, .released(blocked: false), .released(blocked: true),
            ])
}

/// Pulled past the trigger, the last refresh's closing still running or not.
private func fromPulling(closing: Bool) -> [MachineRow] {
    let start: MachineStart = closing ? .pullingClosing : .pulling
    return resting(start, .pulling, pull: 1.5, closing: closing)
        + followsThePull(start, .pulling, by: [.dragPastUnderOne])
        + [MachineEvent.dragShort, .dragShortBlocked, .dragPastBlocked, .coastPastBlocked].map {
            row(start, $0, .idle, percent: $0.percent, [.changeState(from: .pulling, to: .idle)])
        }
        + [row(start, .released(blocked: true), .idle, [.changeState(from: .pulling, to: .idle)])]
        // Moving with no finger while pulling is a release: the pull it reports is not kept.
        + refreshes(
            start, from: .pulling, cycle: closing ? 3 : 1,
            by: [.coastShort, .coastPast, .released(blocked: false)])
        + nothing(start, .pulling, for: [.dragPast])
}

/// Out of data, the closing of the refresh that ended into it still running or not: the pull
/// is followed and nothing else (no trigger, no 1 limit).
private func fromNoMoreData(closing: Bool) -> [MachineRow] {
    let start: MachineStart = closing ? .noMoreDataClosing : .noMoreData
    return resting(start, .noMoreData, pull: closing ? 1 : 0, closing: closing)
        + followsThePull(
            start, .noMoreData,
            by: [
                .dragShort, .dragPast, .dragPastUnderOne, .dragPastBlocked, .dragShortBlocked,
                .coastShort, .coastPast, .coastPastBlocked,
            ])
        + nothing(start, .noMoreData, for: [.released(blocked: false), .released(blocked: true)])
}

private let fromWillRefresh: [MachineRow] =
    endsAtOnce(.willRefresh, .willRefresh)
    + [
        // A pending begin stays pending through a stop.
        row(.willRefresh, .stopAtOnce, .willRefresh, [.finishAlpha]),
        row(.willRefresh, .hidden, .willRefresh, [.finishAlpha]),
        row(.willRefresh, .setPercent(0.4), .willRefresh, percent: 0.4, []),
    ]
    // Scrolling only moves the pull (components do not report it while not visible), and a
    // coast past 1 not even that.
    + followsThePull(
        .willRefresh, .willRefresh,
        by: [
            .dragShort, .dragPast, .dragPastUnderOne, .dragPastBlocked, .dragShortBlocked,
            .coastShort,
        ])
    + refreshes(.willRefresh, from: .willRefresh, cycle: 1, by: [.shown])
    + nothing(
        .willRefresh, .willRefresh,
        for: [
            .begin(visible: true), .begin(visible: false), .opened(stale: false),
            .opened(stale: true), .endTimerFired, .closed, .released(blocked: false),
            .released(blocked: true), .coastPast, .coastPastBlocked,
            // Refreshing, as far as the opacity goes: it does not follow the pull.
            .setAutomaticallyChangeAlpha(true), .setAutomaticallyChangeAlpha(false),
        ])

/// Events that do nothing while refreshing, whatever the stage.
let ignoredWhileRefreshing: [MachineEvent] = [
    .begin(visible: true), .begin(visible: false), .opened(stale: true), .dragShort, .dragPast,
    .dragPastUnderOne, .dragPastBlocked, .dragShortBlocked, .coastShort, .coastPast,
    .coastPastBlocked, .released(blocked: false), .released(blocked: true), .shown,
    .setAutomaticallyChangeAlpha(true), .setAutomaticallyChangeAlpha(false),
]

private let fromOpening: [MachineRow] =
    refreshingEnds(.opening, cycle: 1, opened: false)
    + [
        row(.opening, .opened(stale: false), running(1), requestGoesOut),
        row(.opening, .setPercent(0.4), opening(1), percent: 0.4, []),
    ]
    + nothing(.opening, opening(1), for: ignoredWhileRefreshing + [.endTimerFired, .closed])

/// Components cut a running closing short when they open (the same inset edge animates), so
/// `closed()` arrives right after `.open`; these rows are the machine on its own.
private let fromOpeningClosing: [MachineRow] =
    refreshingEnds(.openingClosing, cycle: 3, opened: false)
    + [
        row(.openingClosing, .opened(stale: false), running(3), requestGoesOut),
        // Refreshing: the pull stays out.
        row(.openingClosing, .closed, opening(3), closing: false, closingIsOver),
        row(.openingClosing, .setPercent(0.4), opening(3), percent: 0.4, []),
    ]
    + nothing(.openingClosing, opening(3), for: ignoredWhileRefreshing + [.endTimerFired])

private let fromRunning: [MachineRow] =
    refreshingEnds(.running, cycle: 1, opened: true)
    + [row(.running, .setPercent(0.4), running(1), percent: 0.4, [])]
    + nothing(
        .running, running(1),
        for: ignoredWhileRefreshing + [.opened(stale: false), .endTimerFired, .closed])

/// A second end only changes where the refresh ends and queues its completion; the timer set
/// by the first one ends it, even for an end asked after the minimum.
private let fromEnding: [MachineRow] =
    [RefreshState.idle, .noMoreData].flatMap { final in
        [false, true].map {
            row(.ending, .end(to: final, late: $0), ending(1, into: final), [.queueEndCompletion])
        }
    }
    + stopsAtOnce(.ending, opened: true)
    + [
        row(
            .ending, .endTimerFired, .idle, closing: true,
            refreshCloses(into: .idle, opened: true)),
        row(.ending, .setPercent(0.4), ending(1, into: .idle), percent: 0.4, []),
    ]
    + nothing(
        .ending, ending(1, into: .idle),
        for: ignoredWhileRefreshing + [.opened(stale: false), .closed])

/// The table without the results' rows.
let machineTableWithoutResults: [MachineRow] =
    fromIdle(closing: false) + fromIdle(closing: true) + fromPulling(closing: false)
    + fromPulling(closing: true) + fromWillRefresh + fromOpening + fromOpeningClosing
    + fromRunning + fromEnding + fromNoMoreData(closing: false) + fromNoMoreData(closing: true)

private let machineTable = machineTableWithoutResults + resultRows

/// With `automaticallyChangeAlpha` on: the rows whose actions differ from the table's.
private let withAlphaFollowingThePull: [MachineRow] =
    resultRowsWithAlpha + [
        row(.idle, .dragShort, .idle, percent: 0.5, [.setAlpha(0.5)]),
        row(
            .idle, .dragPast, .pulling, percent: 1.5,
            [.setAlpha(1.5), .changeState(from: .idle, to: .pulling)]),
        row(.idle, .coastPast, .idle, []),
        row(.idle, .setPercent(0.4), .idle, percent: 0.4, [.setAlpha(0.4)]),
        row(.idle, .setPercent(0), .idle, []),
        row(.idle, .setAutomaticallyChangeAlpha(true), .idle, [.setAlpha(0)]),
        row(
            .idle, .begin(visible: true), opening(1, since: 1), percent: 1,
            [
                .runHook(.beginning), .setAlpha(1), .animateAlpha(to: 1, duration: 0.25),
                .changeState(from: .idle, to: .refreshing), .open(cycle: 1),
            ]),
        row(
            .pulling, .released(blocked: false), opening(1, since: 1), percent: 1,
            [
                .runHook(.beginning), .setAlpha(1), .animateAlpha(to: 1, duration: 0.25),
                .changeState(from: .pulling, to: .refreshing), .open(cycle: 1),
            ]),
        // Already refreshing as far as the opacity goes: the pull moves, the opacity does not.
        row(
            .willRefresh, .shown, opening(1, since: 1), percent: 1,
            entering(from: .willRefresh, cycle: 1)),
        row(.running, .setPercent(0.4), running(1), percent: 0.4, []),
        row(.running, .setAutomaticallyChangeAlpha(true), running(1), []),
        row(
            .running, .end(to: .idle, late: true), .idle, closing: true,
            [
                .queueEndCompletion, .cancelScheduledEnd, .revokeRequest, .recordLastUpdated,
                .changeState(from: .refreshing, to: .idle), .runHook(.endingAnimationBegins),
                .animateAlpha(to: 0, duration: 0.4), .close,
            ]),
        row(
            .opening, .end(to: .noMoreData, late: true), .noMoreData, closing: true,
            [
                .queueEndCompletion, .cancelScheduledEnd, .revokeRequest, .runHook(.afterBeginning),
                .completeBegin, .changeState(from: .refreshing, to: .noMoreData),
                .runHook(.endingAnimationBegins), .animateAlpha(to: 0, duration: 0.4), .close,
            ]),
        row(
            .ending, .endTimerFired, .idle, closing: true,
            [
                .cancelScheduledEnd, .revokeRequest, .recordLastUpdated,
                .changeState(from: .refreshing, to: .idle), .runHook(.endingAnimationBegins),
                .animateAlpha(to: 0, duration: 0.4), .close,
            ]),
        // Stopped at once: the fade takes no time and the pull's return sets the opacity.
        row(
            .running, .stopAtOnce, .idle, percent: 0, closing: false,
            [
                .cancelScheduledEnd, .revokeRequest, .recordLastUpdated,
                .changeState(from: .refreshing, to: .idle), .runHook(.endingAnimationBegins),
                .animateAlpha(to: 0, duration: 0), .restoreInset, .setAlpha(0),
                .runHook(.afterEnding), .completeEnds, .finishAlpha,
            ]),
        row(
            .idleClosing, .closed, .idle, percent: 0, closing: false,
            [.setAlpha(0), .runHook(.afterEnding), .completeEnds]),
        row(
            .pullingClosing, .closed, .pulling, percent: 0, closing: false,
            [.setAlpha(0), .runHook(.afterEnding), .completeEnds]),
        row(
            .noMoreDataClosing, .closed, .noMoreData, percent: 0, closing: false,
            [.setAlpha(0), .runHook(.afterEnding), .completeEnds]),
        row(.idleClosing, .coastShort, .idle, percent: 0.5, [.setAlpha(0.5)]),
        row(.noMoreData, .dragPast, .noMoreData, percent: 1.5, [.setAlpha(1.5)]),
        row(
            .willRefresh, .end(to: .idle, late: false), .idle,
            [.changeState(from: .willRefresh, to: .idle), .completeNow]),
    ]

struct RefreshMachineTests {
    /// Checks one row on a machine at its start, its opacity following the pull or not.
    private func check(_ line: MachineRow, alpha: Bool) {
        var machine = makeMachine(at: line.start, alpha: alpha)
        let before = machine
        let actions = apply(line.event, to: &machine)
        #expect(actions == line.actions)
        #expect(machine.phase == line.phase)
        #expect(machine.state == line.phase.state)
        #expect(machine.pullingPercent == line.percent ?? before.pullingPercent)
        #expect(machine.isClosing == line.closing ?? before.isClosing)
        var automatic = before.automaticallyChangeAlpha
        if case .setAutomaticallyChangeAlpha(let on) = line.event { automatic = on }
        #expect(machine.automaticallyChangeAlpha == automatic)
        #expect(machine.timing.minimumRefreshing == 2)
    }

    @Test(arguments: machineTable)
    func transition(_ line: MachineRow) {
        check(line, alpha: false)
    }

    @Test(arguments: withAlphaFollowingThePull)
    func transitionWithTheOpacityFollowingThePull(_ line: MachineRow) {
        check(line, alpha: true)
    }

    @Test func theTableHasOneRowForEveryStartAndEvent() {
        expectOneRowForEveryStartAndEvent(in: machineTable, events: MachineEvent.all)
    }

    @Test(arguments: MachineStart.allCases)
    func theStartsAreWhatTheyClaim(_ start: MachineStart) {
        let machine = makeMachine(at: start)
        let expected: (RefreshPhase, Double, Bool) =
            switch start {
            case .idle: (.idle, 0, false)
            case .idleClosing: (.idle, 1, true)
            case .pulling: (.pulling, 1.5, false)
            case .pullingClosing: (.pulling, 1.5, true)
            case .willRefresh: (.willRefresh, 0, false)
            case .opening: (opening(1), 1, false)
            case .openingClosing: (opening(3), 1, true)
            case .running: (running(1), 1, false)
            case .ending: (ending(1, into: .idle), 1, false)
            case .noMoreData: (.noMoreData, 0, false)
            case .noMoreDataClosing: (.noMoreData, 1, true)
            case .showingFailure: (showing(.failure, until: 1), 1, false)
            }
        #expect(machine.phase == expected.0)
        #expect(machine.pullingPercent == expected.1)
        #expect(machine.isClosing == expected.2)
        #expect(machine.isRefreshing == [.refreshing, .willRefresh].contains(machine.state))
        #expect(machine.isOpening == [.opening, .openingClosing].contains(start))
        #expect(machine.result == (start == .showingFailure ? .failure : nil))
    }

    @Test func aNewMachineIsAtRest() {
        let machine = RefreshMachine()
        #expect(machine.phase == .idle)
        #expect(machine.state == .idle)
        #expect(machine.pullingPercent == 0)
        #expect(!machine.isClosing && !machine.isRefreshing && !machine.isOpening)
        #expect(!machine.automaticallyChangeAlpha)
        #expect(machine.timing.minimumRefreshing == 0)
    }

    @Test(arguments: RefreshState.allCases)
    func everyStateIsReportedByItsPhase(_ state: RefreshState) {
        let phase: RefreshPhase =
            switch state {
            case .idle: .idle
            case .pulling: .pulling
            case .refreshing: running(1)
            case .willRefresh: .willRefresh
            case .noMoreData: .noMoreData
            }
        #expect(phase.state == state)
    }

    /// Cycles are numbered so the late answer of an old opening is told apart: ending one uses
    /// a number too, so the next refresh is cycle 3.
    @Test func aLateOpeningOfAnOldCycleIsIgnored() {
        var machine = RefreshMachine()
        #expect(machine.begin(visible: true, at: 0).last == .open(cycle: 1))
        _ = machine.end(to: .idle, at: 0.1)
        #expect(machine.begin(visible: true, at: 0.2).last == .open(cycle: 3))
        #expect(machine.opened(cycle: 1).isEmpty)
        #expect(machine.opened(cycle: 2).isEmpty)
        #expect(machine.isOpening)
        #expect(machine.opened(cycle: 3) == requestGoesOut)
        #expect(machine.opened(cycle: 3).isEmpty)
    }

    /// The end the timer carries out is the last one asked for.
    @Test func theLastEndAskedForWins() {
        var machine = runningMachine { $0.minimumRefreshing = 1 }
        #expect(
            machine.end(to: .noMoreData, at: 0.2) == [.queueEndCompletion, .scheduleEnd(at: 1)])
        #expect(machine.end(to: .idle, at: 0.5) == [.queueEndCompletion])
        #expect(machine.endTimerFired() == refreshCloses(into: .idle, opened: true))
        #expect(machine.state == .idle)
        #expect(machine.endTimerFired().isEmpty)
    }

    /// An end asked for during the opening, that has to wait for the minimum duration, must
    /// still pair the begin with its hooks: `afterBeginning` and the begin's completion run
    /// once before the closing, as they do when the end does not wait.
    @Test func anEndDuringTheOpeningThatWaitsStillRunsTheBeginHooks() {
        var machine = RefreshMachine()
        machine.timing.minimumRefreshing = 2
        var actions = machine.begin(visible: true, at: 0)
        actions += machine.end(to: .idle, at: 0.1)
        actions += machine.opened(cycle: 1)
        actions += machine.endTimerFired()
        actions += machine.closed()
        #expect(actions.filter { $0 == .runHook(.beginning) }.count == 1)
        #expect(actions.filter { $0 == .runHook(.afterEnding) }.count == 1)
        #expect(actions.filter { $0 == .runHook(.afterBeginning) }.count == 1)
        #expect(actions.filter { $0 == .completeBegin }.count == 1)

    }

    /// The machine leaves it to the component to cut a running closing short when a new
    /// refresh opens (headers and footers do: the opening animates the same inset edge). A
    /// component that let both run would see two closings answered by one `afterEnding`.
    @Test func aClosingTheOpeningDoesNotCutShortIsAnsweredOnce() {
        var machine = RefreshMachine()
        var actions = machine.begin(visible: true, at: 0)
        actions += machine.opened(cycle: 1)
        actions += machine.end(to: .idle, at: 1)
        actions += machine.begin(visible: true, at: 2)
        actions += machine.opened(cycle: 3)
        actions += machine.end(to: .idle, at: 3)
        actions += machine.closed()
        actions += machine.closed()
        #expect(actions.filter { $0 == .close }.count == 2)
        #expect(actions.filter { $0 == .runHook(.endingAnimationBegins) }.count == 2)
        #expect(actions.filter { $0 == .runHook(.afterEnding) }.count == 1)
    }
}
